import { recordBulkRead } from '../../shared/audit/bulk-read.js';
import type { ServiceContext } from '../../shared/context.js';
import { assertDateRange } from '../../shared/date-range.js';
import { toInstant } from '../../shared/dates.js';
import { ValidationError } from '../../shared/errors.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { listEntriesPage, type AuditFilter, type AuditRecord } from './repository.js';

/**
 * A page of the trail. The filter's rules are here, not in the route: a recordId means nothing
 * without its recordType, and from must not be after to (both included). Reading the trail is
 * itself attributed (audit.read): who looked at whose history.
 */
export async function listAuditLog(ctx: ServiceContext, query: AuditFilter & PageRequest): Promise<Page<AuditRecord>> {
  const { page, pageSize, from, to, ...filter } = query;
  if (filter.recordId !== undefined && filter.recordType === undefined) {
    throw ValidationError.field('recordType', 'is required with recordId');
  }
  assertDateRange({ from, to });
  const entries = await listEntriesPage(ctx.db, {
    ...filter,
    from: from === undefined ? undefined : toInstant(from),
    to: to === undefined ? undefined : toInstant(to),
    page,
    pageSize,
  });
  await recordBulkRead(ctx, { operation: 'audit.read', filter: query, rows: entries.items.length, complete: true });
  return entries;
}
