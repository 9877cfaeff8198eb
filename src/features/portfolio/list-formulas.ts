import type { App } from '../../shared/http/app-types.js';
import { listFormulaPage } from './repository.js';
import { FORMULAS_TAG, FormulaListQuery, FormulaPage } from './schemas.js';

export default function listFormulas(app: App): void {
  app.get(
    '/api/formulas',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [FORMULAS_TAG],
        summary: 'Registered formulas, paged, optionally by status (admin)',
        querystring: FormulaListQuery,
        response: { 200: FormulaPage },
      },
    },
    async (request) => listFormulaPage(app.db, request.query),
  );
}
