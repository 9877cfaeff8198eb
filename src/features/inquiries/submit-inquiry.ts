import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { HONEYPOT_FIELD, SubmitInquiryRequest, SubmitInquiryResponse, TAG } from './schemas.js';
import { submitInquiry as submit } from './service.js';

const THANKS = 'Thank you for your inquiry. We will get back to you shortly.';

export default function submitInquiry(app: App): void {
  const { inquiryRateLimitMax, inquiryRateLimitWindowSeconds } = app.config;
  app.post(
    '/api/inquiry',
    {
      config: { public: true, rateLimit: { max: inquiryRateLimitMax, timeWindow: inquiryRateLimitWindowSeconds * 1000 } },
      schema: {
        tags: [TAG],
        summary: 'Send the contact form (anonymous, rate limited per client IP)',
        description:
          `At most ${inquiryRateLimitMax} submissions per client IP every ${inquiryRateLimitWindowSeconds} seconds ` +
          `(INQUIRY_RATE_LIMIT_MAX, INQUIRY_RATE_LIMIT_WINDOW_SECONDS). The hidden field \`${HONEYPOT_FIELD}\` must ` +
          'stay empty: a filled one gets the same answer and is not stored.',
        body: SubmitInquiryRequest,
        response: {
          201: SubmitInquiryResponse,
          429: problemResponse('Too many submissions from this address; see Retry-After.'),
        },
      },
    },
    async (request, reply) => {
      const id = await submit(contextOf(app, request), request.body);
      return created(reply, `/api/inquiry/${id}`, { id, message: THANKS });
    },
  );
}
