import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { buildFormulaSchema, INITIAL_STATUS, validateDefinition } from './registry/index.js';
import { findFormula, registerFormula as insertDefinition } from './registry/repository.js';
import { FORMULAS_TAG, FormulaDefinition, FormulaDetail } from './schemas.js';

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
      const definition = request.body;
      if (definition.status !== INITIAL_STATUS) {
        throw ValidationError.field('status', `must be "${INITIAL_STATUS}": a formula is registered as a draft`, 'formula_not_draft');
      }
      const check = validateDefinition(definition, buildFormulaSchema(definition));
      if (!check.valid) throw new ValidationError(check.errors, 'The definition does not match its schema.', 'formula_definition_invalid');
      await insertDefinition(app.db, definition, request.user!.id);
      const formula = await findFormula(app.db, definition.formula_id);
      return created(reply, `/api/formulas/${definition.formula_id}`, formula!);
    },
  );
}
