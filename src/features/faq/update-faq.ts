import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Faq, TAG, UpdateFaqRequest } from './schemas.js';
import { updateFaq as update } from './service.js';

export default function updateFaq(app: App): void {
  app.put(
    '/api/faq/:id',
    {
      schema: { tags: [TAG], summary: 'Replace an FAQ entry', params: IdParams, body: UpdateFaqRequest, response: { 200: Faq } },
    },
    async (request) => update(contextOf(app, request), request.params.id, request.body),
  );
}
