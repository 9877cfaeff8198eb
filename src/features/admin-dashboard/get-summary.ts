import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { DashboardSummary, TAG } from './schemas.js';
import { dashboardSummary } from './service.js';

export default function getSummary(app: App): void {
  app.get(
    '/api/admin-dashboard/summary',
    {
      schema: {
        tags: [TAG],
        summary: 'Counts and sums for the dashboard cards, in one database round trip',
        response: { 200: DashboardSummary },
      },
    },
    async (request) => dashboardSummary(contextOf(app, request)),
  );
}
