import type { FastifyReply } from 'fastify';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { LetterPdfQuery, TAG } from './schemas.js';
import { openPortalLetterPdf } from './service.js';

export default function getPortalLetterPdfRoute(app: App): void {
  app.get(
    '/api/portal/engagements/:id/letter/pdf',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'The letter’s PDF (the signed one once signed)',
        description: 'Inline for the portal’s viewer, or `download=true` as an attachment. The first opening marks the letter `viewed`; every opening is audited (`engagement_letter.view`).',
        params: IdParams,
        querystring: LetterPdfQuery,
        response: { 200: { description: 'The PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const pdf = await openPortalLetterPdf(portalContextOf(app, request), request.params.id);
      const disposition = request.query.download ? 'attachment' : 'inline';
      // The bytes as they are (the typed reply expects the documented string form).
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', `${disposition}; filename="letter.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('etag', `"${pdf.sha256}"`)
        .send(pdf.bytes);
    },
  );
}
