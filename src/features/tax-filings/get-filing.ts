import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findFiling } from './repository.js';
import { Filing, TAG } from './schemas.js';

export default function getFiling(app: App): void {
  app.get(
    '/api/taxfiling/:id',
    { schema: { tags: [TAG], summary: 'One tax filing (404 once deleted)', params: IdParams, response: { 200: Filing } } },
    async (request) => {
      const filing = await findFiling(app.db, request.params.id);
      if (!filing) throw new NotFoundError('Tax filing', request.params.id);
      return filing;
    },
  );
}
