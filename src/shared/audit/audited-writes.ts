import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso, type ServiceContext } from '../context.js';
import { refuseChangedEchoes } from '../echoed-fields.js';
import { NotFoundError } from '../errors.js';
import { changedFields, type ChangeOptions } from './changes.js';
import { recordAudit } from './record.js';

/*
 * How a client's tax-practice record is created, replaced or deleted (contracts, consulting activities,
 * tax filings, profiles, schedules and revenue entries): in one transaction, the record read (404 when it is not
 * there), written by the feature's own statement (with the checks and locks its kept figures
 * need), and audited as `<record>.create` or `<record>.delete` with every field it holds, or
 * `<record>.update` with the fields that changed; 404 too when the row was gone by the time of
 * the write.
 */
interface AuditedRecord<R extends Record<string, unknown>> {
  /** The audit's record type (`contract`), also the operation's prefix. */
  record: string;
  /** The record's name in the 404 (`Contract`). */
  label: string;
  find(trx: Kysely<Database>, id: number): Promise<R | null>;
  /** How the audit entry shows the fields (masked ones, say). */
  audit?: ChangeOptions;
}

export interface AuditedCreate<R extends Record<string, unknown>> extends Omit<AuditedRecord<R>, 'label'> {
  /** Checks what the new record names (its client, say) and inserts it; answers its id. */
  insert(trx: Kysely<Database>, now: string): Promise<number>;
}

export interface AuditedUpdate<R extends Record<string, unknown>> extends AuditedRecord<R> {
  /** Fields a replacement may echo but not change, each with who changes it (refuseChangedEchoes). */
  echoes: Partial<Record<keyof R & string, string>>;
  /**
   * The fields the write sets, for a record whose unchanged save writes nothing (no new updatedAt,
   * no empty audit entry): when none of them differs, the record is answered as it was.
   */
  unchangedIf?: Partial<R>;
  /** Writes the new fields; false when the row was gone. */
  write(trx: Kysely<Database>, before: R, now: string): Promise<boolean>;
}

export interface AuditedDelete<R extends Record<string, unknown>> extends AuditedRecord<R> {
  /** Removes the record; false when it was gone. */
  remove(trx: Kysely<Database>, before: R, now: string): Promise<boolean>;
}

/** Creates a record; answers it as stored. */
export async function createAudited<R extends Record<string, unknown>>(ctx: ServiceContext, how: AuditedCreate<R>): Promise<R> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const id = await how.insert(trx, now);
    const created = (await how.find(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: `${how.record}.create`, recordType: how.record, recordId: id, changes: changedFields(null, created, how.audit) });
    return created;
  });
}

/** Replaces a record's fields from `body`; answers the record as stored after. */
export async function updateAudited<R extends Record<string, unknown>>(ctx: ServiceContext, id: number, body: object, how: AuditedUpdate<R>): Promise<R> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await how.find(trx, id);
    if (!before) throw new NotFoundError(how.label, id);
    refuseChangedEchoes(body, before, how.echoes);
    if (how.unchangedIf && Object.keys(changedFields(before, { ...before, ...how.unchangedIf })).length === 0) return before;
    if (!(await how.write(trx, before, now))) throw new NotFoundError(how.label, id);
    const after = (await how.find(trx, id))!;
    await recordAudit(trx, ctx.actor, { at: now, operation: `${how.record}.update`, recordType: how.record, recordId: id, changes: changedFields(before, after, how.audit) });
    return after;
  });
}

export async function deleteAudited<R extends Record<string, unknown>>(ctx: ServiceContext, id: number, how: AuditedDelete<R>): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await how.find(trx, id);
    if (!before || !(await how.remove(trx, before, now))) throw new NotFoundError(how.label, id);
    await recordAudit(trx, ctx.actor, { at: now, operation: `${how.record}.delete`, recordType: how.record, recordId: id, changes: changedFields(before, null, how.audit) });
  });
}
