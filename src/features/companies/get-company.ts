import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Company, TAG } from './schemas.js';
import { getCompany as readCompany } from './service.js';

export default function getCompany(app: App): void {
  app.get(
    '/api/company/:id',
    { schema: { tags: [TAG], summary: 'One company by id', params: IdParams, response: { 200: Company } } },
    async (request) => readCompany(contextOf(app, request), request.params.id),
  );
}
