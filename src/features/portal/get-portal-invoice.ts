import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { readInvoice } from './lib/reads.js';
import { PortalInvoice, TAG } from './schemas.js';

export default function getPortalInvoice(app: App): void {
  app.get(
    '/api/portal/invoices/:id',
    {
      config: { principal: 'portal' },
      schema: { tags: [TAG], summary: 'One of their invoices, as the list shows it (a to-do links to it); another client\'s invoice is 404', params: IdParams, response: { 200: PortalInvoice } },
    },
    async (request) => readInvoice(portalContextOf(app, request), request.params.id),
  );
}
