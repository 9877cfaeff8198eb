import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams, Instant } from '../../shared/http/schemas.js';
import { issueRevenueInvoice } from './service.js';
import { TAG } from './schemas.js';

export default function issueRevenueInvoiceRoute(app: App): void {
  app.post(
    '/api/revenue-tracking/:id/invoice/issue',
    {
      schema: {
        tags: [TAG],
        summary: "Issues the entry's invoice: mails its client, in their language, that it is ready in the portal (audited as revenue_entry.issue_invoice)",
        description: 'No body. Issuing again mails again; the entry keeps the last time as invoiceIssuedAt. 400 client_without_email when the client has no email address (docs/engagements.md, "Invoices").',
        params: IdParams,
        response: {
          202: Type.Object(
            { id: Type.Integer(), invoiceNumber: Type.String(), mailedTo: Type.String(), issuedAt: Instant },
            { title: 'IssuedInvoice', description: 'The mail is queued (the mail queue delivers it).' },
          ),
        },
      },
    },
    async (request, reply) => reply.code(202).send(await issueRevenueInvoice(contextOf(app, request), request.params.id)),
  );
}
