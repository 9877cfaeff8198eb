import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { getFiling } from './service.js';
import { Filing, TAG } from './schemas.js';

export default function getFilingRoute(app: App): void {
  app.get(
    '/api/taxfiling/:id',
    { schema: { tags: [TAG], summary: 'One tax filing (404 once deleted)', params: IdParams, response: { 200: Filing } } },
    async (request) => getFiling(contextOf(app, request), request.params.id),
  );
}
