import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { getRevenue } from './service.js';
import { RevenueEntry, TAG } from './schemas.js';

export default function getRevenueRoute(app: App): void {
  app.get(
    '/api/revenue-tracking/:id',
    { schema: { tags: [TAG], summary: 'One revenue entry', params: IdParams, response: { 200: RevenueEntry } } },
    async (request) => getRevenue(contextOf(app, request), request.params.id),
  );
}
