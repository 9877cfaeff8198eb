import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso, type ServiceContext } from '../context.js';
import { NotFoundError } from '../errors.js';
import { changedFields, type ChangeOptions } from './changes.js';
import { recordAudit } from './record.js';

/**
 * How a client's tax-practice record is deleted (contracts, consulting activities, tax filings,
 * profiles and schedules): in one transaction, the record read, removed by the feature's own
 * statement (a soft delete, or a delete behind the locks its kept figures need), and audited as
 * `<record>.delete` with every field it held; 404 when it is not there or was gone by the time
 * of the removal.
 */
export interface AuditedDelete<R extends Record<string, unknown>> {
  /** The audit's record type (`contract`), also the operation's prefix. */
  record: string;
  /** The record's name in the 404 (`Contract`). */
  label: string;
  find(trx: Kysely<Database>, id: number): Promise<R | null>;
  /** Removes the record; false when it was gone. */
  remove(trx: Kysely<Database>, before: R, now: string): Promise<boolean>;
  /** How the audit entry shows the fields (masked ones, say). */
  audit?: ChangeOptions;
}

export async function deleteAudited<R extends Record<string, unknown>>(ctx: ServiceContext, id: number, how: AuditedDelete<R>): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await how.find(trx, id);
    if (!before || !(await how.remove(trx, before, now))) throw new NotFoundError(how.label, id);
    await recordAudit(trx, ctx.actor, { at: now, operation: `${how.record}.delete`, recordType: how.record, recordId: id, changes: changedFields(before, null, how.audit) });
  });
}
