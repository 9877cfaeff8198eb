import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { createRevenue } from './service.js';
import { CreateRequest, IdResp, TAG } from './schemas.js';

export default function createRevenueRoute(app: App): void {
  app.post(
    '/api/revenue-tracking',
    {
      schema: {
        tags: [TAG],
        summary: 'Record revenue (an invoiced amount); answers IdResp',
        description: 'The 201 carries `Location: /api/revenue-tracking/{id}`.',
        body: CreateRequest,
        response: { 201: IdResp },
      },
    },
    async (request, reply) => {
      const entry = await createRevenue(contextOf(app, request), request.body);
      return created(reply, `/api/revenue-tracking/${entry.id}`, { id: entry.id });
    },
  );
}
