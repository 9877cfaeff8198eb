/**
 * Money travels as a JSON number in major units with at most two decimals (1234.5) and is stored
 * as an integer count of minor units (123450), so sums in SQL are exact.
 */
const MAX_MINOR_UNITS = 1e15;

export function isMoney(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const minor = Math.round(value * 100);
  // The JSON number must be the decimal with two places that it claims to be (1.005 is not).
  return Math.abs(minor) <= MAX_MINOR_UNITS && Number((minor / 100).toFixed(2)) === value;
}

export function toMinorUnits(value: number): number {
  if (!isMoney(value)) throw new RangeError(`${value} is not an amount with at most two decimals`);
  return Math.round(value * 100);
}

export function fromMinorUnits(minor: number | string | bigint): number {
  const units = Number(minor);
  return Number((units / 100).toFixed(2));
}
