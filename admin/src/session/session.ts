/*
 * The access token lives in this module's memory only; the refresh token is an HttpOnly cookie
 * the page cannot read (see docs/admin.md). The session renews itself a minute before the access
 * token expires, and on load the cookie restores a session after a reload.
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { currentSettings } from '../i18n/settings';
import { translate } from '../i18n/translate';

type Listener = () => void;

interface SessionState {
  token: string | null;
  role: string | null;
  userId: number | null;
  /** MFA_REQUIRED holds the user and they have no second factor yet: the session may only enroll one. */
  enrollmentRequired: boolean;
}

let state: SessionState = { token: null, role: null, userId: null, enrollmentRequired: false };
let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<boolean> | null = null;
const listeners = new Set<Listener>();

export const accessToken = () => state.token;
export const currentSession = () => state;

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function claims(token: string): { sub?: string; role?: string } {
  try {
    return JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string; role?: string };
  } catch {
    return {};
  }
}

interface SessionBody {
  accessToken: string;
  expiresIn: number;
}

function adopt(body: SessionBody | null, enrollmentRequired = state.enrollmentRequired): void {
  clearTimeout(timer);
  if (body) {
    const payload = claims(body.accessToken);
    state = { token: body.accessToken, role: payload.role ?? null, userId: payload.sub ? Number(payload.sub) : null, enrollmentRequired };
    timer = setTimeout(() => void refreshSession(), Math.max(5, body.expiresIn - 60) * 1000);
  } else {
    state = { token: null, role: null, userId: null, enrollmentRequired: false };
  }
  listeners.forEach((listener) => listener());
}

/**
 * What the server said about the policy (issue 35.4): the sign-in's `mfaEnrollmentRequired`, GET
 * /api/auth/mfa's `enrollmentRequired`, or any call's 403 `mfa_enrollment_required`. While it holds
 * the app shows the enrollment page and nothing else.
 */
export function setEnrollmentRequired(required: boolean): void {
  if (state.enrollmentRequired === required || (required && !state.token)) return;
  state = { ...state, enrollmentRequired: required };
  listeners.forEach((listener) => listener());
}

async function post(path: string, body?: unknown): Promise<Response> {
  // Problems in the screen's language (the sign-in page's is the browser's or the one chosen there).
  const language = { 'accept-language': currentSettings().locale };
  return fetch(path, {
    method: path === '/api/auth/session' && body === undefined ? 'DELETE' : 'POST',
    headers: body === undefined ? language : { ...language, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
}

/** The second step a password step asked for (issue 35): the token to send with a code, and what it takes. */
export interface MfaChallenge {
  mfaToken: string;
  methods: string[];
}

async function answer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { detail?: string; title?: string };
  if (!response.ok) throw Object.assign(new Error(body.detail ?? body.title ?? String(response.status)), { problem: body });
  return body;
}

/** The password step: signed in, or for a user with a second factor the challenge of the second step. */
export async function signIn(email: string, password: string): Promise<MfaChallenge | null> {
  const body = await answer<(SessionBody & { mfaEnrollmentRequired?: boolean }) | (MfaChallenge & { mfaRequired: true })>(await post('/api/auth/session', { email, password }));
  if ('mfaRequired' in body) return { mfaToken: body.mfaToken, methods: body.methods };
  adopt(body, body.mfaEnrollmentRequired === true);
  return null;
}

/** The second step with an authenticator or recovery code; answers how many recovery codes are left. */
export async function completeSignIn(mfaToken: string, code: string): Promise<number> {
  const body = await answer<SessionBody & { recoveryCodesRemaining: number }>(await post('/api/auth/session/mfa', { mfaToken, code }));
  adopt(body, false);
  return body.recoveryCodesRemaining;
}

/** The browser's passkey ceremony; a cancelled or refused one is a sentence of the catalogs. */
async function assertPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<unknown> {
  try {
    return await startAuthentication({ optionsJSON });
  } catch {
    throw new Error(translate('login.passkeyFailed'));
  }
}

/** The second step with a passkey (the user's staff passkey, issue 35.2). */
export async function completeSignInWithPasskey(mfaToken: string): Promise<number> {
  const optionsJSON = await answer<PublicKeyCredentialRequestOptionsJSON>(await post('/api/auth/login/mfa/passkey-options', { mfaToken }));
  const credential = await assertPasskey(optionsJSON);
  const body = await answer<SessionBody & { recoveryCodesRemaining: number }>(await post('/api/auth/session/mfa', { mfaToken, credential }));
  adopt(body, false);
  return body.recoveryCodesRemaining;
}

/** Sign-in by passkey alone, for a user who turned passkey sign-in on. */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await answer<PublicKeyCredentialRequestOptionsJSON>(await post('/api/auth/passkey/options'));
  const credential = await assertPasskey(optionsJSON);
  adopt(await answer<SessionBody>(await post('/api/auth/session/passkey', { credential })), false);
}

/** Renews the access token with the cookie; false (and signed out) when the session is over. */
export function refreshSession(): Promise<boolean> {
  inFlight ??= (async () => {
    try {
      const response = await post('/api/auth/session/refresh', undefined);
      adopt(response.ok ? ((await response.json()) as SessionBody) : null);
      return response.ok;
    } catch {
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export async function signOut(): Promise<void> {
  await post('/api/auth/session').catch(() => undefined);
  adopt(null);
}

// A laptop that slept past the renewal time renews as soon as the page is visible again.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state.token) {
      const { exp } = claims(state.token) as { exp?: number };
      if (exp && exp * 1000 - Date.now() < 60_000) void refreshSession();
    }
  });
}
