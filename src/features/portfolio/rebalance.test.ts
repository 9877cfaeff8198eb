import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
// The worked example the package's own tests reproduce, answered here over HTTP.
import golden from '@taxdesk/portfolio/golden/worked-example.json' with { type: 'json' };

const URL = '/api/portfolio/rebalance';

describeApi('portfolio: POST /api/portfolio/rebalance', (t) => {
  test('answers the rebalance sheet of the worked example', async () => {
    const res = await t.api('POST', URL, { token: await t.token('admin'), body: golden.input });
    assertStatus(res, 200);
    assert.deepEqual(res.data, golden.sheet);
    assert.equal(res.data.engine, 'REBALANCE_ENGINE_V1');
    assert.equal(res.data.regimeSource, 'macro.REGIME_PRELIM');
  });

  test('split rows merge, JSON numbers are read exactly, unheld symbols are watched', async () => {
    const res = await t.api('POST', URL, {
      token: await t.token('admin'),
      body: {
        snapshot: {
          rows: [
            { symbol: 'AAA', quantity: 10, availableQuantity: 10, price: 0.1 },
            { symbol: 'AAA', quantity: '0.5', availableQuantity: '0', price: '0.10' },
          ],
          cash: 0,
        },
        macro: { REGIME_PRELIM: '   ', REGIME: 'CALM' },
        targets: { CALM: { AAA: 0.5, ZZZ: '0.2' } },
        options: { quantityScale: 3 },
      },
    });
    assertStatus(res, 200);
    assert.equal(res.data.regime, 'CALM');
    assert.equal(res.data.regimeSource, 'macro.REGIME');
    const [aaa, zzz] = res.data.rows;
    assert.deepEqual(
      { symbol: aaa.symbol, mergedRows: aaa.mergedRows, held: aaa.heldQuantity, value: aaa.marketValue, order: aaa.orderQuantity, signal: aaa.signal },
      { symbol: 'AAA', mergedRows: 2, held: '10.5', value: '1.05', order: '-5.25', signal: 'SELL_READY' },
    );
    assert.equal(zzz.signal, 'WATCH_EXIT_SIGNAL');
    assert.equal(zzz.orderQuantity, '0');
  });

  test('a bad quantity is a 400 problem naming the row', async () => {
    const body = structuredClone(golden.input);
    body.snapshot.rows[2]!.quantity = 'abc';
    const res = await t.api('POST', URL, { token: await t.token('admin'), body });
    assertProblem(res, 400, { code: 'invalid_rebalance_input', fields: ['snapshot.rows[2].quantity'] });
    assert.deepEqual(res.data.errors['snapshot.rows[2].quantity'], ['row 2 (BND): quantity "abc" is not a decimal number']);
    assert.match(res.data.detail, /row 2 \(BND\)/);
  });

  test('every bad field is listed at once: rows, weights and the regime', async () => {
    const res = await t.api('POST', URL, {
      token: await t.token('admin'),
      body: {
        snapshot: { rows: [{ symbol: 'A', quantity: '1', availableQuantity: '2', price: '-1' }] },
        macro: { REGIME_PRELIM: 'STORM' },
        targets: { CALM: { A: '1.5' } },
      },
    });
    assertProblem(res, 400, { fields: ['snapshot.rows[0].availableQuantity', 'snapshot.rows[0].price', 'targets.CALM.A'] });
    const regime = await t.api('POST', URL, {
      token: await t.token('admin'),
      body: { snapshot: { rows: [] }, macro: { REGIME_PRELIM: 'STORM' }, targets: { CALM: {} } },
    });
    assertProblem(regime, 400, { fields: ['targets'] });
    assert.match(regime.data.errors.targets[0], /no target weights for regime "STORM" \(from macro\.REGIME_PRELIM\)/);
  });

  test('the body shape is validated: required parts, unknown fields, types', async () => {
    const token = await t.token('admin');
    assertProblem(await t.api('POST', URL, { token, body: { snapshot: { rows: [] } } }), 400, { fields: ['targets'] });
    const unknown = await t.api('POST', URL, {
      token,
      body: { snapshot: { rows: [{ symbol: 'A', quantity: '1', availableQuantity: '1', price: '1', lot: 1 }] }, targets: { NEUTRAL: {} } },
    });
    assertProblem(unknown, 400, { fields: ['snapshot.rows[0].lot'] });
    const wrongType = await t.api('POST', URL, {
      token,
      body: { snapshot: { rows: [{ symbol: 'A', quantity: true, availableQuantity: '1', price: '1' }] }, targets: { NEUTRAL: {} } },
    });
    assertProblem(wrongType, 400, { fields: ['snapshot.rows[0].quantity'] });
  });

  test('401 without a token, 403 for staff', async () => {
    assertProblem(await t.api('POST', URL, { body: golden.input }), 401);
    assertProblem(await t.api('POST', URL, { token: await t.token('staff'), body: golden.input }), 403);
  });

  test('409 once REBALANCE_ENGINE_V1 is retired in the registry', async () => {
    const token = await t.token('admin');
    for (const status of ['deprecated', 'retired']) {
      assertStatus(await t.api('PUT', '/api/formulas/REBALANCE_ENGINE_V1/status', { token, body: { status } }), 200);
    }
    const res = await t.api('POST', URL, { token, body: golden.input });
    assertProblem(res, 409, { code: 'formula_retired' });
  });
});
