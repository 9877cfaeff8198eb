import type { FastifyReply } from 'fastify';
import type { RenderedInvoice } from './invoice.js';

/**
 * Sends an invoice PDF: shown in the browser (inline) with a download name, never cached (a
 * payment changes it at once), never sniffed as anything else.
 */
export function sendInvoice(reply: FastifyReply, invoice: RenderedInvoice) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${invoice.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(invoice.bytes.buffer, invoice.bytes.byteOffset, invoice.bytes.byteLength));
}
