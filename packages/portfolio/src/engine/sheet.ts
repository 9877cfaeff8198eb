import { Decimal, formatDecimal, parseDecimal, ZERO } from './decimal.js';
import { InputErrors } from './input-errors.js';
import { resolveRegime, type ResolvedRegime } from './regime.js';
import { mergeSplitRows, parseSnapshot, type Position } from './snapshot.js';
import { parseTargets } from './targets.js';
import { ENGINE_ID, type RebalanceInput, type RebalanceSheet, type SheetRow, type Signal } from './types.js';

export const DEFAULT_QUANTITY_SCALE = 6;
const MAX_QUANTITY_SCALE = 12;
const WEIGHT_PLACES = 8;

interface Settings {
  quantityScale: number;
  tolerance: Decimal;
}

/** Everything the sheet is computed from, parsed and checked. */
export interface PreparedInput {
  positions: Position[];
  cash: Decimal;
  regime: ResolvedRegime;
  weights: Map<string, Decimal>;
  settings: Settings;
}

function parseOptions(options: RebalanceInput['options'], errors: InputErrors): Settings {
  const settings: Settings = { quantityScale: DEFAULT_QUANTITY_SCALE, tolerance: ZERO };
  if (options?.quantityScale !== undefined) {
    const scale = options.quantityScale;
    if (Number.isInteger(scale) && scale >= 0 && scale <= MAX_QUANTITY_SCALE) settings.quantityScale = scale;
    else errors.add('options.quantityScale', `quantityScale must be a whole number from 0 to ${MAX_QUANTITY_SCALE}`);
  }
  if (options?.tolerance !== undefined) {
    const tolerance = parseDecimal(options.tolerance);
    if (typeof tolerance === 'string') errors.add('options.tolerance', `tolerance ${tolerance}`);
    else if (tolerance.lt(0) || tolerance.gt(1)) errors.add('options.tolerance', 'tolerance must be a weight between 0 and 1');
    else settings.tolerance = tolerance;
  }
  return settings;
}

/**
 * Parses and checks a whole input: snapshot rows (exact decimals), split rows merged, the regime
 * (REGIME_PRELIM first) and its target weights. Throws one RebalanceInputError naming every bad field.
 */
export function prepareInput(input: RebalanceInput): PreparedInput {
  const errors = new InputErrors();
  const snapshot = parseSnapshot(input.snapshot, errors);
  const positions = mergeSplitRows(snapshot.rows, errors);
  const regime = resolveRegime(input.macro, errors);
  const targets = parseTargets(input.targets, errors);
  const settings = parseOptions(input.options, errors);
  const weights = targets.get(regime.regime);
  if (!weights && errors.empty) {
    errors.add('targets', `no target weights for regime ${JSON.stringify(regime.regime)} (from ${regime.source})`);
  }
  errors.throwIfAny();
  return { positions, cash: snapshot.cash, regime, weights: weights!, settings };
}

interface Line {
  symbol: string;
  position: Position | undefined;
  currentWeight: Decimal;
  targetWeight: Decimal;
  order: Decimal;
  signal: Signal;
  /** Units wanted before funding (buys only). */
  wantedBuy: Decimal;
}

/** Sizes every row's order and signal from prepared input (pure; see buildRebalanceSheet). */
export function computeSheet(prepared: PreparedInput): RebalanceSheet {
  const { positions, cash, regime, weights, settings } = prepared;
  const bySymbol = new Map(positions.map((position) => [position.symbol, position]));
  const marketValue = positions.reduce((sum, position) => sum.plus(position.marketValue), new Decimal(0));
  const totalValue = marketValue.plus(cash);
  const roundDown = (quantity: Decimal) => quantity.toDecimalPlaces(settings.quantityScale, Decimal.ROUND_DOWN);

  const symbols = [...new Set([...bySymbol.keys(), ...weights.keys()])].sort();
  let sellValue = new Decimal(0);
  const lines: Line[] = symbols.map((symbol) => {
    const position = bySymbol.get(symbol);
    const targetWeight = weights.get(symbol) ?? ZERO;
    const currentWeight = position && totalValue.gt(0) ? position.marketValue.div(totalValue) : ZERO;
    const line: Line = { symbol, position, currentWeight, targetWeight, order: ZERO, signal: 'HOLD', wantedBuy: ZERO };

    // SPEC 1.4: a symbol that is not held has nothing to sell; it is watched, never SELL_READY.
    if (!position || position.quantity.isZero()) {
      line.signal = 'WATCH_EXIT_SIGNAL';
      return line;
    }
    const drift = currentWeight.minus(targetWeight);
    if (drift.abs().lte(settings.tolerance)) return line;

    const gap = totalValue.times(targetWeight).minus(position.marketValue).div(position.price);
    if (drift.gt(0)) {
      if (position.availableQuantity.isZero()) {
        line.signal = 'SELL_BLOCKED';
        return line;
      }
      // Never more than is available; selling all of it sells it exactly (no dust left behind).
      const excess = gap.neg();
      const sell = excess.gte(position.availableQuantity) ? position.availableQuantity : roundDown(excess);
      if (sell.isZero()) return line;
      line.order = sell.neg();
      line.signal = 'SELL_READY';
      sellValue = sellValue.plus(sell.times(position.price));
      return line;
    }
    line.wantedBuy = roundDown(gap);
    return line;
  });

  // Buys are paid from cash plus what the sells bring in; when that falls short (sells capped by
  // availability or left inside the tolerance), every buy is scaled down by the same factor.
  // Wanted quantities are already on the quantity step, so their cost is exact, and the factor
  // and each scaled quantity round down: the buys never cost more than the funding.
  const funding = cash.plus(sellValue);
  const wantedCost = lines.reduce((sum, line) => sum.plus(line.wantedBuy.times(line.position?.price ?? 0)), new Decimal(0));
  const factor = wantedCost.gt(funding) ? funding.div(wantedCost) : new Decimal(1);
  let buyValue = new Decimal(0);
  for (const line of lines) {
    if (!line.wantedBuy.gt(0)) continue;
    const buy = roundDown(line.wantedBuy.times(factor));
    if (buy.isZero()) continue;
    line.order = buy;
    line.signal = 'BUY';
    buyValue = buyValue.plus(buy.times(line.position!.price));
  }

  const rows: SheetRow[] = lines.map((line) => ({
    symbol: line.symbol,
    mergedRows: line.position?.rowIndexes.length ?? 0,
    heldQuantity: formatDecimal(line.position?.quantity ?? ZERO),
    availableQuantity: formatDecimal(line.position?.availableQuantity ?? ZERO),
    price: line.position ? formatDecimal(line.position.price) : null,
    marketValue: formatDecimal(line.position?.marketValue ?? ZERO),
    currentWeight: formatDecimal(line.currentWeight.toDecimalPlaces(WEIGHT_PLACES, Decimal.ROUND_HALF_EVEN)),
    targetWeight: formatDecimal(line.targetWeight),
    orderQuantity: formatDecimal(line.order),
    orderValue: formatDecimal(line.order.times(line.position?.price ?? 0)),
    signal: line.signal,
  }));

  return {
    engine: ENGINE_ID,
    regime: regime.regime,
    regimeSource: regime.source,
    quantityScale: settings.quantityScale,
    tolerance: formatDecimal(settings.tolerance),
    totals: {
      marketValue: formatDecimal(marketValue),
      cash: formatDecimal(cash),
      totalValue: formatDecimal(totalValue),
      sellValue: formatDecimal(sellValue),
      buyValue: formatDecimal(buyValue),
      cashAfter: formatDecimal(funding.minus(buyValue)),
    },
    rows,
  };
}

/**
 * REBALANCE_ENGINE_V1: turns an account snapshot, the macro readings and per-regime target
 * weights into a rebalance sheet, one row per symbol. Pure: no I/O, no clock, no floats.
 * Throws a RebalanceInputError (code invalid_rebalance_input) naming every bad field.
 */
export function buildRebalanceSheet(input: RebalanceInput): RebalanceSheet {
  return computeSheet(prepareInput(input));
}
