import { recordBulkRead } from '../../shared/audit/bulk-read.js';
import { contextOf } from '../../shared/context.js';
import { assertDateRange } from '../../shared/date-range.js';
import { toInstant } from '../../shared/dates.js';
import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { listEntriesPage } from './repository.js';
import { AuditLogPage, AuditLogQuery, TAG } from './schemas.js';

export default function listAuditLog(app: App): void {
  app.get(
    '/api/audit-log',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'The audit trail, paged, newest first (admin); filters userId, recordType with recordId, operation, from/to (both included); each read is itself recorded as audit.read',
        description: 'Query: AuditLogQuery.',
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage },
      },
    },
    async (request) => {
      const { page: pageNumber, pageSize, from, to, ...filter } = request.query;
      if (filter.recordId !== undefined && filter.recordType === undefined) {
        throw ValidationError.field('recordType', 'is required with recordId');
      }
      assertDateRange({ from, to });
      const page = await listEntriesPage(app.db, {
        ...filter,
        from: from === undefined ? undefined : toInstant(from),
        to: to === undefined ? undefined : toInstant(to),
        page: pageNumber,
        pageSize,
      });
      // Reading the trail is itself attributed: who looked at whose history.
      await recordBulkRead(contextOf(app, request), { operation: 'audit.read', filter: request.query, rows: page.items.length, complete: true });
      return page;
    },
  );
}
