import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Company, TAG, UpdateCompanyRequest } from './schemas.js';
import { contextOf } from '../../shared/context.js';
import { updateCompany as update } from './service.js';

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
    async (request) => update(contextOf(app, request), request.params.id, request.body),
  );
}
