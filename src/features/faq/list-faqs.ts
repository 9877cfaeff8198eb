import type { App } from '../../shared/http/app-types.js';
import { listFaqPage } from './repository.js';
import { FaqListQuery, FaqPage, TAG } from './schemas.js';

export default function listFaqs(app: App): void {
  app.get(
    '/api/faq',
    {
      schema: {
        tags: [TAG],
        summary: 'FAQ entries, paged, by sortOrder',
        querystring: FaqListQuery,
        response: { 200: FaqPage },
      },
    },
    async (request) => listFaqPage(app.db, app.dialect, request.query),
  );
}
