import { addDays, startOfDay } from '../../shared/dates.js';
import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { listInquiriesPage } from './repository.js';
import { InquiryPagedResponse, InquiryQuery, TAG } from './schemas.js';

export default function listInquiries(app: App): void {
  app.get(
    '/api/inquiry',
    {
      schema: {
        tags: [TAG],
        summary: 'Inquiries, paged, newest first, with status, text and date-range filters',
        querystring: InquiryQuery,
        response: { 200: InquiryPagedResponse },
      },
    },
    async (request) => {
      const { from, to, ...rest } = request.query;
      if (from && to && from > to) throw ValidationError.field('to', 'must not be before from');
      const zone = app.config.businessTimeZone;
      return listInquiriesPage(app.db, app.dialect, {
        ...rest,
        receivedFrom: from ? startOfDay(from, zone) : undefined,
        receivedBefore: to ? startOfDay(addDays(to, 1), zone) : undefined,
      });
    },
  );
}
