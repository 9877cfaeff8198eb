import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateFiling } from './service.js';
import { Filing, TAG, UpdateFilingRequest } from './schemas.js';

export default function updateFilingRoute(app: App): void {
  app.put(
    '/api/taxfiling/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a tax filing (status changes included)',
        params: IdParams,
        body: UpdateFilingRequest,
        response: { 200: Filing },
      },
    },
    async (request) => updateFiling(contextOf(app, request), request.params.id, request.body),
  );
}
