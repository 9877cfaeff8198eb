import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Faq, TAG } from './schemas.js';
import { getFaq as readFaq } from './service.js';

export default function getFaq(app: App): void {
  app.get(
    '/api/faq/:id',
    { schema: { tags: [TAG], summary: 'One FAQ entry', params: IdParams, response: { 200: Faq } } },
    async (request) => readFaq(contextOf(app, request), request.params.id),
  );
}
