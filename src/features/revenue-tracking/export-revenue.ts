import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { sendCsv, type CsvColumn } from '../../shared/http/csv.js';
import { textResponse } from '../../shared/http/schemas.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import type { RevenueRecord } from './repository.js';
import { RevenueExportQuery, TAG } from './schemas.js';
import { exportRevenue } from './service.js';

const COLUMNS: ReadonlyArray<CsvColumn<RevenueRecord>> = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'invoiceDate', value: (entry) => entry.invoiceDate },
  { header: 'dueDate', value: (entry) => entry.dueDate },
  { header: 'clientId', value: (entry) => entry.clientId },
  { header: 'client', value: (entry) => entry.clientName },
  { header: 'contractId', value: (entry) => entry.contractId },
  { header: 'description', value: (entry) => entry.description },
  // Two decimals always, so a spreadsheet column of amounts lines up and sums exactly.
  { header: 'amount', value: (entry) => entry.amount.toFixed(2) },
  { header: 'isPaid', value: (entry) => entry.isPaid },
  { header: 'paidAt', value: (entry) => entry.paidAt },
  { header: 'paymentMethod', value: (entry) => entry.paymentMethod },
  { header: 'createdAt', value: (entry) => entry.createdAt },
];

export default function exportRevenueRoute(app: App): void {
  app.get(
    '/api/revenue-tracking/export',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'The revenue entries the list would show (same filters and order, every page) as CSV, streamed (admin; audited as revenue.export)',
        description:
          'Query: RevenueExportQuery (clientId, isPaid, invoice dates from/to, both included; none means every entry). UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.',
        querystring: RevenueExportQuery,
        response: { 200: textResponse('revenue-<date>.csv', 'text/csv') },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const rows = exportRevenue(ctx, request.query);
      return sendCsv(reply, 'revenue', businessToday(app), rows, COLUMNS, { ctx, operation: 'revenue.export', filter: request.query });
    },
  );
}
