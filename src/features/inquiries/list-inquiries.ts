import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { InquiryPagedResponse, InquiryQuery, TAG } from './schemas.js';
import { listInquiries as list } from './service.js';

export default function listInquiries(app: App): void {
  app.get(
    '/api/inquiry',
    {
      schema: {
        tags: [TAG],
        summary: 'Inquiries, paged, newest first, with status, text and date-range filters',
        description: 'Query: `InquiryQuery`. Answer: `InquiryPagedResponse`.',
        querystring: InquiryQuery,
        response: { 200: InquiryPagedResponse },
      },
    },
    async (request) => list(contextOf(app, request), request.query),
  );
}
