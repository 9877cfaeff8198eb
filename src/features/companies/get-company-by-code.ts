import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { CodeParams, Company, TAG } from './schemas.js';
import { getCompanyByCode as readCompanyByCode } from './service.js';

export default function getCompanyByCode(app: App): void {
  app.get(
    '/api/company/code/:code',
    {
      schema: {
        tags: [TAG],
        summary: 'One company by its code (any letter case)',
        params: CodeParams,
        response: { 200: Company },
      },
    },
    async (request) => readCompanyByCode(contextOf(app, request), request.params.code),
  );
}
