import { contextOf } from '../../shared/context.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import type { App } from '../../shared/http/app-types.js';
import { sendCsv, type CsvColumn } from '../../shared/http/csv.js';
import { textResponse } from '../../shared/http/schemas.js';
import type { ClientRecord } from '../../shared/clients/client-store.js';
import { ClientExportQuery, TAG } from './schemas.js';
import { streamClients } from './service.js';

const COLUMNS: ReadonlyArray<CsvColumn<ClientRecord>> = [
  { header: 'id', value: (client) => client.id },
  { header: 'name', value: (client) => client.name },
  { header: 'email', value: (client) => client.email },
  { header: 'phone', value: (client) => client.phone },
  { header: 'clientType', value: (client) => client.clientType },
  { header: 'company', value: (client) => client.companyName },
  { header: 'businessNumber', value: (client) => client.businessNumber },
  { header: 'address', value: (client) => client.address },
  { header: 'status', value: (client) => client.status },
  { header: 'notes', value: (client) => client.notes },
  { header: 'createdAt', value: (client) => client.createdAt },
  { header: 'updatedAt', value: (client) => client.updatedAt },
];

export default function exportClients(app: App): void {
  app.get(
    '/api/client/export',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'The clients the list would show (same filters and order, every page) as CSV, streamed (admin; audited as client.export)',
        description:
          'Query: ClientExportQuery. UTF-8 with a byte-order mark; cells holding a line break are quoted, and every line of a cell starting with =, +, -, @, tab or CR is prefixed with an apostrophe so spreadsheets never run them.',
        querystring: ClientExportQuery,
        response: { 200: textResponse('clients-<date>.csv', 'text/csv') },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      return sendCsv(reply, 'clients', businessToday(app), streamClients(ctx, request.query), COLUMNS, { ctx, operation: 'client.export', filter: request.query });
    },
  );
}
