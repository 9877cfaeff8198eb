import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { sendCsv, type CsvColumn } from '../../shared/http/csv.js';
import { textResponse } from '../../shared/http/schemas.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import type { FilingRecord } from './repository.js';
import { FilingExportQuery, TAG } from './schemas.js';
import { streamFilings } from './service.js';

const COLUMNS: ReadonlyArray<CsvColumn<FilingRecord>> = [
  { header: 'id', value: (filing) => filing.id },
  { header: 'clientId', value: (filing) => filing.clientId },
  { header: 'client', value: (filing) => filing.clientName },
  { header: 'taxType', value: (filing) => filing.taxType },
  { header: 'taxYear', value: (filing) => filing.taxYear },
  { header: 'period', value: (filing) => filing.period },
  { header: 'status', value: (filing) => filing.status },
  { header: 'dueDate', value: (filing) => filing.dueDate },
  { header: 'filedAt', value: (filing) => filing.filedAt },
  { header: 'amountDue', value: (filing) => filing.amountDue },
  { header: 'refundAmount', value: (filing) => filing.refundAmount },
  { header: 'memo', value: (filing) => filing.memo },
  { header: 'createdAt', value: (filing) => filing.createdAt },
  { header: 'updatedAt', value: (filing) => filing.updatedAt },
];

export default function exportFilings(app: App): void {
  app.get(
    '/api/taxfiling/export',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Tax filings (newest tax year first; filters clientId, status, taxYear) as CSV, streamed (admin; audited as filing.export)',
        description:
          'Query: FilingExportQuery. Filings that are not deleted, a deleted client\'s included (as its list shows them). UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.',
        querystring: FilingExportQuery,
        response: { 200: textResponse('tax-filings-<date>.csv', 'text/csv') },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      return sendCsv(reply, 'tax-filings', businessToday(app), streamFilings(ctx, request.query), COLUMNS, { ctx, operation: 'filing.export', filter: request.query });
    },
  );
}
