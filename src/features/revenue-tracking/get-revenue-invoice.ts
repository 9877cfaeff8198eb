import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams, textResponse } from '../../shared/http/schemas.js';
import { sendInvoice } from '../../shared/invoices/send.js';
import { readRevenueInvoice } from './service.js';
import { TAG } from './schemas.js';

export default function getRevenueInvoiceRoute(app: App): void {
  app.get(
    '/api/revenue-tracking/:id/invoice',
    {
      schema: {
        tags: [TAG],
        summary: "The entry's invoice as a PDF, in its client's language (docs/engagements.md, \"Invoices\")",
        description:
          'Rendered on demand from the entry, its client and the site settings (invoicePaymentInstructions, invoiceTaxRatePercent); the same data gives the same bytes. inline; filename="invoice-<invoiceNumber>.pdf", no-store.',
        params: IdParams,
        response: { 200: textResponse('invoice-<invoiceNumber>.pdf', 'application/pdf') },
      },
    },
    async (request, reply) => sendInvoice(reply, await readRevenueInvoice(contextOf(app, request), request.params.id)),
  );
}
