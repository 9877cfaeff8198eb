import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { createFiling } from './service.js';
import { CreateFilingRequest, Filing, TAG } from './schemas.js';

export default function createFilingRoute(app: App): void {
  app.post(
    '/api/taxfiling',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a tax filing (a return being prepared or filed)',
        body: CreateFilingRequest,
        response: { 201: Filing },
      },
    },
    async (request, reply) => {
      const filing = await createFiling(contextOf(app, request), request.body);
      return created(reply, `/api/taxfiling/${filing.id}`, filing);
    },
  );
}
