import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Decimal } from './decimal.js';
import { buildRebalanceSheet, InputErrors, mergeSplitRows, parseSnapshot, totalQuantity, type SnapshotRowInput } from './index.js';

const SYMBOLS = ['AAA', 'BBB', 'CCC', 'DDD', 'EEE'];

/** A decimal string with up to 6 places, written the ways brokers write them (0.5, 12.000001, 1e-3). */
const decimalText = (max: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: max * 1_000_000 }), fc.constantFrom('plain', 'exponent'))
    .map(([micros, style]) => {
      const value = new Decimal(micros).div(1_000_000);
      return style === 'exponent' ? value.toExponential() : value.toFixed();
    });

/** Rows for a few symbols, each symbol possibly split over several rows that share its price. */
const snapshotRows = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...SYMBOLS), decimalText(500).filter((price) => !new Decimal(price).isZero()), { minKeys: 1 }),
    fc.array(fc.tuple(fc.constantFrom(...SYMBOLS), decimalText(1000), fc.integer({ min: 0, max: 100 })), { maxLength: 25 }),
  )
  .map(([prices, rows]) =>
    rows
      .filter(([symbol]) => prices[symbol] !== undefined)
      .map(([symbol, quantity, availablePercent]): SnapshotRowInput => ({
        symbol,
        quantity,
        availableQuantity: new Decimal(quantity).times(availablePercent).div(100).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(),
        price: prices[symbol]!,
      })),
  );

/** Target weights of the symbols, summing to at most 1. */
const targetWeights = fc
  .array(fc.tuple(fc.constantFrom(...SYMBOLS), fc.integer({ min: 0, max: 100 })), { maxLength: 5 })
  .map((pairs) => {
    const weights: Record<string, string> = {};
    let left = 100;
    for (const [symbol, percent] of pairs) {
      if (weights[symbol] !== undefined) continue;
      const taken = Math.min(percent, left);
      left -= taken;
      weights[symbol] = new Decimal(taken).div(100).toFixed();
    }
    return weights;
  });

test('property: merging split rows never changes the total quantity, per symbol or overall', () => {
  fc.assert(
    fc.property(snapshotRows, (rows) => {
      const errors = new InputErrors();
      const parsed = parseSnapshot({ rows }, errors);
      assert.ok(errors.empty);
      const positions = mergeSplitRows(parsed.rows, errors);
      assert.ok(errors.empty);
      assert.ok(totalQuantity(positions).eq(totalQuantity(parsed.rows)));
      assert.equal(new Set(positions.map((position) => position.symbol)).size, positions.length, 'one position per symbol');
      for (const position of positions) {
        const own = parsed.rows.filter((item) => item.symbol === position.symbol);
        assert.ok(position.quantity.eq(totalQuantity(own)), position.symbol);
        const available = own.reduce((sum, item) => sum.plus(item.availableQuantity), new Decimal(0));
        assert.ok(position.availableQuantity.eq(available), position.symbol);
      }
    }),
    { numRuns: 300 },
  );
});

test('property: no order sells more than is available, and buys never spend more than there is', () => {
  fc.assert(
    fc.property(
      snapshotRows,
      targetWeights,
      decimalText(10_000),
      fc.integer({ min: 0, max: 8 }),
      fc.constantFrom('0', '0.01', '0.1'),
      (rows, weights, cash, quantityScale, tolerance) => {
        const sheet = buildRebalanceSheet({
          snapshot: { rows, cash },
          macro: { REGIME_PRELIM: 'R' },
          targets: { R: weights },
          options: { quantityScale, tolerance },
        });
        for (const line of sheet.rows) {
          const order = new Decimal(line.orderQuantity);
          if (order.lt(0)) {
            assert.ok(order.neg().lte(line.availableQuantity), `${line.symbol} sells ${line.orderQuantity} of ${line.availableQuantity}`);
            assert.equal(line.signal, 'SELL_READY');
          }
          if (new Decimal(line.heldQuantity).isZero()) {
            assert.equal(line.signal, 'WATCH_EXIT_SIGNAL');
            assert.ok(order.isZero());
          }
        }
        assert.ok(new Decimal(sheet.totals.cashAfter).gte(0), `cash after ${sheet.totals.cashAfter}`);
      },
    ),
    { numRuns: 300 },
  );
});
