import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findFaq } from './repository.js';
import { Faq, TAG } from './schemas.js';

export default function getFaq(app: App): void {
  app.get(
    '/api/faq/:id',
    { schema: { tags: [TAG], summary: 'One FAQ entry', params: IdParams, response: { 200: Faq } } },
    async (request) => {
      const faq = await findFaq(app.db, request.params.id);
      if (!faq) throw new NotFoundError('FAQ entry', request.params.id);
      return faq;
    },
  );
}
