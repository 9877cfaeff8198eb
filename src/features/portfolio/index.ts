import type { App } from '../../shared/http/app-types.js';
import changeFormulaStatus from './change-formula-status.js';
import getFormulaSchema from './get-formula-schema.js';
import getFormula from './get-formula.js';
import listFormulas from './list-formulas.js';
import rebalance from './rebalance.js';
import registerFormula from './register-formula.js';
import { seedFormulas } from './service.js';

/** The portfolio module over HTTP (admin only): the rebalancing engine and the formula registry. */
export default function portfolioFeature(app: App): void {
  rebalance(app);
  listFormulas(app);
  getFormula(app);
  getFormulaSchema(app);
  registerFormula(app);
  changeFormulaStatus(app);
  // RS_MOMENTUM_V1 and REBALANCE_ENGINE_V1 are registered at first start; later starts, and
  // instances starting together, find them there and write nothing.
  app.addHook('onReady', async () => {
    const registered = await seedFormulas(app);
    if (registered.length > 0) app.log.info({ formulas: registered }, 'registered the built-in formulas');
  });
}
