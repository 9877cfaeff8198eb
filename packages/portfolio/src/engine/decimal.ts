import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The engine's own Decimal, independent of anyone else's global decimal.js settings. Quantities,
 * prices, weights and values never become floats. 100 significant digits hold every product and
 * sum of the largest inputs parseDecimal accepts exactly (15 integer digits, 18 decimal places);
 * only divisions round, and they round toward zero, so an order is never overstated.
 */
export const Decimal = DecimalJs.clone({ precision: 100, rounding: DecimalJs.ROUND_DOWN, toExpNeg: -100, toExpPos: 100 });
export type Decimal = InstanceType<typeof Decimal>;

/** What a caller may send for a decimal: a string (exact) or a JSON number (see parseDecimal). */
export type DecimalInput = string | number;

// Plain decimal notation with an optional exponent. decimal.js alone would also take "0x1f",
// "Infinity" and "NaN", which are not quantities.
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** A JSON number has been through a binary double; past 15 significant digits it may not be what was sent. */
const MAX_NUMBER_DIGITS = 15;
const MAX_DECIMAL_PLACES = 18;
const MAX_ABS = new Decimal('1e15');

export const ZERO = new Decimal(0);

function significantDigits(text: string): number {
  const mantissa = text.replace(/^[+-]/, '').replace(/[eE].*$/, '').replace('.', '');
  return mantissa.replace(/^0+/, '').replace(/0+$/, '').length || 1;
}

/**
 * Parses an exact decimal ("0.5", "12.000001", "1e-3", or a JSON number of at most 15 significant
 * digits). Returns the value, or a message saying why it is not one. Never parses through a float.
 */
export function parseDecimal(value: unknown): Decimal | string {
  let text: string;
  if (typeof value === 'string') {
    text = value.trim();
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'is not a finite number';
    text = String(value);
    if (significantDigits(text) > MAX_NUMBER_DIGITS) {
      return `has more than ${MAX_NUMBER_DIGITS} significant digits as a JSON number; send it as a string`;
    }
  } else {
    return 'must be a decimal number (a string such as "12.5" or a JSON number)';
  }
  if (!DECIMAL_TEXT.test(text) || text.length > 64) return `${JSON.stringify(value)} is not a decimal number`;
  // "-0" is zero: adding zero drops the sign, so it never prints as "-0".
  const parsed = new Decimal(text).plus(0);
  if (parsed.abs().gte(MAX_ABS)) return 'is too large (at most 15 digits before the decimal point)';
  if (parsed.decimalPlaces() > MAX_DECIMAL_PLACES) return `has more than ${MAX_DECIMAL_PLACES} decimal places`;
  return parsed;
}

/** Normal notation, never an exponent, never "-0". */
export function formatDecimal(value: Decimal): string {
  return value.isZero() ? '0' : value.toFixed();
}
