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
  beginAuthentication,
  beginRegistration,
  credentialExists,
  deletePasskey,
  finishAuthentication,
  finishRegistration,
  insertPasskey,
  listPasskeys,
  relyingPartyOf,
  renamePasskey,
  type AuthenticationResponseJSON,
  type PasskeyRecord,
  type RegistrationResponseJSON,
} from '../../../shared/auth/webauthn/index.js';
import type { Config } from '../../../config.js';
import { nowIso } from '../../../shared/context.js';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../../shared/errors.js';
import { loadBrand } from '../../../shared/mail/template.js';
import { findPortalAccess, recordPortalSignIn } from '../../../shared/portal/access-store.js';
import type { PortalAuthContext, PortalContext } from '../../../shared/portal/context.js';
import { startPortalSession } from '../../../shared/portal/sessions.js';
import { findOwnRecord } from '../repository.js';

const ownerOf = (ctx: PortalContext): PrincipalRef => ({ kind: 'portal', id: ctx.clientId });

async function relyingParty(ctx: { db: PortalContext['db']; config: Config }) {
  const brand = await loadBrand(ctx.db, ctx.config);
  return relyingPartyOf(ctx.config.portalUrl, brand.siteName);
}

/** What the client sees of a passkey: never its key or credential id. */
export function passkeyView(passkey: PasskeyRecord) {
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt, synced: passkey.deviceType === 'multiDevice' };
}

export async function passkeysOf(ctx: PortalContext) {
  return { items: (await listPasskeys(ctx.db, ownerOf(ctx))).map(passkeyView) };
}

export async function registrationOptions(ctx: PortalContext) {
  const own = await findOwnRecord({ db: ctx.db, clientId: ctx.clientId });
  if (!own) throw new NotFoundError('Client');
  const owner = { ...ownerOf(ctx), userName: own.email ?? own.name, displayName: own.name };
  return beginRegistration(ctx.db, await relyingParty(ctx), owner, ctx.clock.now());
}

export async function addPasskey(ctx: PortalContext, name: string, credential: RegistrationResponseJSON) {
  const verified = await finishRegistration(ctx.db, await relyingParty(ctx), ownerOf(ctx), credential, ctx.clock.now());
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    if (await credentialExists(trx, verified.credentialId)) throw new ConflictError('This passkey is registered already.', 'passkey_exists');
    const passkey = await insertPasskey(trx, ownerOf(ctx), { ...verified, name, now });
    await recordAudit(trx, ctx.actor, { at: now, operation: 'portal.passkey_add', recordType: 'client', recordId: ctx.clientId, changes: { passkey: { before: null, after: name } } });
    return passkeyView(passkey);
  });
}

export async function renameOwnPasskey(ctx: PortalContext, id: number, name: string) {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const renamed = await renamePasskey(trx, ownerOf(ctx), id, name);
    if (!renamed) throw new NotFoundError('Passkey');
    await recordAudit(trx, ctx.actor, { at: now, operation: 'portal.passkey_rename', recordType: 'client', recordId: ctx.clientId, changes: { passkey: { before: renamed.before, after: name } } });
    return passkeyView(renamed.after);
  });
}

export async function removeOwnPasskey(ctx: PortalContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const name = await deletePasskey(trx, ownerOf(ctx), id);
    if (name === null) throw new NotFoundError('Passkey');
    await recordAudit(trx, ctx.actor, { at: now, operation: 'portal.passkey_remove', recordType: 'client', recordId: ctx.clientId, changes: { passkey: { before: name, after: null } } });
  });
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
