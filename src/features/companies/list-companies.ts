import type { App } from '../../shared/http/app-types.js';
import { listCompaniesPage } from './repository.js';
import { CompanyListQuery, CompanyPage, TAG } from './schemas.js';

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
    async (request) => listCompaniesPage(app.db, app.dialect, request.query),
  );
}
