import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { readInvoices } from './lib/reads.js';
import { PortalInvoicePage, PortalPageQuery, TAG } from './schemas.js';

export default function listPortalInvoices(app: App): void {
  app.get(
    '/api/portal/invoices',
    {
      config: { principal: 'portal' },
      schema: { tags: [TAG], summary: 'Their invoices (revenue entries): amount, due date, paid or not, with the total outstanding', querystring: PortalPageQuery, response: { 200: PortalInvoicePage } },
    },
    async (request) => readInvoices(portalContextOf(app, request), request.query),
  );
}
