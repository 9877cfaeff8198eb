import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { changeFormulaStatus as moveFormula, findFormula } from './registry/repository.js';
import { FORMULAS_TAG, FormulaDetail, FormulaIdParams, StatusChangeRequest } from './schemas.js';

export default function changeFormulaStatus(app: App): void {
  app.put(
    '/api/formulas/:formulaId/status',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [FORMULAS_TAG],
        summary: "Move a formula along its lifecycle: draft -> active -> deprecated -> retired (admin)",
        description: 'Records who and when in the history. Any other move, including to the current status, is a 409.',
        params: FormulaIdParams,
        body: StatusChangeRequest,
        response: { 200: FormulaDetail, 409: problemResponse('Not the next status of the lifecycle (code invalid_status_transition).') },
      },
    },
    async (request) => {
      const { formulaId } = request.params;
      await moveFormula(app.db, formulaId, { to: request.body.status, userId: request.user!.id, note: request.body.note ?? null });
      const formula = await findFormula(app.db, formulaId);
      if (!formula) throw new NotFoundError('Formula', formulaId);
      return formula;
    },
  );
}
