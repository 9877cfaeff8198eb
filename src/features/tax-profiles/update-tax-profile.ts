import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { profileInput } from './input.js';
import { findProfile, updateProfile } from './repository.js';
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
    async (request) => {
      const { id } = request.params;
      if (!(await updateProfile(app.db, id, profileInput(request.body)))) throw new NotFoundError('Tax profile', id);
      return (await findProfile(app.db, id))!;
    },
  );
}
