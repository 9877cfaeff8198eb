/** REBALANCE_ENGINE_V1 as a plain library: pure functions, no HTTP, no database. */
export { Decimal, formatDecimal, parseDecimal, type DecimalInput } from './decimal.js';
export { InputErrors, RebalanceInputError, type FieldErrors } from './input-errors.js';
export { DEFAULT_REGIME, resolveRegime, type ResolvedRegime } from './regime.js';
export { DEFAULT_QUANTITY_SCALE, buildRebalanceSheet, computeSheet, prepareInput, type PreparedInput } from './sheet.js';
export { mergeSplitRows, parseSnapshot, totalQuantity, type ParsedRow, type ParsedSnapshot, type Position } from './snapshot.js';
export { parseTargets, type TargetWeights } from './targets.js';
export {
  ENGINE_ID,
  SIGNALS,
  type MacroInput,
  type RebalanceInput,
  type RebalanceOptions,
  type RebalanceSheet,
  type RegimeSource,
  type SheetRow,
  type SheetTotals,
  type Signal,
  type SnapshotInput,
  type SnapshotRowInput,
  type TargetsInput,
} from './types.js';
