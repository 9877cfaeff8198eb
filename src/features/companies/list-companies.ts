import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { CompanyListQuery, CompanyPage, TAG } from './schemas.js';
import { listCompanies as readCompanies } from './service.js';

export default function listCompanies(app: App): void {
  app.get(
    '/api/company',
    {
      schema: {
        tags: [TAG],
        summary: 'Companies, paged (page 1 and 20 per page by default)',
        querystring: CompanyListQuery,
        response: { 200: CompanyPage },
      },
    },
    async (request) => readCompanies(contextOf(app, request), request.query),
  );
}
