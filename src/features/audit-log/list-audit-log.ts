import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { listAuditLog as readAuditLog } from './service.js';
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
    async (request) => readAuditLog(contextOf(app, request), request.query),
  );
}
