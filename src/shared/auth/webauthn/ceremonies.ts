/**
 * WebAuthn ceremonies for any principal kind (@simplewebauthn/server): the portal's clients use
 * them (issue 32), staff second factors will (issue 35). A ceremony begins with options and a
 * challenge stored in the database (any instance can finish it; 5 minutes; spent by the first
 * answer, right or wrong) and ends with the library's verification against the relying party:
 * the RP ID and origin of the app's own URL (PORTAL_URL for the portal), never the request's Host.
 */
import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { PrincipalKind } from '../../../db/tables/sessions.js';
import { UnauthorizedError, ValidationError } from '../../errors.js';
import type { PrincipalRef } from '../session-store.js';
import { findPasskeyByCredentialId, hashChallenge, insertChallenge, listPasskeys, recordPasskeyUse, spendChallenge, type NewCredential } from './store.js';

export type { NewCredential };

export type { AuthenticationResponseJSON, RegistrationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON };

type Db = Kysely<Database>;

/** How long a ceremony may take, from its options to its answer. */
export const CEREMONY_TTL_MS = 5 * 60_000;

/** Who the passkeys are for: the RP ID (a host name), its origin, and the name authenticators show. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party of an app's URL (PORTAL_URL, ADMIN_URL): its host name and its origin. */
export function relyingPartyOf(appUrl: string, name: string): RelyingParty {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin, name };
}

/** A principal with what an authenticator shows of it when a passkey is made. */
export interface PasskeyOwner extends PrincipalRef {
  userName: string;
  displayName: string;
}


// A stable, opaque user handle per principal: an authenticator keeps one passkey per handle and RP,
// and the handle says nothing about the person.
function userHandleOf(owner: PrincipalRef): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`taxdesk-webauthn-user:${owner.kind}:${owner.id}`).digest());
}

function challengeOf(clientDataJSON: string): string | null {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

const at = (now: Date, ms = 0) => new Date(now.getTime() + ms).toISOString();

/** Options for navigator.credentials.create(): a discoverable passkey, none of the owner's again. */
export async function beginRegistration(db: Db, rp: RelyingParty, owner: PasskeyOwner, now: Date): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await listPasskeys(db, owner);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: owner.userName,
    userDisplayName: owner.displayName,
    userID: userHandleOf(owner),
    timeout: CEREMONY_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await insertChallenge(db, { hash: hashChallenge(options.challenge), purpose: 'register', principal: owner.kind, ownerId: owner.id, now: at(now), expiresAt: at(now, CEREMONY_TTL_MS) });
  return options;
}

const notVerified = () => new ValidationError({ credential: ['the passkey could not be verified'] }, 'The passkey could not be verified: the ceremony expired or was answered already, or the answer does not check.', 'passkey_not_verified');

/** Checks an authenticator's answer to the owner's registration; what to store, or 400 passkey_not_verified. */
export async function finishRegistration(db: Db, rp: RelyingParty, owner: PrincipalRef, response: RegistrationResponseJSON, now: Date): Promise<NewCredential> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) throw notVerified();
  const spent = await spendChallenge(db, { hash: hashChallenge(challenge), purpose: 'register', principal: owner.kind, now: at(now) });
  if (!spent || spent.ownerId !== owner.id) throw notVerified();
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw notVerified();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    signCount: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  };
}

/**
 * Options for navigator.credentials.get(). Without an owner, a sign-in: any passkey of the kind
 * may answer (discoverable credentials). With one (a second factor), only that owner's passkeys.
 */
export async function beginAuthentication(db: Db, rp: RelyingParty, kind: PrincipalKind, now: Date, owner?: PrincipalRef): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowCredentials = owner ? (await listPasskeys(db, owner)).map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })) : undefined;
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: CEREMONY_TTL_MS, userVerification: 'preferred', ...(allowCredentials ? { allowCredentials } : {}) });
  await insertChallenge(db, { hash: hashChallenge(options.challenge), purpose: 'authenticate', principal: kind, ownerId: owner?.id ?? null, now: at(now), expiresAt: at(now, CEREMONY_TTL_MS) });
  return options;
}

const invalidPasskey = () => new UnauthorizedError('The passkey sign-in could not be verified. Try again or sign in another way.', 'invalid_passkey');

/**
 * Checks an assertion: a live challenge of the kind (and of the owner, when the ceremony named
 * one), a passkey of the kind, its signature, and a counter that moved forward (a cloned
 * authenticator is refused). Records the use in `db` (pass the transaction that starts the
 * session). Returns the passkey's owner and id, or 401 invalid_passkey.
 */
export async function finishAuthentication(
  db: Db,
  rp: RelyingParty,
  kind: PrincipalKind,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<{ ownerId: number; passkeyId: number }> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge) throw invalidPasskey();
  const spent = await spendChallenge(db, { hash: hashChallenge(challenge), purpose: 'authenticate', principal: kind, now: at(now) });
  if (!spent) throw invalidPasskey();
  const passkey = await findPasskeyByCredentialId(db, kind, response.id);
  if (!passkey || (spent.ownerId !== null && spent.ownerId !== passkey.ownerId)) throw invalidPasskey();
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.signCount, transports: passkey.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw invalidPasskey();
  await recordPasskeyUse(db, passkey.id, { signCount: verification.authenticationInfo.newCounter, backedUp: verification.authenticationInfo.credentialBackedUp, now: at(now) });
  return { ownerId: passkey.ownerId, passkeyId: passkey.id };
}
