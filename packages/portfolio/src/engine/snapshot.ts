import { Decimal, parseDecimal, ZERO } from './decimal.js';
import type { InputErrors } from './input-errors.js';
import type { SnapshotInput } from './types.js';

/** A snapshot row with its values parsed. */
export interface ParsedRow {
  /** Position of the row in snapshot.rows (what error messages name). */
  index: number;
  symbol: string;
  quantity: Decimal;
  availableQuantity: Decimal;
  price: Decimal;
}

/** One symbol's position: every snapshot row of that symbol, merged. */
export interface Position {
  symbol: string;
  quantity: Decimal;
  availableQuantity: Decimal;
  price: Decimal;
  marketValue: Decimal;
  rowIndexes: number[];
}

export interface ParsedSnapshot {
  rows: ParsedRow[];
  cash: Decimal;
}

const SYMBOL = /^[^\s\u0000-\u001f\u007f]{1,32}$/;

/** Trimmed symbol, or null when it is not one (1-32 characters, no spaces or control characters). */
export function normalizeSymbol(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const symbol = value.trim();
  return SYMBOL.test(symbol) ? symbol : null;
}

function rowLabel(index: number, symbol: unknown): string {
  return typeof symbol === 'string' && symbol.trim() ? `row ${index} (${symbol.trim()})` : `row ${index}`;
}

/**
 * Parses every row's symbol, quantity, available quantity and price as exact decimals (SPEC 1.3).
 * Problems are added to `errors` with the row named; rows with a problem are left out.
 */
export function parseSnapshot(snapshot: SnapshotInput, errors: InputErrors): ParsedSnapshot {
  const rows: ParsedRow[] = [];
  if (!snapshot || !Array.isArray(snapshot.rows)) {
    errors.add('snapshot.rows', 'must be a list of rows');
    return { rows, cash: ZERO };
  }
  snapshot.rows.forEach((row, index) => {
    const path = `snapshot.rows[${index}]`;
    const label = rowLabel(index, row?.symbol);
    let ok = true;
    const fail = (field: string, message: string) => {
      ok = false;
      errors.add(`${path}.${field}`, `${label}: ${field} ${message}`);
    };
    const symbol = normalizeSymbol(row?.symbol);
    if (symbol === null) fail('symbol', 'must be 1-32 characters without spaces');
    const values: Partial<Record<'quantity' | 'availableQuantity' | 'price', Decimal>> = {};
    for (const field of ['quantity', 'availableQuantity', 'price'] as const) {
      const parsed = parseDecimal(row?.[field]);
      if (typeof parsed === 'string') fail(field, parsed);
      else values[field] = parsed;
    }
    const { quantity, availableQuantity, price } = values;
    if (quantity?.lt(0)) fail('quantity', 'must not be negative (short positions are not supported)');
    if (availableQuantity?.lt(0)) fail('availableQuantity', 'must not be negative');
    if (quantity && availableQuantity && availableQuantity.gt(quantity)) {
      fail('availableQuantity', `(${availableQuantity.toFixed()}) must not exceed quantity (${quantity.toFixed()})`);
    }
    if (price && !price.gt(0)) fail('price', 'must be greater than 0');
    if (ok && symbol && quantity && availableQuantity && price) {
      rows.push({ index, symbol, quantity, availableQuantity, price });
    }
  });

  let cash = ZERO;
  if (snapshot.cash !== undefined) {
    const parsed = parseDecimal(snapshot.cash);
    if (typeof parsed === 'string') errors.add('snapshot.cash', `cash ${parsed}`);
    else if (parsed.lt(0)) errors.add('snapshot.cash', 'cash must not be negative');
    else cash = parsed;
  }
  return { rows, cash };
}

/**
 * Merges the rows a broker splits for fractional shares into one position per symbol (SPEC 1.1):
 * quantities and available quantities are summed exactly. All rows of a symbol must quote the
 * same price (compared as decimals, so "10" equals "10.00"); a row that does not is added to
 * `errors` and left out, or, without `errors`, throws a RangeError naming it.
 */
export function mergeSplitRows(rows: readonly ParsedRow[], errors?: InputErrors): Position[] {
  const bySymbol = new Map<string, Position>();
  for (const row of rows) {
    const position = bySymbol.get(row.symbol);
    if (!position) {
      bySymbol.set(row.symbol, {
        symbol: row.symbol,
        quantity: row.quantity,
        availableQuantity: row.availableQuantity,
        price: row.price,
        marketValue: row.quantity.times(row.price),
        rowIndexes: [row.index],
      });
      continue;
    }
    if (!row.price.eq(position.price)) {
      const message =
        `row ${row.index} (${row.symbol}): price ${row.price.toFixed()} differs from ${position.price.toFixed()} ` +
        `on row ${position.rowIndexes[0]}; split rows of one symbol share one market price`;
      if (!errors) throw new RangeError(message);
      errors.add(`snapshot.rows[${row.index}].price`, message);
      continue;
    }
    position.quantity = position.quantity.plus(row.quantity);
    position.availableQuantity = position.availableQuantity.plus(row.availableQuantity);
    position.marketValue = position.quantity.times(position.price);
    position.rowIndexes.push(row.index);
  }
  return [...bySymbol.values()];
}

/** Sum of the quantities of rows or positions (used by tests and checks). */
export function totalQuantity(items: ReadonlyArray<{ quantity: Decimal }>): Decimal {
  return items.reduce((sum, item) => sum.plus(item.quantity), new Decimal(0));
}
