import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RebalanceInputError } from './input-errors.js';
import {
  buildRebalanceSheet,
  InputErrors,
  mergeSplitRows,
  parseDecimal,
  parseSnapshot,
  resolveRegime,
  totalQuantity,
  type RebalanceInput,
  type SheetRow,
} from './index.js';

const row = (symbol: string, quantity: string | number, availableQuantity: string | number, price: string | number) => ({
  symbol,
  quantity,
  availableQuantity,
  price,
});

function sheetRow(input: RebalanceInput, symbol: string): SheetRow {
  const found = buildRebalanceSheet(input).rows.find((item) => item.symbol === symbol);
  assert.ok(found, `the sheet has a row for ${symbol}`);
  return found;
}

function inputErrors(input: RebalanceInput): Record<string, string[]> {
  try {
    buildRebalanceSheet(input);
  } catch (error) {
    assert.ok(error instanceof RebalanceInputError, `expected a RebalanceInputError, got ${String(error)}`);
    assert.equal(error.code, 'invalid_rebalance_input');
    return error.errors;
  }
  assert.fail('the input was accepted');
}

describe('REBALANCE_ENGINE_V1 rules (SPEC.md 1, auxiliary components)', () => {
  test('rule 1: rows split for fractional shares merge into one position', () => {
    const input: RebalanceInput = {
      snapshot: {
        rows: [
          row('AAA', '10', '10', '100'),
          row('BBB', '4', '4', '25'),
          row('AAA', '0.25', '0.25', '100.00'),
          row(' AAA ', '0.125', '0', '100'),
        ],
      },
      macro: { REGIME_PRELIM: 'BALANCED' },
      targets: { BALANCED: { AAA: '0.9', BBB: '0.1' } },
    };
    const sheet = buildRebalanceSheet(input);
    assert.deepEqual(
      sheet.rows.map((item) => item.symbol),
      ['AAA', 'BBB'],
      'one sheet row per symbol',
    );
    const aaa = sheet.rows[0]!;
    assert.equal(aaa.mergedRows, 3);
    assert.equal(aaa.heldQuantity, '10.375');
    assert.equal(aaa.availableQuantity, '10.25');
    assert.equal(aaa.marketValue, '1037.5');
    assert.equal(sheet.totals.marketValue, '1137.5');
  });

  test('rule 1: merging keeps every unit and refuses split rows quoting different prices', () => {
    const errors = new InputErrors();
    const parsed = parseSnapshot({ rows: [row('X', '1.5', '1', '3'), row('Y', '2', '2', '4'), row('X', '0.5', '0.5', '3')] }, errors);
    const positions = mergeSplitRows(parsed.rows, errors);
    assert.ok(errors.empty);
    assert.equal(positions.length, 2);
    assert.equal(totalQuantity(positions).toFixed(), totalQuantity(parsed.rows).toFixed());
    const mismatch = inputErrors({
      snapshot: { rows: [row('X', '1', '1', '3'), row('X', '1', '1', '3.01')] },
      targets: { NEUTRAL: {} },
    });
    assert.match(mismatch['snapshot.rows[1].price']![0]!, /row 1 \(X\): price 3\.01 differs from 3 on row 0/);
  });

  test('rule 2: the regime comes from macro.REGIME_PRELIM first', () => {
    const targets = { RISK_ON: { AAA: '1' }, RISK_OFF: { AAA: '0.5' } };
    const sheet = buildRebalanceSheet({
      snapshot: { rows: [row('AAA', '10', '10', '10')] },
      macro: { REGIME_PRELIM: 'RISK_OFF', REGIME: 'RISK_ON' },
      targets,
    });
    assert.equal(sheet.regime, 'RISK_OFF');
    assert.equal(sheet.regimeSource, 'macro.REGIME_PRELIM');
    assert.equal(sheet.rows[0]!.targetWeight, '0.5');
    assert.equal(sheet.rows[0]!.orderQuantity, '-5');
  });

  test('rule 2 fallback: absent, null or blank REGIME_PRELIM falls back to macro.REGIME, then NEUTRAL', () => {
    const resolve = (macro: Record<string, unknown> | undefined) => {
      const errors = new InputErrors();
      const resolved = resolveRegime(macro, errors);
      assert.ok(errors.empty);
      return resolved;
    };
    assert.deepEqual(resolve({ REGIME_PRELIM: ' RISK_OFF ' }), { regime: 'RISK_OFF', source: 'macro.REGIME_PRELIM' });
    for (const prelim of [undefined, null, '', '   ']) {
      assert.deepEqual(resolve({ REGIME_PRELIM: prelim, REGIME: 'RISK_ON' }), { regime: 'RISK_ON', source: 'macro.REGIME' }, `PRELIM ${JSON.stringify(prelim)}`);
      assert.deepEqual(resolve({ REGIME_PRELIM: prelim }), { regime: 'NEUTRAL', source: 'default' });
    }
    assert.deepEqual(resolve(undefined), { regime: 'NEUTRAL', source: 'default' });
    assert.deepEqual(resolve({ REGIME_PRELIM: '', REGIME: '' }), { regime: 'NEUTRAL', source: 'default' });

    const sheet = buildRebalanceSheet({
      snapshot: { rows: [row('AAA', '1', '1', '1')] },
      macro: { REGIME_PRELIM: '' },
      targets: { NEUTRAL: { AAA: '1' } },
    });
    assert.equal(sheet.regime, 'NEUTRAL');
    assert.equal(sheet.regimeSource, 'default');
  });

  test('rule 2: a regime without targets, or a REGIME_PRELIM that is not text, is refused', () => {
    const noTargets = inputErrors({
      snapshot: { rows: [] },
      macro: { REGIME_PRELIM: 'CRISIS' },
      targets: { RISK_ON: {} },
    });
    assert.match(noTargets.targets![0]!, /no target weights for regime "CRISIS" \(from macro\.REGIME_PRELIM\)/);
    const notText = inputErrors({ snapshot: { rows: [] }, macro: { REGIME_PRELIM: 3 }, targets: { NEUTRAL: {} } });
    assert.ok(notText['macro.REGIME_PRELIM']);
  });

  test('rule 3: quantities and available quantities are exact decimals, not integers or floats', () => {
    const sheet = buildRebalanceSheet({
      snapshot: {
        rows: [row('AAA', '0.5', '0.5', '3'), row('BBB', '12.000001', '12.000001', '1'), row('CCC', '1e-3', '1E-3', '1000')],
      },
      targets: { NEUTRAL: { AAA: '0.1', BBB: '0.8', CCC: '0.1' } },
    });
    const [aaa, bbb, ccc] = sheet.rows;
    assert.equal(aaa!.heldQuantity, '0.5');
    assert.equal(bbb!.heldQuantity, '12.000001');
    assert.equal(ccc!.heldQuantity, '0.001');
    assert.equal(ccc!.availableQuantity, '0.001');
    assert.equal(sheet.totals.marketValue, '14.500001');
    // 0.1 + 0.2 in binary floats is 0.30000000000000004; here it is 0.3.
    const sum = buildRebalanceSheet({
      snapshot: { rows: [row('X', '0.1', '0.1', '1'), row('X', '0.2', '0.2', '1')] },
      targets: { NEUTRAL: { X: '1' } },
    });
    assert.equal(sum.rows[0]!.heldQuantity, '0.3');
  });

  test('rule 3: "abc" and other non-decimals are refused, naming the row', () => {
    const errors = inputErrors({
      snapshot: {
        rows: [
          row('AAA', '1', '1', '1'),
          row('BBB', 'abc', '1', '1'),
          row('CCC', '1', '0x1f', '1'),
          row('DDD', '1', '1', 'Infinity'),
          row('EEE', 0.30000000000000004, '0', '1'),
        ],
      },
      targets: { NEUTRAL: {} },
    });
    assert.deepEqual(errors['snapshot.rows[1].quantity'], ['row 1 (BBB): quantity "abc" is not a decimal number']);
    assert.match(errors['snapshot.rows[2].availableQuantity']![0]!, /^row 2 \(CCC\): availableQuantity "0x1f" is not a decimal number/);
    assert.match(errors['snapshot.rows[3].price']![0]!, /^row 3 \(DDD\): price/);
    assert.match(errors['snapshot.rows[4].quantity']![0]!, /send it as a string/);
    assert.equal(errors['snapshot.rows[0].quantity'], undefined);
  });

  test('rule 3: parseDecimal keeps the exact value', () => {
    for (const [text, expected] of [
      ['0.5', '0.5'],
      ['12.000001', '12.000001'],
      ['1e-3', '0.001'],
      [' 7 ', '7'],
      ['-0', '0'],
      ['123456789012345.123456789012345678', '123456789012345.123456789012345678'],
    ] as const) {
      const parsed = parseDecimal(text);
      assert.ok(typeof parsed !== 'string', `${text} parses: ${String(parsed)}`);
      assert.equal(parsed.toFixed(), expected);
    }
    for (const bad of ['abc', '', '1,5', 'NaN', '1e', '--1', '1e16', '1e-19']) {
      assert.equal(typeof parseDecimal(bad), 'string', `${JSON.stringify(bad)} is refused`);
    }
  });

  test('rule 4: a symbol that is not held gets WATCH_EXIT_SIGNAL, never SELL_READY', () => {
    const input: RebalanceInput = {
      snapshot: { rows: [row('HELD', '10', '10', '10'), row('SOLD', '0', '0', '40')], cash: '0' },
      macro: { REGIME_PRELIM: 'RISK_OFF' },
      // SOLD and GONE are over their (zero) targets, the situation in which a held symbol is SELL_READY;
      // NEW has a positive target but no position either.
      targets: { RISK_OFF: { HELD: '0.5', NEW: '0.2' } },
    };
    const sheet = buildRebalanceSheet(input);
    assert.equal(sheetRow(input, 'HELD').signal, 'SELL_READY', 'the held symbol over its target is SELL_READY');
    for (const symbol of ['SOLD', 'NEW']) {
      const item = sheet.rows.find((candidate) => candidate.symbol === symbol)!;
      assert.equal(item.signal, 'WATCH_EXIT_SIGNAL', symbol);
      assert.equal(item.heldQuantity, '0');
      assert.equal(item.orderQuantity, '0');
    }
    assert.equal(sheet.rows.find((item) => item.symbol === 'NEW')!.price, null);
  });
});

describe('REBALANCE_ENGINE_V1 order sizing and signals', () => {
  test('never sells more than the available quantity; an exhausted position sells exactly', () => {
    const input: RebalanceInput = {
      snapshot: { rows: [row('A', '10', '3', '10'), row('B', '2.1234567', '2.1234567', '10')] },
      targets: { NEUTRAL: {} },
    };
    assert.equal(sheetRow(input, 'A').orderQuantity, '-3');
    assert.equal(sheetRow(input, 'A').signal, 'SELL_READY');
    assert.equal(sheetRow(input, 'B').orderQuantity, '-2.1234567', 'selling all that is available leaves no dust');
  });

  test('SELL_BLOCKED when over target with nothing available', () => {
    const input: RebalanceInput = { snapshot: { rows: [row('A', '10', '0', '10')] }, targets: { NEUTRAL: { A: '0.1' } } };
    const item = sheetRow(input, 'A');
    assert.equal(item.signal, 'SELL_BLOCKED');
    assert.equal(item.orderQuantity, '0');
  });

  test('BUY rounds down to the quantity scale and is paid from cash and sells', () => {
    const input: RebalanceInput = {
      snapshot: { rows: [row('A', '10', '10', '3'), row('B', '1', '1', '70')], cash: '0' },
      targets: { NEUTRAL: { A: '0.5', B: '0.5' } },
      options: { quantityScale: 2 },
    };
    const sheet = buildRebalanceSheet(input);
    // total 100: A worth 30 wants 50 (+6.666.. units), B worth 70 sells 20 (-0.28 units, 0.2857.. rounded down).
    assert.equal(sheetRow(input, 'B').orderQuantity, '-0.28');
    assert.equal(sheetRow(input, 'A').signal, 'BUY');
    assert.equal(sheet.totals.sellValue, '19.6');
    // 6.66 units wanted (19.98) but only 19.6 is funded: scaled to 6.53 units.
    assert.equal(sheetRow(input, 'A').orderQuantity, '6.53');
    assert.equal(sheet.totals.buyValue, '19.59');
    assert.equal(sheet.totals.cashAfter, '0.01');
  });

  test('HOLD inside the tolerance band and when the order rounds to nothing', () => {
    const base: RebalanceInput = {
      snapshot: { rows: [row('A', '52', '52', '1'), row('B', '48', '48', '1')] },
      targets: { NEUTRAL: { A: '0.5', B: '0.5' } },
    };
    assert.equal(sheetRow({ ...base, options: { tolerance: '0.05' } }, 'A').signal, 'HOLD');
    // A drift of exactly the tolerance (0.52 - 0.5 = 0.02) is inside the band; a hair under it, not.
    assert.equal(sheetRow({ ...base, options: { tolerance: '0.02' } }, 'A').signal, 'HOLD');
    assert.equal(sheetRow({ ...base, options: { tolerance: '0.02' } }, 'B').signal, 'HOLD');
    assert.equal(sheetRow({ ...base, options: { tolerance: '0.0199' } }, 'A').signal, 'SELL_READY');
    assert.equal(sheetRow(base, 'A').signal, 'SELL_READY');
    assert.equal(sheetRow({ ...base, options: { quantityScale: 0 } }, 'A').orderQuantity, '-2');
    const tiny: RebalanceInput = { snapshot: { rows: [row('A', '1', '1', '1000')], cash: '1' }, targets: { NEUTRAL: { A: '1' } }, options: { quantityScale: 0 } };
    assert.equal(sheetRow(tiny, 'A').signal, 'HOLD');
  });

  test('weights and targets are checked: each 0..1, a regime summing to at most 1', () => {
    const errors = inputErrors({
      snapshot: { rows: [] },
      targets: { NEUTRAL: { A: '0.7', B: '0.4' }, OTHER: { C: '-0.1', D: 'x', 'E F': '0.1' } },
    });
    assert.match(errors['targets.NEUTRAL']![0]!, /add up to 1\.1/);
    assert.ok(errors['targets.OTHER.C']);
    assert.ok(errors['targets.OTHER.D']);
    assert.ok(errors['targets.OTHER.E F']);
  });

  test('rows are checked: available within quantity, no negatives, a positive price', () => {
    const errors = inputErrors({
      snapshot: { rows: [row('A', '1', '2', '1'), row('B', '-1', '0', '1'), row('C', '1', '1', '0'), row('', '1', '1', '1')], cash: '-5' },
      targets: { NEUTRAL: {} },
    });
    assert.match(errors['snapshot.rows[0].availableQuantity']![0]!, /must not exceed quantity/);
    assert.ok(errors['snapshot.rows[1].quantity']);
    assert.ok(errors['snapshot.rows[2].price']);
    assert.ok(errors['snapshot.rows[3].symbol']);
    assert.ok(errors['snapshot.cash']);
  });
});
