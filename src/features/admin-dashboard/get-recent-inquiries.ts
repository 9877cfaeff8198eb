import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { recentInquiries } from './service.js';
import { RecentInquiriesQuery, RecentInquiriesResponse, TAG } from './schemas.js';

export default function getRecentInquiries(app: App): void {
  app.get(
    '/api/admin-dashboard/recent-inquiries',
    {
      schema: {
        tags: [TAG],
        summary: 'The newest inquiries (default 10, at most 50)',
        querystring: RecentInquiriesQuery,
        response: { 200: RecentInquiriesResponse },
      },
    },
    async (request) => ({ items: await recentInquiries(contextOf(app, request), request.query.limit) }),
  );
}
