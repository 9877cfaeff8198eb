import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findCompany } from './repository.js';
import { Company, TAG } from './schemas.js';

export default function getCompany(app: App): void {
  app.get(
    '/api/company/:id',
    { schema: { tags: [TAG], summary: 'One company by id', params: IdParams, response: { 200: Company } } },
    async (request) => {
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw new NotFoundError('Company', request.params.id);
      return company;
    },
  );
}
