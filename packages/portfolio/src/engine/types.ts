import type { DecimalInput } from './decimal.js';

export const ENGINE_ID = 'REBALANCE_ENGINE_V1';

/** One row of a broker's account snapshot. A broker may report one symbol on several rows. */
export interface SnapshotRowInput {
  symbol: string;
  quantity: DecimalInput;
  availableQuantity: DecimalInput;
  /** Market price of one unit. */
  price: DecimalInput;
}

export interface SnapshotInput {
  rows: SnapshotRowInput[];
  /** Cash available for buying, in the prices' currency (default 0). */
  cash?: DecimalInput;
}

/** Market indicators; the engine reads REGIME_PRELIM (then REGIME) and ignores the rest. */
export type MacroInput = Record<string, unknown>;

/** Target weight (0..1) of each symbol, per market regime: { RISK_ON: { AAA: "0.6" } }. */
export type TargetsInput = Record<string, Record<string, DecimalInput>>;

export interface RebalanceOptions {
  /** Decimal places of order quantities (default 6): fractional shares are traded to this step. */
  quantityScale?: number;
  /** Weight drift (absolute, 0..1) left alone as HOLD (default 0: any drift trades). */
  tolerance?: DecimalInput;
}

export interface RebalanceInput {
  snapshot: SnapshotInput;
  macro?: MacroInput;
  targets: TargetsInput;
  options?: RebalanceOptions;
}

/**
 * Every signal a sheet row can carry (docs/portfolio.md explains each):
 * - BUY: held and under its target weight (beyond the tolerance); orderQuantity > 0.
 * - SELL_READY: held, over its target weight, and some of it can be sold now; orderQuantity < 0,
 *   never more than the available quantity.
 * - SELL_BLOCKED: held and over its target weight, but nothing is available to sell; order 0.
 * - HOLD: held and within the tolerance, or the order rounds to zero units (or no cash funds it).
 * - WATCH_EXIT_SIGNAL: not held (merged quantity 0): nothing to sell or exit, only to watch; order 0.
 *   A symbol that is not held is never SELL_READY (SPEC rule 4).
 */
export const SIGNALS = ['BUY', 'SELL_READY', 'SELL_BLOCKED', 'HOLD', 'WATCH_EXIT_SIGNAL'] as const;
export type Signal = (typeof SIGNALS)[number];

export type RegimeSource = 'macro.REGIME_PRELIM' | 'macro.REGIME' | 'default';

/** Decimals are strings in normal notation ("0.5", never "5e-1"); weights have 8 places at most. */
export interface SheetRow {
  symbol: string;
  /** Snapshot rows merged into this position (0 when the symbol only appears in the targets). */
  mergedRows: number;
  heldQuantity: string;
  availableQuantity: string;
  /** Null when the symbol is not in the snapshot (only named by the targets). */
  price: string | null;
  marketValue: string;
  currentWeight: string;
  targetWeight: string;
  /** Signed: positive buys, negative sells. */
  orderQuantity: string;
  /** orderQuantity x price, signed the same way. */
  orderValue: string;
  signal: Signal;
}

export interface SheetTotals {
  /** Sum of the positions' market values. */
  marketValue: string;
  cash: string;
  /** marketValue + cash: the base of every weight. */
  totalValue: string;
  sellValue: string;
  buyValue: string;
  /** cash + sellValue - buyValue; never negative. */
  cashAfter: string;
}

export interface RebalanceSheet {
  engine: typeof ENGINE_ID;
  regime: string;
  regimeSource: RegimeSource;
  quantityScale: number;
  tolerance: string;
  totals: SheetTotals;
  /** One row per symbol held or named by the regime's targets, sorted by symbol. */
  rows: SheetRow[];
}
