import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { sendCsv, type CsvColumn } from '../../shared/http/csv.js';
import { textResponse } from '../../shared/http/schemas.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import type { DeadlineRecord } from './repository.js';
import { streamDeadlines } from './service.js';
import { DeadlineExportQuery, TAG } from './schemas.js';

const COLUMNS: ReadonlyArray<CsvColumn<DeadlineRecord>> = [
  { header: 'dueDate', value: (deadline) => deadline.dueDate },
  { header: 'kind', value: (deadline) => deadline.kind },
  { header: 'id', value: (deadline) => deadline.id },
  { header: 'clientId', value: (deadline) => deadline.clientId },
  { header: 'client', value: (deadline) => deadline.clientName },
  { header: 'taxType', value: (deadline) => deadline.taxType },
  { header: 'period', value: (deadline) => deadline.period },
  { header: 'taxYear', value: (deadline) => deadline.taxYear },
  { header: 'recurrence', value: (deadline) => deadline.recurrence },
  { header: 'status', value: (deadline) => deadline.status },
  { header: 'overdue', value: (deadline) => deadline.overdue },
];

export default function exportDeadlines(app: App): void {
  app.get(
    '/api/deadlines/export',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'The deadline list (same filters and order, every page) as CSV, streamed (admin; audited as deadline.export)',
        description:
          'Query: DeadlineExportQuery. UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.',
        querystring: DeadlineExportQuery,
        response: { 200: textResponse('deadlines-<date>.csv', 'text/csv') },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const rows = streamDeadlines(ctx, request.query);
      return sendCsv(reply, 'deadlines', businessToday(app), rows, COLUMNS, { ctx, operation: 'deadline.export', filter: request.query });
    },
  );
}
