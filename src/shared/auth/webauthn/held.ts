/**
 * A principal's own passkeys, for staff (features/auth/lib/staff-passkeys.ts: kind 'staff',
 * ADMIN_URL, audited against the user as `mfa.passkey_*`) and clients
 * (features/portal/lib/passkeys.ts: kind 'portal', PORTAL_URL, audited against the client as
 * `portal.passkey_*`) alike: one list, one add, one rename, one remove, each change audited in the
 * transaction that makes it. What only staff do around a change (recovery codes, ending the other
 * sessions, forgetting a last factor) is the caller's `also`, run in that same transaction.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/schema.js';
import { recordAudit } from '../../audit/record.js';
import { nowIso, type ServiceContext } from '../../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { loadBrand } from '../../mail/template.js';
import type { PrincipalRef } from '../session-store.js';
import { finishRegistration, relyingPartyOf, type RegistrationResponseJSON, type RelyingParty } from './ceremonies.js';
import { credentialExists, deletePasskey, insertPasskey, listPasskeys, renamePasskey, type PasskeyRecord } from './store.js';

/** Whose passkeys, and where their changes are audited. */
export interface PasskeyHolder {
  owner: PrincipalRef;
  /** `mfa.passkey_add` against the user for staff, `portal.passkey_add` against the client. */
  audit: { prefix: 'mfa' | 'portal'; recordType: 'user' | 'client'; recordId: number };
}

/** Work the caller adds to a change's transaction (after the passkey row, before the audit entry). */
export type AlsoInTransaction<T> = (trx: Kysely<Database>, now: string) => Promise<T>;

/** The relying party at one of the firm's addresses (ADMIN_URL, PORTAL_URL), named as the site is: never a request's Host. */
export async function relyingPartyAt(ctx: { db: Kysely<Database>; config: Config }, url: string): Promise<RelyingParty> {
  const brand = await loadBrand(ctx.db, ctx.config);
  return relyingPartyOf(url, brand.siteName);
}

/** What the holder sees of a passkey: never its key or credential id. */
export function passkeyView(passkey: PasskeyRecord) {
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt, synced: passkey.deviceType === 'multiDevice' };
}

export async function heldPasskeys(db: Kysely<Database>, holder: PasskeyHolder) {
  return { items: (await listPasskeys(db, holder.owner)).map(passkeyView) };
}

function audited(ctx: ServiceContext, trx: Kysely<Database>, holder: PasskeyHolder, at: string, action: 'add' | 'rename' | 'remove', before: string | null, after: string | null) {
  const { prefix, recordType, recordId } = holder.audit;
  return recordAudit(trx, ctx.actor, { at, operation: `${prefix}.passkey_${action}`, recordType, recordId, changes: { passkey: { before, after } } });
}

/** Verifies a registration answer and stores the passkey (409 passkey_exists for one already registered anywhere). */
export async function addHeldPasskey<T extends object = Record<never, never>>(
  ctx: ServiceContext,
  rp: RelyingParty,
  holder: PasskeyHolder,
  name: string,
  credential: RegistrationResponseJSON,
  also?: AlsoInTransaction<T>,
): Promise<ReturnType<typeof passkeyView> & T> {
  const verified = await finishRegistration(ctx.db, rp, holder.owner, credential, ctx.clock.now());
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    if (await credentialExists(trx, verified.credentialId)) throw new ConflictError('This passkey is registered already.', 'passkey_exists');
    const passkey = await insertPasskey(trx, holder.owner, { ...verified, name, now });
    const extra = also ? await also(trx, now) : ({} as T);
    await audited(ctx, trx, holder, now, 'add', null, name);
    return { ...passkeyView(passkey), ...extra };
  });
}

/** Renames one of the holder's passkeys (404 for another's or none). */
export async function renameHeldPasskey(ctx: ServiceContext, holder: PasskeyHolder, id: number, name: string) {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const renamed = await renamePasskey(trx, holder.owner, id, name);
    if (!renamed) throw new NotFoundError('Passkey', id);
    await audited(ctx, trx, holder, now, 'rename', renamed.before, name);
    return passkeyView(renamed.after);
  });
}

/** Removes one of the holder's passkeys (404 for another's or none). */
export async function removeHeldPasskey(ctx: ServiceContext, holder: PasskeyHolder, id: number, also?: AlsoInTransaction<unknown>): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const name = await deletePasskey(trx, holder.owner, id);
    if (name === null) throw new NotFoundError('Passkey', id);
    await also?.(trx, now);
    await audited(ctx, trx, holder, now, 'remove', name, null);
  });
}
