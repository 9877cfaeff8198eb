/*
 * The portal session: the access token lives in this module's memory only; the refresh token is
 * the HttpOnly session cookie the page cannot read (docs/portal.md). The session renews itself a
 * minute before the access token expires, and on load the cookie restores it after a reload.
 */
import { useSyncExternalStore } from 'react';

interface TokenBody {
  accessToken: string;
  expiresIn: number;
}

let token: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

export const accessToken = () => token;

export function useSignedIn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => token !== null,
  );
}

function adopt(body: TokenBody | null): void {
  clearTimeout(timer);
  token = body?.accessToken ?? null;
  if (body) timer = setTimeout(() => void refreshSession(), Math.max(5, body.expiresIn - 60) * 1000);
  listeners.forEach((listener) => listener());
}

/** A failed sign-in call: its problem+json code (invalid_sign_in, login_throttled...) and status. */
export class SignInError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(code ?? `HTTP ${status}`);
  }
}

// The sign-in calls take no access token: the cookie (set by /verify, sent to /refresh) is the session.
export async function send(path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return fetch(path, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
}

export async function failure(response: Response): Promise<SignInError> {
  const problem = (await response.json().catch(() => ({}))) as { code?: string };
  return new SignInError(response.status, problem.code);
}

/** Asks for a mail with a sign-in link and code; the answer is the same for every address. */
export async function requestSignIn(email: string): Promise<void> {
  const response = await send('/api/portal/auth/link', { email });
  if (!response.ok) throw await failure(response);
}

/** Starts a session with the link's token or the mailed code: the only call that spends them. */
export async function verifySignIn(proof: { token: string } | { email: string; code: string }): Promise<void> {
  await startSession('/api/portal/auth/verify', proof);
}

/** A sign-in POST (a link's token, a code, a passkey's answer) whose answer is the token pair. */
export async function startSession(path: string, body: unknown): Promise<void> {
  const response = await send(path, body);
  if (!response.ok) throw await failure(response);
  adopt((await response.json()) as TokenBody);
}

/** Renews the access token with the cookie; false (and signed out) when the session is over. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    try {
      const response = await send('/api/portal/auth/refresh');
      adopt(response.ok ? ((await response.json()) as TokenBody) : null);
      return response.ok;
    } catch {
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Signed out in this page (after the server ended the session, api.ts's signOut). */
export function forgetSession(): void {
  adopt(null);
}
