/** The formula registry's pure parts: schemas, validation, lifecycle and the seeded definitions. */
export { REBALANCE_ENGINE_V1, RS_MOMENTUM_V1, SEED_FORMULAS } from './definitions.js';
export { canMove, FORMULA_STATUSES, INITIAL_STATUS, NEXT_STATUS, type FormulaStatus } from './lifecycle.js';
export {
  buildFormulaSchema,
  FORMULA_ID,
  FORMULA_ID_PATTERN,
  formulaSchemaId,
  validateDefinition,
  type DefinitionCheck,
  type FormulaDefinition,
  type FormulaSchema,
} from './schema.js';
