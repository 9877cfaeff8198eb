import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { FORMULAS_TAG, FormulaDefinition, FormulaDetail } from './schemas.js';
import { registerFormula as register } from './service.js';

export default function registerFormula(app: App): void {
  app.post(
    '/api/formulas',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [FORMULAS_TAG],
        summary: 'Register a formula definition as a draft (admin)',
        description:
          'The definition is validated against its own JSON Schema (draft 2020-12, $id schema://formula/<formula_id>), ' +
          'which is stored with it. A new formula starts as draft; move it with PUT /api/formulas/{formulaId}/status.',
        body: FormulaDefinition,
        response: { 201: FormulaDetail, 409: problemResponse('A formula with this formula_id is already registered.') },
      },
    },
    async (request, reply) => {
      const formula = await register(contextOf(app, request), request.body);
      return created(reply, `/api/formulas/${formula.formulaId}`, formula);
    },
  );
}
