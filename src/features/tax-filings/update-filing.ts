import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { filingInput } from './input.js';
import { findFiling, updateFiling } from './repository.js';
import { Filing, TAG, UpdateFilingRequest } from './schemas.js';

export default function updateFilingRoute(app: App): void {
  app.put(
    '/api/taxfiling/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a tax filing (status changes included)',
        params: IdParams,
        body: UpdateFilingRequest,
        response: { 200: Filing },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateFiling(app.db, id, filingInput(request.body)))) throw new NotFoundError('Tax filing', id);
      return (await findFiling(app.db, id))!;
    },
  );
}
