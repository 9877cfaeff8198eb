import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { seedFormulas } from './service.js';

const RS_INPUTS = ['close_price', 'ma20', 'avg_trade_value_5d', 'avg_trade_value_20d', 'relative_strength_1m_percentile'];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const definition = (formulaId: string, overrides: Record<string, unknown> = {}) => ({
  formula_id: formulaId,
  owner: 'quant-research',
  status: 'draft',
  inputs: ['close_price'],
  outputs: ['score'],
  x_formula_inputs: ['close_price'],
  x_formula_outputs: ['score'],
  ...overrides,
});

async function myId(t: TestContext): Promise<number> {
  const me = await t.api('GET', '/api/users/me', { token: await t.token('admin') });
  assertStatus(me, 200);
  return me.data.id;
}

describeApi('portfolio: formula registry over HTTP', (t) => {
  test('RS_MOMENTUM_V1 and REBALANCE_ENGINE_V1 are registered at first start', async () => {
    const res = await t.api('GET', '/api/formulas', { token: await t.token('admin') });
    assertStatus(res, 200);
    assert.deepEqual(
      res.data.items.map((item: { formulaId: string; status: string }) => [item.formulaId, item.status]),
      [
        ['REBALANCE_ENGINE_V1', 'active'],
        ['RS_MOMENTUM_V1', 'draft'],
      ],
    );
    assert.equal(res.data.totalCount, 2);
    assert.equal(res.data.items[1].schemaId, 'schema://formula/RS_MOMENTUM_V1');
  });

  test('rule 6: REBALANCE_ENGINE_V1 is registered in the formula registry, with its history', async () => {
    const res = await t.api('GET', '/api/formulas/REBALANCE_ENGINE_V1', { token: await t.token('admin') });
    assertStatus(res, 200);
    assert.equal(res.data.status, 'active');
    assert.equal(res.data.definition.formula_id, 'REBALANCE_ENGINE_V1');
    assert.equal(res.data.definition.status, 'active');
    assert.equal(res.data.createdBy, null);
    assert.deepEqual(
      res.data.history.map((change: { fromStatus: string | null; toStatus: string; changedBy: number | null }) => [change.fromStatus, change.toStatus, change.changedBy]),
      [
        [null, 'draft', null],
        ['draft', 'active', null],
      ],
    );
    assert.match(res.data.history[0].changedAt, ISO_INSTANT);
  });

  test("RS_MOMENTUM_V1's schema: draft 2020-12, its $id, formula_id const, five inputs, empty outputs", async () => {
    const token = await t.token('admin');
    const res = await t.api('GET', '/api/formulas/RS_MOMENTUM_V1/schema', { token });
    assertStatus(res, 200);
    const schema = res.data;
    assert.deepEqual(Object.keys(schema).slice(0, 2), ['$schema', '$id'], 'returned as stored, keys in order');
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
    assert.equal(schema.$id, 'schema://formula/RS_MOMENTUM_V1');
    assert.deepEqual(schema.properties.formula_id, { type: 'string', const: 'RS_MOMENTUM_V1' });
    assert.deepEqual(schema.required, ['formula_id', 'owner', 'status', 'inputs', 'outputs']);
    assert.deepEqual(schema.x_formula_inputs, RS_INPUTS);
    assert.deepEqual(schema.x_formula_outputs, []);
    const formula = await t.api('GET', '/api/formulas/RS_MOMENTUM_V1', { token });
    assert.deepEqual(formula.data.definition.x_formula_inputs, RS_INPUTS);
    assert.deepEqual(formula.data.definition.x_formula_outputs, []);
  });

  test('register: 201 with Location, stored as a draft with who and when', async () => {
    const token = await t.token('admin');
    const res = await t.api('POST', '/api/formulas', { token, body: definition('VALUE_TILT_V1') });
    assertStatus(res, 201);
    assert.equal(res.headers.location, '/api/formulas/VALUE_TILT_V1');
    assert.equal(res.data.status, 'draft');
    assert.equal(res.data.createdBy, await myId(t));
    assert.deepEqual(res.data.definition, definition('VALUE_TILT_V1'));
    assert.deepEqual(res.data.history.map((change: { toStatus: string }) => change.toStatus), ['draft']);
    assert.equal(res.data.history[0].changedBy, await myId(t));
    const schema = await t.api('GET', '/api/formulas/VALUE_TILT_V1/schema', { token });
    assert.equal(schema.data.$id, 'schema://formula/VALUE_TILT_V1');
    assert.deepEqual(schema.data.properties.formula_id.const, 'VALUE_TILT_V1');
  });

  test('register: 400 with field errors for a definition that breaks its schema', async () => {
    const token = await t.token('admin');
    const { owner: _owner, ...withoutOwner } = definition('NO_OWNER_V1');
    assertProblem(await t.api('POST', '/api/formulas', { token, body: withoutOwner }), 400, { fields: ['owner'] });
    assertProblem(await t.api('POST', '/api/formulas', { token, body: definition('lower_case') }), 400, { fields: ['formula_id'] });
    assertProblem(await t.api('POST', '/api/formulas', { token, body: definition('EXTRA_V1', { weight: 1 }) }), 400, { fields: ['weight'] });
    assertProblem(await t.api('POST', '/api/formulas', { token, body: definition('TYPES_V1', { inputs: [1], x_formula_inputs: 'a' }) }), 400, {
      fields: ['inputs[0]', 'x_formula_inputs'],
    });
    const active = await t.api('POST', '/api/formulas', { token, body: definition('ACTIVE_V1', { status: 'active' }) });
    assertProblem(active, 400, { code: 'formula_not_draft', fields: ['status'] });
    assertStatus(await t.api('GET', '/api/formulas/ACTIVE_V1', { token }), 404);
  });

  test('register: 409 when the formula_id is taken', async () => {
    const res = await t.api('POST', '/api/formulas', { token: await t.token('admin'), body: definition('RS_MOMENTUM_V1') });
    assertProblem(res, 409, { code: 'formula_exists' });
    assert.equal(res.data.formulaId, 'RS_MOMENTUM_V1');
  });

  test('lifecycle: draft -> active -> deprecated -> retired, each change recorded with who and when', async () => {
    const token = await t.token('admin');
    assertStatus(await t.api('POST', '/api/formulas', { token, body: definition('LIFECYCLE_V1') }), 201);
    const me = await myId(t);
    const steps: Array<[string, string]> = [
      ['active', 'draft'],
      ['deprecated', 'active'],
      ['retired', 'deprecated'],
    ];
    for (const [to, from] of steps) {
      const res = await t.api('PUT', '/api/formulas/LIFECYCLE_V1/status', { token, body: { status: to, note: `to ${to}` } });
      assertStatus(res, 200);
      assert.equal(res.data.status, to);
      assert.equal(res.data.definition.status, to);
      const last = res.data.history.at(-1);
      assert.deepEqual([last.fromStatus, last.toStatus, last.changedBy, last.note], [from, to, me, `to ${to}`]);
      assert.match(last.changedAt, ISO_INSTANT);
    }
    const final = await t.api('GET', '/api/formulas/LIFECYCLE_V1', { token });
    assert.equal(final.data.history.length, 4);
    const retired = await t.api('GET', '/api/formulas', { token, query: { status: 'retired' } });
    assert.deepEqual(retired.data.items.map((item: { formulaId: string }) => item.formulaId), ['LIFECYCLE_V1']);
  });

  test('lifecycle: every other move is a 409 and changes nothing', async () => {
    const token = await t.token('admin');
    assertStatus(await t.api('POST', '/api/formulas', { token, body: definition('MOVES_V1') }), 201);
    for (const status of ['draft', 'deprecated', 'retired']) {
      const res = await t.api('PUT', '/api/formulas/MOVES_V1/status', { token, body: { status } });
      assertProblem(res, 409, { code: 'invalid_status_transition' });
      assert.equal(res.data.currentStatus, 'draft');
      assert.equal(res.data.allowedStatus, 'active');
    }
    for (const status of ['active', 'deprecated', 'retired']) {
      assertStatus(await t.api('PUT', '/api/formulas/MOVES_V1/status', { token, body: { status } }), 200);
    }
    for (const status of ['draft', 'active', 'deprecated', 'retired']) {
      const res = await t.api('PUT', '/api/formulas/MOVES_V1/status', { token, body: { status } });
      assertProblem(res, 409, { code: 'invalid_status_transition' });
      assert.equal(res.data.allowedStatus, null);
    }
    const after = await t.api('GET', '/api/formulas/MOVES_V1', { token });
    assert.equal(after.data.status, 'retired');
    assert.equal(after.data.history.length, 4, 'refused moves leave no history');
  });

  test('audit trail: registering and each status change are recorded with who and what; refused writes are not', async () => {
    const token = await t.token('admin');
    const me = await myId(t);
    assertStatus(await t.api('POST', '/api/formulas', { token, body: definition('AUDITED_V1') }), 201);
    assertStatus(await t.api('PUT', '/api/formulas/AUDITED_V1/status', { token, body: { status: 'active', note: 'go live' } }), 200);
    const entries = await auditOf(t, 'formula', 'AUDITED_V1');
    assert.deepEqual(
      entries.map((entry) => [entry.operation, entry.userId]),
      [
        ['formula.register', me],
        ['formula.status', me],
      ],
    );
    assert.deepEqual(entries[0]!.changes?.formula_id, { before: null, after: 'AUDITED_V1' });
    assert.deepEqual(entries[0]!.changes?.status, { before: null, after: 'draft' });
    assert.deepEqual(entries[1]!.changes, { status: { before: 'draft', after: 'active' } });

    const count = await auditCount(t);
    assertProblem(await t.api('PUT', '/api/formulas/AUDITED_V1/status', { token, body: { status: 'retired' } }), 409);
    assertProblem(await t.api('PUT', '/api/formulas/NOPE_V1/status', { token, body: { status: 'active' } }), 404);
    assertProblem(await t.api('POST', '/api/formulas', { token, body: definition('AUDITED_V1') }), 409);
    assertProblem(await t.api('POST', '/api/formulas', { token, body: definition('AUDITED_V2', { status: 'active' }) }), 400);
    assert.equal(await auditCount(t), count, 'refused writes leave no audit entry');
  });

  test('concurrent moves of one formula: exactly one wins', async () => {
    const token = await t.token('admin');
    assertStatus(await t.api('POST', '/api/formulas', { token, body: definition('RACE_V1') }), 201);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.api('PUT', '/api/formulas/RACE_V1/status', { token, body: { status: 'active' } })),
    );
    assert.deepEqual(results.map((res) => res.statusCode).sort(), [200, 409, 409, 409, 409]);
    const after = await t.api('GET', '/api/formulas/RACE_V1', { token });
    assert.equal(after.data.history.length, 2);
  });

  test('400 for malformed input, 404 for unknown formulas', async () => {
    const token = await t.token('admin');
    assertProblem(await t.api('PUT', '/api/formulas/RS_MOMENTUM_V1/status', { token, body: { status: 'archived' } }), 400, { fields: ['status'] });
    assertProblem(await t.api('PUT', '/api/formulas/RS_MOMENTUM_V1/status', { token, body: {} }), 400, { fields: ['status'] });
    assertProblem(await t.api('GET', '/api/formulas/not-an-id', { token }), 400, { fields: ['formulaId'] });
    assertProblem(await t.api('GET', '/api/formulas', { token, query: { status: 'gone' } }), 400, { fields: ['status'] });
    assertProblem(await t.api('GET', '/api/formulas', { token, query: { pageSize: 101 } }), 400, { fields: ['pageSize'] });
    assertProblem(await t.api('GET', '/api/formulas/NOPE_V1', { token }), 404);
    assertProblem(await t.api('GET', '/api/formulas/NOPE_V1/schema', { token }), 404);
    assertProblem(await t.api('PUT', '/api/formulas/NOPE_V1/status', { token, body: { status: 'active' } }), 404);
  });

  test('paging and filtering by status', async () => {
    const token = await t.token('admin');
    const first = await t.api('GET', '/api/formulas', { token, query: { page: 1, pageSize: 1 } });
    assertStatus(first, 200);
    assert.equal(first.data.items.length, 1);
    assert.equal(first.data.totalPages, first.data.totalCount);
    const second = await t.api('GET', '/api/formulas', { token, query: { page: 2, pageSize: 1 } });
    assert.ok(second.data.items[0].formulaId > first.data.items[0].formulaId, 'sorted by formula id');
    const drafts = await t.api('GET', '/api/formulas', { token, query: { status: 'draft' } });
    assert.ok(drafts.data.items.length > 0, 'drafts are listed');
    assertEvery(drafts.data.items, (item: { status: string }) => item.status === 'draft');
    assert.ok(drafts.data.items.some((item: { formulaId: string }) => item.formulaId === 'RS_MOMENTUM_V1'));
  });

  test('401 without a token and 403 for staff on every registry route', async () => {
    const staff = await t.token('staff');
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/formulas', undefined],
      ['GET', '/api/formulas/RS_MOMENTUM_V1', undefined],
      ['GET', '/api/formulas/RS_MOMENTUM_V1/schema', undefined],
      ['POST', '/api/formulas', definition('STAFF_V1')],
      ['PUT', '/api/formulas/RS_MOMENTUM_V1/status', { status: 'active' }],
    ];
    for (const [method, url, body] of calls) {
      assertProblem(await t.api(method, url, { body }), 401);
      assertProblem(await t.api(method, url, { token: staff, body }), 403);
    }
    const unchanged = await t.api('GET', '/api/formulas/RS_MOMENTUM_V1', { token: await t.token('admin') });
    assert.equal(unchanged.data.status, 'draft');
  });
});

describeApi('portfolio: seeding the formula registry', (t) => {
  test('seeding again writes nothing', async () => {
    assert.deepEqual(await seedFormulas(t.app), []);
    const rows = await t.db.selectFrom('portfolio_formulas').select('formula_id').orderBy('formula_id').execute();
    assert.deepEqual(rows.map((row) => row.formula_id), ['REBALANCE_ENGINE_V1', 'RS_MOMENTUM_V1']);
  });

  test('instances starting together register each formula once', async () => {
    await t.db.deleteFrom('portfolio_formulas').execute();
    assert.equal((await t.db.selectFrom('portfolio_formula_status_changes').select('id').execute()).length, 0, 'history cascades');
    const runs = await Promise.all(Array.from({ length: 6 }, () => seedFormulas(t.app)));
    assert.deepEqual(runs.flat().sort(), ['REBALANCE_ENGINE_V1', 'RS_MOMENTUM_V1']);
    const formulas = await t.db.selectFrom('portfolio_formulas').select(['formula_id', 'status']).orderBy('formula_id').execute();
    assert.deepEqual(formulas, [
      { formula_id: 'REBALANCE_ENGINE_V1', status: 'active' },
      { formula_id: 'RS_MOMENTUM_V1', status: 'draft' },
    ]);
    const history = await t.db.selectFrom('portfolio_formula_status_changes').select('id').execute();
    assert.equal(history.length, 3, 'RS_MOMENTUM_V1: registered; REBALANCE_ENGINE_V1: registered, activated');
  });
});
