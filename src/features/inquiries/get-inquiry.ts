import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Inquiry, TAG } from './schemas.js';
import { getInquiry as readInquiry } from './service.js';

export default function getInquiry(app: App): void {
  app.get(
    '/api/inquiry/:id',
    { schema: { tags: [TAG], summary: 'One inquiry', params: IdParams, response: { 200: Inquiry } } },
    async (request) => readInquiry(contextOf(app, request), request.params.id),
  );
}
