import type { Static } from 'typebox';
import { bumpContentVersion } from '../../db/content-version.js';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import {
  deleteCode as deleteCodeRow,
  findCode,
  groupExists,
  insertCodeIfAbsent,
  listActiveCodes as listActiveCodeRows,
  listGroupCodes,
  listGroups as listGroupRows,
  updateCode,
  type CommonCode,
  type CommonCodeInput,
} from './repository.js';
import { MAX_ATTRIBUTES_JSON_LENGTH, type UpsertCommonCodeRequest } from './schemas.js';

const AUDITED: ChangeOptions = { ignore: ['createdAt'] };
const recordOf = (group: string, value: string) => ({ recordType: 'common_code', recordId: `${group}/${value}` });

/**
 * Creates or replaces the code, in one transaction with its audit entry. Two first writes at
 * once create it once: the loser's insert finds the winner's row and it updates instead.
 */
export async function upsertCode(
  ctx: ServiceContext,
  group: string,
  value: string,
  body: Static<typeof UpsertCommonCodeRequest>,
): Promise<{ created: boolean; code: CommonCode }> {
  const attributes = body.attributes ?? null;
  if (attributes !== null && JSON.stringify(attributes).length > MAX_ATTRIBUTES_JSON_LENGTH) {
    throw ValidationError.field('attributes', `must be at most ${MAX_ATTRIBUTES_JSON_LENGTH} characters as JSON`);
  }
  const input: CommonCodeInput = { name: body.name, sortOrder: body.sortOrder ?? 0, isActive: body.isActive ?? true, attributes };
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    // Processes keep the codes' words per content version (the portal's labels, src/shared/versioned-reads.ts).
    await bumpContentVersion(trx, now, ctx);
    const existing = await findCode(trx, group, value);
    if (!existing) {
      const inserted = await insertCodeIfAbsent(trx, group, value, input, now);
      if (inserted) {
        await recordAudit(trx, ctx.actor, { at: now, operation: 'common_code.create', ...recordOf(group, value), changes: changedFields(null, inserted, AUDITED) });
        return { created: true, code: inserted };
      }
    }
    const before = existing ?? (await findCode(trx, group, value));
    const code = await updateCode(trx, group, value, input, now);
    if (!before || !code) throw new ConflictError(`The code ${group}/${value} was deleted while it was written; try again.`);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'common_code.update', ...recordOf(group, value), changes: changedFields(before, code, AUDITED) });
    return { created: false, code };
  });
}

export async function deleteCode(ctx: ServiceContext, group: string, value: string): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findCode(trx, group, value);
    if (!before || !(await deleteCodeRow(trx, group, value))) throw new NotFoundError('Common code', `${group}/${value}`);
    await bumpContentVersion(trx, now, ctx);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'common_code.delete', ...recordOf(group, value), changes: changedFields(before, null, AUDITED) });
  });
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

export async function getCode(ctx: ServiceContext, group: string, value: string): Promise<CommonCode> {
  const code = await findCode(ctx.db, group, value);
  if (!code) throw new NotFoundError('Common code', `${group}/${value}`);
  return code;
}

/** A group's codes; a group exists while it has codes, so one without any is a 404. */
export async function getGroup(ctx: ServiceContext, group: string, isActive?: boolean): Promise<CommonCode[]> {
  const items = await listGroupCodes(ctx.db, group, isActive);
  if (items.length === 0 && !(await groupExists(ctx.db, group))) throw new NotFoundError('Common code group', group);
  return items;
}

export function listGroups(ctx: ServiceContext): Promise<Array<{ group: string; codeCount: number; activeCount: number }>> {
  return listGroupRows(ctx.db);
}

export function listActiveCodes(ctx: ServiceContext): Promise<CommonCode[]> {
  return listActiveCodeRows(ctx.db);
}
