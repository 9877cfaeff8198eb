import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Inquiry, TAG, UpdateInquiryRequest } from './schemas.js';
import { updateInquiry as update } from './service.js';

export default function updateInquiry(app: App): void {
  app.put(
    '/api/inquiry/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Update an inquiry',
        params: IdParams,
        body: UpdateInquiryRequest,
        response: { 200: Inquiry, 409: problemResponse('A status change of a converted inquiry (`inquiry_converted`).') },
      },
    },
    async (request) => update(contextOf(app, request), request.params.id, request.body),
  );
}
