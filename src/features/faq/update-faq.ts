import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateFaq as updateFaqRecord } from './repository.js';
import { Faq, TAG, UpdateFaqRequest } from './schemas.js';

export default function updateFaq(app: App): void {
  app.put(
    '/api/faq/:id',
    {
      schema: { tags: [TAG], summary: 'Replace an FAQ entry', params: IdParams, body: UpdateFaqRequest, response: { 200: Faq } },
    },
    async (request) => {
      const body = request.body;
      const faq = await updateFaqRecord(app.db, request.params.id, { ...body, category: body.category ?? null });
      if (!faq) throw new NotFoundError('FAQ entry', request.params.id);
      return faq;
    },
  );
}
