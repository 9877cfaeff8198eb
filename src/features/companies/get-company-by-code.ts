import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findCompanyByCode } from './repository.js';
import { CodeParams, Company, TAG } from './schemas.js';

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
    async (request) => {
      const company = await findCompanyByCode(app.db, request.params.code);
      if (!company) throw new NotFoundError('Company', request.params.code);
      return company;
    },
  );
}
