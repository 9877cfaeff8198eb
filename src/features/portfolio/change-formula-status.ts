import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { FORMULAS_TAG, FormulaDetail, FormulaIdParams, StatusChangeRequest } from './schemas.js';
import { changeFormulaStatus as moveFormula } from './service.js';

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
    async (request) => moveFormula(contextOf(app, request), request.params.formulaId, { to: request.body.status, note: request.body.note ?? null }),
  );
}
