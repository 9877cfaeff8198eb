/**
 * The one home of the client aggregate: every creation, change and deletion of a client goes
 * through these functions, whoever asks (the client group, an inquiry's conversion, and the client
 * portal's own edits), so each write keeps the same counts and leaves the same audit entry. They run
 * in the caller's transaction, which lets a conversion create its client beside the inquiry's change;
 * after the transaction, clientWriteProblem (client-store.ts) answers a constraint the write hit.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { changedFields, type ChangeOptions } from '../audit/changes.js';
import { recordAudit } from '../audit/record.js';
import { nowIso, type ServiceContext } from '../context.js';
import { NotFoundError } from '../errors.js';
import { findClient, inputOfClient, insertClient, lockClient, softDeleteClient, updateClientRow, type ClientInput, type ClientRecord } from './client-store.js';

type Db = Kysely<Database>;

/**
 * What the audit trail keeps of a client, on every path: the stored record, derived and bookkeeping
 * fields left out, the business number masked. A converted client's entry names its inquiry
 * (sourceInquiryId); a client created directly has none, so its entry has no such field.
 */
const AUDITED: ChangeOptions = { ignore: ['id', 'companyName', 'createdAt'], masked: ['businessNumber'] };

export interface ClientOrigin {
  /** The inquiry converted into this client. */
  sourceInquiryId?: number;
}

/** Creates a client (counted and audited as client.create) in the transaction `trx`. */
export async function createClientIn(ctx: ServiceContext, trx: Db, input: ClientInput, origin: ClientOrigin = {}): Promise<ClientRecord> {
  const now = nowIso(ctx);
  const id = await insertClient(trx, input, now, origin.sourceInquiryId ?? null);
  const client = (await findClient(trx, id))!;
  await recordAudit(trx, ctx.actor, { at: now, operation: 'client.create', recordType: 'client', recordId: id, changes: changedFields(null, client, AUDITED) });
  return client;
}

/**
 * Changes a visible client in the transaction `trx` (audited as client.update): the fields given
 * replace the stored ones, the others stay, so a full replacement (the client group's PUT) and a
 * client's edit of a few fields (the portal) take the same path. 404 when there is no such client.
 */
export async function updateClientIn(ctx: ServiceContext, trx: Db, id: number, changes: Partial<ClientInput>): Promise<ClientRecord> {
  const now = nowIso(ctx);
  const before = (await lockClient(trx, ctx.dialect, id)) ? await findClient(trx, id) : null;
  if (!before) throw new NotFoundError('Client', id);
  const stored = inputOfClient(before);
  if (!(await updateClientRow(trx, id, stored, { ...stored, ...definedOnly(changes) }, now))) throw new NotFoundError('Client', id);
  const after = (await findClient(trx, id))!;
  await recordAudit(trx, ctx.actor, { at: now, operation: 'client.update', recordType: 'client', recordId: id, changes: changedFields(before, after, AUDITED) });
  return after;
}

/** A soft delete in the transaction `trx`: the row stays for the records that point at it; its open work leaves the dashboard's counts. */
export async function deleteClientIn(ctx: ServiceContext, trx: Db, id: number): Promise<void> {
  const now = nowIso(ctx);
  const before = await findClient(trx, id);
  // Its open work leaves open_work_counts by trigger (migration 0036).
  if (!before || !(await softDeleteClient(trx, id, now))) throw new NotFoundError('Client', id);
  await recordAudit(trx, ctx.actor, { at: now, operation: 'client.delete', recordType: 'client', recordId: id, changes: changedFields(before, null, AUDITED) });
}

/** A field given as undefined is one not given (null is a value: it clears the field). */
function definedOnly(changes: Partial<ClientInput>): Partial<ClientInput> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
