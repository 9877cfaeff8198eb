import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { requestLocale } from '../../shared/http/request-locale.js';
import { t } from '../../shared/i18n/index.js';
import { HONEYPOT_FIELD, SubmitInquiryRequest, SubmitInquiryResponse, TAG } from './schemas.js';
import { submitInquiry as submit } from './service.js';

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
      // The sender's language: their acknowledgement mail and this answer are in it.
      const locale = requestLocale(request);
      const id = await submit(contextOf(app, request), request.body, locale);
      return created(reply, `/api/inquiry/${id}`, { id, message: t(locale, 'common.inquiry.thanks') });
    },
  );
}
