import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findInquiry } from './repository.js';
import { Inquiry, TAG } from './schemas.js';

export default function getInquiry(app: App): void {
  app.get(
    '/api/inquiry/:id',
    { schema: { tags: [TAG], summary: 'One inquiry', params: IdParams, response: { 200: Inquiry } } },
    async (request) => {
      const inquiry = await findInquiry(app.db, request.params.id);
      if (!inquiry) throw new NotFoundError('Inquiry', request.params.id);
      return inquiry;
    },
  );
}
