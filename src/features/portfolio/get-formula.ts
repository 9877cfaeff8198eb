import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findFormula } from './repository.js';
import { FORMULAS_TAG, FormulaDetail, FormulaIdParams } from './schemas.js';

export default function getFormula(app: App): void {
  app.get(
    '/api/formulas/:formulaId',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [FORMULAS_TAG],
        summary: 'One formula: its definition and lifecycle history (admin)',
        params: FormulaIdParams,
        response: { 200: FormulaDetail },
      },
    },
    async (request) => {
      const formula = await findFormula(app.db, request.params.formulaId);
      if (!formula) throw new NotFoundError('Formula', request.params.formulaId);
      return formula;
    },
  );
}
