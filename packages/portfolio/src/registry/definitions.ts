import { ENGINE_ID } from '../engine/index.js';
import type { FormulaDefinition } from './schema.js';

const RS_MOMENTUM_INPUTS = ['close_price', 'ma20', 'avg_trade_value_5d', 'avg_trade_value_20d', 'relative_strength_1m_percentile'];

/** RS_MOMENTUM_V1 as SPEC.md 2 gives it: five inputs, no outputs yet, so it starts as a draft. */
export const RS_MOMENTUM_V1: FormulaDefinition = {
  formula_id: 'RS_MOMENTUM_V1',
  owner: 'quant-research',
  status: 'draft',
  inputs: [...RS_MOMENTUM_INPUTS],
  outputs: [],
  x_formula_inputs: [...RS_MOMENTUM_INPUTS],
  x_formula_outputs: [],
};

/** The rebalancing engine this module runs (SPEC.md 1.6); active, since it serves requests. */
export const REBALANCE_ENGINE_V1: FormulaDefinition = {
  formula_id: ENGINE_ID,
  owner: 'portfolio',
  status: 'active',
  inputs: ['snapshot', 'macro', 'targets'],
  outputs: ['rebalance_sheet'],
  x_formula_inputs: ['symbol', 'quantity', 'available_quantity', 'price', 'cash', 'macro.REGIME_PRELIM', 'macro.REGIME', 'target_weight'],
  x_formula_outputs: [
    'held_quantity',
    'available_quantity',
    'market_value',
    'current_weight',
    'target_weight',
    'order_quantity',
    'order_value',
    'signal',
  ],
};

/** Registered at first start (idempotently), in this order. */
export const SEED_FORMULAS: readonly FormulaDefinition[] = [RS_MOMENTUM_V1, REBALANCE_ENGINE_V1];
