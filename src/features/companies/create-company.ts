import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { Company, CreateCompanyRequest, TAG } from './schemas.js';
import { contextOf } from '../../shared/context.js';
import { createCompany as create } from './service.js';

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
      const company = await create(contextOf(app, request), request.body);
      return created(reply, `/api/company/${company.id}`, company);
    },
  );
}
