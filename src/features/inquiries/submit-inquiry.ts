import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { insertInquiry, likelyNextInquiryId, type InquiryContact } from './repository.js';
import { HONEYPOT_FIELD, SubmitInquiryRequest, SubmitInquiryResponse, TAG } from './schemas.js';

const THANKS = 'Thank you for your inquiry. We will get back to you shortly.';

/** Trims what people type; a required field of spaces only is refused like an empty one. */
function contactFrom(body: Record<string, string | null | undefined>): InquiryContact {
  const errors: Record<string, string[]> = {};
  const text = (field: string, required: boolean): string | null => {
    const value = body[field]?.trim() || null;
    if (required && value === null) errors[field] = ['must not be blank'];
    return value;
  };
  const contact = {
    name: text('name', true)!,
    email: body.email!,
    phone: text('phone', false),
    companyName: text('companyName', false),
    subject: text('subject', true)!,
    message: text('message', true)!,
    serviceType: text('serviceType', false),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return contact;
}

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
      const contact = contactFrom(request.body);
      if (request.body[HONEYPOT_FIELD]?.trim()) {
        request.log.info({ ip: request.ip }, 'contact form honeypot filled; submission dropped');
        const id = await likelyNextInquiryId(app.db);
        return created(reply, `/api/inquiry/${id}`, { id, message: THANKS });
      }
      const id = await insertInquiry(app.db, contact);
      return created(reply, `/api/inquiry/${id}`, { id, message: THANKS });
    },
  );
}
