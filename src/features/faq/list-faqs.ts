import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { FaqListQuery, FaqPage, TAG } from './schemas.js';
import { listFaqs as readFaqs } from './service.js';

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
    async (request) => readFaqs(contextOf(app, request), request.query),
  );
}
