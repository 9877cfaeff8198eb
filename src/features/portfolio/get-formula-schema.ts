import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findFormulaSchema } from './repository.js';
import { FORMULAS_TAG, FormulaIdParams, FormulaJsonSchema } from './schemas.js';

export default function getFormulaSchema(app: App): void {
  app.get(
    '/api/formulas/:formulaId/schema',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [FORMULAS_TAG],
        summary: "A formula's JSON Schema, draft 2020-12, $id schema://formula/<formulaId> (admin)",
        params: FormulaIdParams,
        response: { 200: FormulaJsonSchema },
      },
    },
    async (request) => {
      const schema = await findFormulaSchema(app.db, request.params.formulaId);
      if (!schema) throw new NotFoundError('Formula', request.params.formulaId);
      return schema;
    },
  );
}
