import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateProfile } from './service.js';
import { TAG, TaxProfile, UpdateTaxProfileRequest } from './schemas.js';

export default function updateTaxProfile(app: App): void {
  app.put(
    '/api/taxprofile/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a tax profile; answers it with the tax id in full',
        params: IdParams,
        body: UpdateTaxProfileRequest,
        response: { 200: TaxProfile },
      },
    },
    async (request) => updateProfile(contextOf(app, request), request.params.id, request.body),
  );
}
