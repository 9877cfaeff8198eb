/**
 * Staff passkeys (issue 35 item 2) on the shared WebAuthn module (src/shared/auth/webauthn/) with
 * the principal kind 'staff' and ADMIN_URL as relying party: a signed-in user registers, lists,
 * renames and removes passkeys; a passkey is a second factor after the password
 * (completeMfaSignIn in ../service.ts) and, when the user turns it on, signs in alone. Adding or
 * removing one is a changed factor: the user's other sessions end. Every change is audited.
 */
import { recordAudit } from '../../../shared/audit/record.js';
import type { AuthContext } from '../../../shared/auth/context.js';
import {
  confirmFirstFactor,
  forgetFactorsIfNoneLeft,
  passkeySignInSince,
  replaceRecoveryCodes,
  secondFactorSince,
  setPasskeySignIn,
} from '../../../shared/auth/mfa-store.js';
import { endSessionsForCause, startSession, type TokenPair } from '../../../shared/auth/session-lifecycle.js';
import type { PrincipalRef } from '../../../shared/auth/session-store.js';
import { hashRecoveryCode, newRecoveryCodes } from '../../../shared/auth/totp.js';
import { findUserById } from '../../../shared/auth/user-store.js';
import {
  addHeldPasskey,
  beginAuthentication,
  beginRegistration,
  finishAuthentication,
  heldPasskeys,
  listPasskeys,
  relyingPartyAt,
  removeHeldPasskey,
  renameHeldPasskey,
  type AuthenticationResponseJSON,
  type PasskeyHolder,
  type RegistrationResponseJSON,
  type RelyingParty,
} from '../../../shared/auth/webauthn/index.js';
import { nowIso } from '../../../shared/context.js';
import { ConflictError, UnauthorizedError } from '../../../shared/errors.js';
import type { AuthUser } from '../../../shared/http/app-types.js';
import { deviceTokens } from './device-token.js';

const ownerOf = (userId: number): PrincipalRef => ({ kind: 'staff', id: userId });
const holderOf = (userId: number): PasskeyHolder => ({ owner: ownerOf(userId), audit: { prefix: 'mfa', recordType: 'user', recordId: userId } });

/** The admin interface's origin and host name: staff passkeys are made for ADMIN_URL, never a request's Host. */
export function staffRelyingParty(ctx: Pick<AuthContext, 'db' | 'config'>): Promise<RelyingParty> {
  return relyingPartyAt(ctx, ctx.config.adminUrl);
}

export function staffPasskeys(ctx: AuthContext, session: AuthUser) {
  return heldPasskeys(ctx.db, holderOf(session.id));
}

async function signedInUser(ctx: AuthContext, session: AuthUser) {
  const user = await findUserById(ctx.db, session.id);
  if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
  return user;
}

export async function staffRegistrationOptions(ctx: AuthContext, session: AuthUser) {
  const user = await signedInUser(ctx, session);
  const owner = { ...ownerOf(user.id), userName: user.email, displayName: user.displayName ?? user.email };
  return beginRegistration(ctx.db, await staffRelyingParty(ctx), owner, ctx.clock.now());
}

/**
 * Stores a verified passkey. The user's first factor also gets ten recovery codes, answered once
 * (as an authenticator app's confirmation does). The user's other sessions end.
 */
export async function addStaffPasskey(ctx: AuthContext, session: AuthUser, name: string, credential: RegistrationResponseJSON) {
  const user = await signedInUser(ctx, session);
  return addHeldPasskey(ctx, await staffRelyingParty(ctx), holderOf(user.id), name, credential, async (trx, now): Promise<{ recoveryCodes?: string[] }> => {
    const recoveryCodes = (await secondFactorSince(trx, user.id)) === null ? newRecoveryCodes() : null;
    if (recoveryCodes) await replaceRecoveryCodes(trx, user.id, recoveryCodes.map(hashRecoveryCode), now);
    await confirmFirstFactor(trx, user.id, now);
    await endSessionsForCause(trx, { userId: user.id, now, cause: 'mfa_changed', keepSessionId: session.sessionId });
    return recoveryCodes ? { recoveryCodes } : {};
  });
}

export function renameStaffPasskey(ctx: AuthContext, session: AuthUser, id: number, name: string) {
  return renameHeldPasskey(ctx, holderOf(session.id), id, name);
}

/**
 * Removes one of the user's passkeys; the user's other sessions end. With no authenticator app and
 * no passkey left, the user has no second factor any more (recovery codes and passkey sign-in go
 * too) and signs in with the password alone, or, where MFA_REQUIRED holds them, must enroll again.
 */
export function removeStaffPasskey(ctx: AuthContext, session: AuthUser, id: number): Promise<void> {
  return removeHeldPasskey(ctx, holderOf(session.id), id, async (trx, now) => {
    await forgetFactorsIfNoneLeft(trx, session.id);
    await endSessionsForCause(trx, { userId: session.id, now, cause: 'mfa_changed', keepSessionId: session.sessionId });
  });
}

/** Turns signing in with a passkey alone on or off; on needs a passkey (409 passkey_required). */
export async function choosePasskeySignIn(ctx: AuthContext, session: AuthUser, enabled: boolean): Promise<{ enabled: boolean }> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    if (enabled && (await listPasskeys(trx, ownerOf(session.id))).length === 0) {
      throw new ConflictError('Add a passkey before you turn on signing in with it.', 'passkey_required');
    }
    const before = (await passkeySignInSince(trx, session.id)) !== null;
    await setPasskeySignIn(trx, session.id, enabled ? now : null);
    if (before !== enabled) {
      await recordAudit(trx, ctx.actor, { at: now, operation: 'mfa.passkey_sign_in', recordType: 'user', recordId: session.id, changes: { enabled: { before, after: enabled } } });
    }
    return { enabled };
  });
}

/** Options for the second step by passkey: only the passkeys of the user whose password was checked may answer. */
export async function secondStepOptions(ctx: AuthContext, userId: number) {
  return beginAuthentication(ctx.db, await staffRelyingParty(ctx), 'staff', ctx.clock.now(), ownerOf(userId));
}

/** The user whose passkey answered, or null when the answer does not check (the challenge is spent either way). */
export async function passkeyOwner(ctx: AuthContext, credential: AuthenticationResponseJSON): Promise<number | null> {
  try {
    // Outside any transaction: the challenge stays spent and the counter moved even when the sign-in is refused.
    return (await finishAuthentication(ctx.db, await staffRelyingParty(ctx), 'staff', credential, ctx.clock.now())).ownerId;
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

/** Options for a sign-in with a passkey alone: any staff passkey may answer (the authenticator offers its own). */
export async function passkeySignInOptions(ctx: AuthContext) {
  return beginAuthentication(ctx.db, await staffRelyingParty(ctx), 'staff', ctx.clock.now());
}

const invalidPasskey = () => new UnauthorizedError('The passkey sign-in could not be verified. Try again or sign in another way.', 'invalid_passkey');

/**
 * A sign-in with a passkey alone, for a user who turned it on: the passkey is possession and the
 * authenticator's user verification, so it needs no password and no second step. Refused alike
 * (401 invalid_passkey) for an answer that does not check, a disabled user and one who did not
 * turn it on.
 */
export async function signInWithStaffPasskey(ctx: AuthContext, credential: AuthenticationResponseJSON): Promise<{ pair: TokenPair; deviceToken: string }> {
  const ownerId = await passkeyOwner(ctx, credential);
  const user = ownerId === null ? null : await findUserById(ctx.db, ownerId);
  if (!user || user.disabled || (await passkeySignInSince(ctx.db, user.id)) === null) {
    await recordAudit(ctx.db, { ...ctx.actor, userId: null }, { at: nowIso(ctx), operation: 'auth.login_failed', recordType: user ? 'user' : null, recordId: user?.id ?? null });
    throw invalidPasskey();
  }
  return { pair: await startSession(ctx, user, 'passkey'), deviceToken: deviceTokens(ctx).issue(user.id) };
}
