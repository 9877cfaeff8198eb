/*
 * Passkeys (issue 32 item 3) through @simplewebauthn/browser: the server's options go to the
 * browser's WebAuthn call as they are, its answer back to the server. The relying party is
 * PORTAL_URL's host name, so passkeys work on the portal's own address only.
 */
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { paths } from '../../admin/src/api/schema';
import { api, CallFailed, unwrap } from './api';
import { failure, send, startSession } from './session';

export type Passkey = paths['/api/portal/passkeys']['get']['responses'][200]['content']['application/json']['items'][number];

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** A WebAuthn call the person cancelled or the browser refused (no passkey, timeout). */
export class PasskeyCancelled extends Error {}

async function browserCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PasskeyCancelled(error instanceof Error ? error.message : String(error));
  }
}

export async function listPasskeys(): Promise<Passkey[]> {
  return unwrap(await api.GET('/api/portal/passkeys')).items;
}

/** Creates a passkey on this device (the browser asks the person) and registers it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const options = unwrap(await api.POST('/api/portal/passkeys/registration'));
  // The server's options are WebAuthn's JSON (PublicKeyCredentialCreationOptionsJSON), passed through.
  const credential = await browserCall(() => startRegistration({ optionsJSON: options as unknown as CreationOptions }));
  return unwrap(await api.POST('/api/portal/passkeys', { body: { name, credential } }));
}

export async function renamePasskey(id: number, name: string): Promise<Passkey> {
  return unwrap(await api.PUT('/api/portal/passkeys/{id}', { params: { path: { id } }, body: { name } }));
}

export async function removePasskey(id: number): Promise<void> {
  const { response } = await api.DELETE('/api/portal/passkeys/{id}', { params: { path: { id } } });
  if (!response.ok) throw new CallFailed(response.status, undefined);
}

/** Signs in with a passkey this device holds for the portal: the browser lets the person pick one. */
export async function signInWithPasskey(): Promise<void> {
  const optionsResponse = await send('/api/portal/auth/passkey/options');
  if (!optionsResponse.ok) throw await failure(optionsResponse);
  const options = (await optionsResponse.json()) as RequestOptions;
  const credential = await browserCall(() => startAuthentication({ optionsJSON: options }));
  await startSession('/api/portal/auth/passkey', { credential });
}
