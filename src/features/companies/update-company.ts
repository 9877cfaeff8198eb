import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findCompany, updateCompany as updateCompanyRecord } from './repository.js';
import { Company, TAG, UpdateCompanyRequest } from './schemas.js';

export default function updateCompany(app: App): void {
  app.put(
    '/api/company/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a company',
        params: IdParams,
        body: UpdateCompanyRequest,
        response: { 200: Company, 409: problemResponse('The code is already used by another company (`company_code_taken`).') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const updated = await updateCompanyRecord(app.db, id, {
        code: body.code,
        name: body.name,
        businessNumber: body.businessNumber ?? null,
        representative: body.representative ?? null,
        address: body.address ?? null,
        phone: body.phone ?? null,
        email: body.email ?? null,
        isActive: body.isActive,
      });
      if (!updated) throw new NotFoundError('Company', id);
      return (await findCompany(app.db, id))!;
    },
  );
}
