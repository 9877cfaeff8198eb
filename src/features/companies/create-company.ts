import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { findCompany, insertCompany } from './repository.js';
import { Company, CreateCompanyRequest, TAG } from './schemas.js';

export default function createCompany(app: App): void {
  app.post(
    '/api/company',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a company',
        body: CreateCompanyRequest,
        response: { 201: Company, 409: problemResponse('The code is already used (`company_code_taken`, with `existingCompanyId`).') },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const id = await insertCompany(app.db, {
        code: body.code,
        name: body.name,
        businessNumber: body.businessNumber ?? null,
        representative: body.representative ?? null,
        address: body.address ?? null,
        phone: body.phone ?? null,
        email: body.email ?? null,
        isActive: body.isActive ?? true,
      });
      return created(reply, `/api/company/${id}`, (await findCompany(app.db, id))!);
    },
  );
}
