/**
 * A client's passkeys (issue 32 item 3), on the shared WebAuthn module
 * (src/shared/auth/webauthn/) with the portal's principal kind and PORTAL_URL as relying party:
 * after signing in a client registers, lists, renames and removes passkeys, and signs in with one
 * next time (a session whose method is `passkey`). Every change is audited against the client.
 */
import { recordAudit } from '../../../shared/audit/record.js';
import type { TokenPair } from '../../../shared/auth/session-lifecycle.js';
import type { PrincipalRef } from '../../../shared/auth/session-store.js';
import {
  addHeldPasskey,
  beginAuthentication,
  beginRegistration,
  finishAuthentication,
  heldPasskeys,
  relyingPartyAt,
  removeHeldPasskey,
  renameHeldPasskey,
  type AuthenticationResponseJSON,
  type PasskeyHolder,
  type RegistrationResponseJSON,
} from '../../../shared/auth/webauthn/index.js';
import type { Config } from '../../../config.js';
import { nowIso } from '../../../shared/context.js';
import { NotFoundError, UnauthorizedError } from '../../../shared/errors.js';
import { findPortalAccess, recordPortalSignIn } from '../../../shared/portal/access-store.js';
import type { PortalAuthContext, PortalContext } from '../../../shared/portal/context.js';
import { startPortalSession } from '../../../shared/portal/sessions.js';
import { findOwnRecord } from '../repository.js';

const ownerOf = (ctx: PortalContext): PrincipalRef => ({ kind: 'portal', id: ctx.clientId });
const holderOf = (ctx: PortalContext): PasskeyHolder => ({ owner: ownerOf(ctx), audit: { prefix: 'portal', recordType: 'client', recordId: ctx.clientId } });

function relyingParty(ctx: { db: PortalContext['db']; config: Config }) {
  return relyingPartyAt(ctx, ctx.config.portalUrl);
}

export function passkeysOf(ctx: PortalContext) {
  return heldPasskeys(ctx.db, holderOf(ctx));
}

export async function registrationOptions(ctx: PortalContext) {
  const own = await findOwnRecord({ db: ctx.db, clientId: ctx.clientId });
  if (!own) throw new NotFoundError('Client');
  const owner = { ...ownerOf(ctx), userName: own.email ?? own.name, displayName: own.name };
  return beginRegistration(ctx.db, await relyingParty(ctx), owner, ctx.clock.now());
}

export async function addPasskey(ctx: PortalContext, name: string, credential: RegistrationResponseJSON) {
  return addHeldPasskey(ctx, await relyingParty(ctx), holderOf(ctx), name, credential);
}

export function renameOwnPasskey(ctx: PortalContext, id: number, name: string) {
  return renameHeldPasskey(ctx, holderOf(ctx), id, name);
}

export function removeOwnPasskey(ctx: PortalContext, id: number): Promise<void> {
  return removeHeldPasskey(ctx, holderOf(ctx), id);
}

/** Options for a passkey sign-in: any client's passkey may answer (the authenticator offers its own). */
export async function signInOptions(ctx: PortalAuthContext) {
  return beginAuthentication(ctx.db, await relyingParty(ctx), 'portal', ctx.clock.now());
}

/** Verifies a passkey's answer and starts a session (method passkey) for its client, if their access is open. */
export async function signInWithPasskey(ctx: PortalAuthContext, credential: AuthenticationResponseJSON): Promise<TokenPair> {
  const rp = await relyingParty(ctx);
  const now = nowIso(ctx);
  // Outside the transaction: the challenge stays spent and the counter moved even when the
  // sign-in is refused below.
  const { ownerId: clientId } = await finishAuthentication(ctx.db, rp, 'portal', credential, ctx.clock.now());
  return ctx.db.transaction().execute(async (trx) => {
    const access = await findPortalAccess(trx, clientId);
    const own = await findOwnRecord({ db: trx, clientId });
    if (!access || access.endedAt !== null || !own) throw new UnauthorizedError('The passkey sign-in could not be verified.', 'invalid_passkey');
    await recordPortalSignIn(trx, clientId, now);
    await recordAudit(trx, { ...ctx.actor, userId: null }, { at: now, operation: 'portal.sign_in', recordType: 'client', recordId: clientId, changes: { method: { before: null, after: 'passkey' } } });
    return startPortalSession(ctx, trx, clientId, now, 'passkey');
  });
}
