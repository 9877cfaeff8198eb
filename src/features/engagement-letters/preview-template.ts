import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Preview, PreviewRequest, TAG } from './schemas.js';
import { previewTemplate } from './service.js';

export default function previewTemplateRoute(app: App): void {
  app.post(
    '/api/engagement-letter-templates/:id/preview',
    {
      schema: {
        tags: [TAG],
        summary: 'Render a template for a contract',
        description:
          'What the letter would say if it were sent now: the body in `language` (else the client’s, else the firm’s default; a language without a body falls back the same way), ' +
          'merged with the contract’s, its client’s and the firm’s fields. Changes nothing; audited on the contract (`engagement_letter_template.preview`).',
        params: IdParams,
        body: PreviewRequest,
        response: { 200: Preview },
      },
    },
    async (request) => previewTemplate(contextOf(app, request), request.params.id, request.body),
  );
}
