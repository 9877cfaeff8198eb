import type { App } from '../../shared/http/app-types.js';
import { IdParams, textResponse } from '../../shared/http/schemas.js';
import { sendInvoice } from '../../shared/invoices/send.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { readInvoicePdf } from './lib/reads.js';
import { TAG } from './schemas.js';

export default function getPortalInvoicePdf(app: App): void {
  app.get(
    '/api/portal/invoices/:id/pdf',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'One of their invoices as a PDF, in their language; another client\'s invoice is 404',
        params: IdParams,
        response: { 200: textResponse('invoice-<invoiceNumber>.pdf', 'application/pdf') },
      },
    },
    async (request, reply) => sendInvoice(reply, await readInvoicePdf(portalContextOf(app, request), request.params.id)),
  );
}
