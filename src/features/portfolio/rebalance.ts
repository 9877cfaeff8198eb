import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { PORTFOLIO_TAG, RebalanceRequest, RebalanceSheet } from './schemas.js';
import { rebalance as buildSheet } from './service.js';

export default function rebalance(app: App): void {
  app.post(
    '/api/portfolio/rebalance',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [PORTFOLIO_TAG],
        summary: 'Build a rebalance sheet with REBALANCE_ENGINE_V1 (admin)',
        description:
          'Merges split snapshot rows, reads the regime from macro.REGIME_PRELIM first, parses quantities as exact decimals ' +
          'and sizes one order per symbol, never selling more than is available. A bad row is a 400 naming it.',
        body: RebalanceRequest,
        response: { 200: RebalanceSheet, 409: problemResponse('REBALANCE_ENGINE_V1 is retired in the formula registry.') },
      },
    },
    async (request) => buildSheet(contextOf(app, request), request.body),
  );
}
