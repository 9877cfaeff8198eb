/*
 * Amounts whose binary value lies just below the decimal (0.29 is 0.28999...): a truncation instead
 * of rounding loses a minor unit on each of them, which float-exact amounts (10.5, 0.25) never show.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromMinorUnits, isMoney, toMinorUnits } from './money.js';

test('toMinorUnits rounds to the nearest minor unit: 0.29, 19.99 and 4.35 are 29, 1999 and 435', () => {
  assert.equal(toMinorUnits(0.29), 29);
  assert.equal(toMinorUnits(19.99), 1999);
  assert.equal(toMinorUnits(4.35), 435);
  assert.equal(toMinorUnits(-4.35), -435);
  assert.equal(toMinorUnits(0), 0);
});

test('the largest allowed amount converts exactly and one minor unit more is refused', () => {
  assert.equal(toMinorUnits(10_000_000_000_000), 1e15);
  assert.equal(toMinorUnits(9_999_999_999_999.99), 999_999_999_999_999);
  assert.equal(toMinorUnits(-10_000_000_000_000), -1e15);
  assert.equal(isMoney(10_000_000_000_000.01), false);
  assert.throws(() => toMinorUnits(10_000_000_000_000.01), RangeError);
});

test('more than two decimals, or not a finite number, is not money', () => {
  for (const value of [1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY]) {
    assert.equal(isMoney(value), false, String(value));
    assert.throws(() => toMinorUnits(value), RangeError);
  }
  assert.equal(isMoney(0.1), true);
});

test('fromMinorUnits gives back the two-decimal amount, from numbers, strings and bigints', () => {
  assert.equal(fromMinorUnits(29), 0.29);
  assert.equal(fromMinorUnits('1999'), 19.99);
  assert.equal(fromMinorUnits(435n), 4.35);
  assert.equal(fromMinorUnits(999_999_999_999_999), 9_999_999_999_999.99);
  for (const amount of [0.29, 19.99, 4.35, 0.07, 1234.56]) assert.equal(fromMinorUnits(toMinorUnits(amount)), amount);
});
