import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from 'typebox';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
import { countRows, paginate } from '../paging.js';
import { ConflictError } from '../errors.js';
import type { App } from './app-types.js';
import { IdParams, Instant, Money, PageQuery, Paginated, Strict } from './schemas.js';

/** Probe routes that exercise the shared machinery the way feature routes do. */
function probes(app: App): void {
  app.post(
    '/api/probe/items',
    {
      schema: {
        tags: ['Probe'],
        body: Strict({
          name: Type.String({ minLength: 1, maxLength: 10 }),
          amount: Type.Optional(Money),
          at: Type.Optional(Instant),
          nested: Type.Optional(Strict({ flag: Type.Boolean() })),
          list: Type.Optional(Type.Array(Strict({ value: Type.Integer() }), { maxItems: 3 })),
        }),
        response: { 201: Type.Object({ name: Type.String() }) },
      },
    },
    async (request, reply) => {
      if (request.body.name === 'taken') throw new ConflictError('That name is taken.', 'name_taken', { existingId: 7 });
      // Anything but the declared response fields must never leave the server.
      return reply.code(201).send({ name: request.body.name, secretColumn: 'leak' } as { name: string });
    },
  );
  app.get(
    '/api/probe/items/:id',
    { schema: { tags: ['Probe'], params: IdParams, response: { 200: Type.Object({ id: Type.Integer() }) } } },
    async (request) => ({ id: request.params.id }),
  );
  app.get(
    '/api/probe/users',
    { schema: { tags: ['Probe'], querystring: PageQuery, response: { 200: Paginated(Type.Object({ id: Type.Integer(), email: Type.String() })) } } },
    async (request) => {
      const base = app.db.selectFrom('users');
      return paginate(request.query, () => countRows(base), (limit, offset) =>
        base.select(['id', 'email']).orderBy('id').limit(limit).offset(offset).execute(),
      );
    },
  );
  app.get('/api/probe/crash', { schema: { tags: ['Probe'] } }, async () => {
    throw new Error('select password_hash from users where id = 1 -- internal detail');
  });
  app.get('/api/probe/public', { config: { public: true }, schema: { tags: ['Probe'] } }, async () => ({ ok: true }));
  app.get('/api/probe/admin-only', { config: { roles: ['admin'] }, schema: { tags: ['Probe'] } }, async () => ({ ok: true }));
}

describeApi(
  'cross-cutting HTTP behaviour',
  (t) => {
    test('validation failures are problem+json listing every field', async () => {
      const res = await t.api('POST', '/api/probe/items', {
        token: await t.token(),
        body: { name: '', amount: 1.005, nested: { flag: 'yes' }, list: [{ value: 1.5 }] },
      });
      assertProblem(res, 400, { code: 'validation_failed', fields: ['name', 'amount', 'nested.flag', 'list[0].value'] });
      assert.deepEqual(res.data.errors.amount, ['must be an amount with at most two decimals']);
      assert.equal(res.data.instance, '/api/probe/items');
      assert.equal(res.data.traceId, res.headers['x-request-id']);
    });

    test('a missing required field is named', async () => {
      const res = await t.api('POST', '/api/probe/items', { token: await t.token(), body: {} });
      assertProblem(res, 400, { fields: ['name'] });
      assert.deepEqual(res.data.errors.name, ['is required']);
    });

    test('unknown body properties are refused, at any depth', async () => {
      const top = await t.api('POST', '/api/probe/items', { token: await t.token(), body: { name: 'a', role: 'admin' } });
      assertProblem(top, 400, { fields: ['role'] });
      const deep = await t.api('POST', '/api/probe/items', { token: await t.token(), body: { name: 'a', nested: { flag: true, x: 1 } } });
      assertProblem(deep, 400, { fields: ['nested.x'] });
    });

    test('date-times must be real instants: leap seconds, impossible days and offsets are 400, not 500', async () => {
      const token = await t.token();
      for (const at of ['2016-12-31T23:59:60Z', '2026-02-30T10:00:00Z', '2026-11-01T10:00:00+25:00', '2026-11-01T10:00:00', '2026-11-01']) {
        assertProblem(await t.api('POST', '/api/probe/items', { token, body: { name: 'a', at } }), 400, { fields: ['at'] });
      }
      assertStatus(await t.api('POST', '/api/probe/items', { token, body: { name: 'a', at: '2026-11-01T10:00:00.5+09:00' } }), 201);
    });

    test('bodies are never type-coerced', async () => {
      const res = await t.api('POST', '/api/probe/items', { token: await t.token(), body: { name: 'a', list: [{ value: '5' }] } });
      assertProblem(res, 400, { fields: ['list[0].value'] });
    });

    test('prototype pollution bodies are refused', async () => {
      for (const payload of ['{"name":"a","__proto__":{"isAdmin":true}}', '{"name":"a","constructor":{"prototype":{"isAdmin":true}}}']) {
        const res = await t.api('POST', '/api/probe/items', {
          token: await t.token(),
          body: payload,
          headers: { 'content-type': 'application/json' },
        });
        assertProblem(res, 400);
        assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
      }
    });

    test('responses carry only the declared fields', async () => {
      const res = await t.api('POST', '/api/probe/items', { token: await t.token(), body: { name: 'ok' } });
      assertStatus(res, 201);
      assert.deepEqual(res.data, { name: 'ok' });
    });

    test('conflicts are 409 problems with their extensions', async () => {
      const res = await t.api('POST', '/api/probe/items', { token: await t.token(), body: { name: 'taken' } });
      assertProblem(res, 409, { code: 'name_taken' });
      assert.equal(res.data.existingId, 7);
    });

    test('ids in paths are validated', async () => {
      const token = await t.token();
      for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
        assertProblem(await t.api('GET', `/api/probe/items/${bad}`, { token }), 400, { fields: ['id'] });
      }
      const ok = await t.api('GET', '/api/probe/items/42', { token });
      assertStatus(ok, 200);
      assert.deepEqual(ok.data, { id: 42 });
    });

    test('paging: defaults, bounds and totals computed in SQL', async () => {
      const token = await t.token();
      for (let i = 0; i < 4; i++) await t.createUser('staff');
      const first = await t.api('GET', '/api/probe/users', { token });
      assertStatus(first, 200);
      assert.equal(first.data.page, 1);
      assert.equal(first.data.pageSize, 20);
      assert.equal(first.data.totalCount, first.data.items.length);
      const total = first.data.totalCount;
      const second = await t.api('GET', '/api/probe/users', { token, query: { page: 2, pageSize: 2 } });
      assert.equal(second.data.items.length, 2);
      assert.equal(second.data.totalPages, Math.ceil(total / 2));
      assert.equal(second.data.items[0].id, first.data.items[2].id);
      const beyond = await t.api('GET', '/api/probe/users', { token, query: { page: 99 } });
      assert.deepEqual(beyond.data.items, []);
      assertProblem(await t.api('GET', '/api/probe/users', { token, query: { pageSize: 101 } }), 400, { fields: ['pageSize'] });
      assertProblem(await t.api('GET', '/api/probe/users', { token, query: { page: 0 } }), 400, { fields: ['page'] });
      assertProblem(await t.api('GET', '/api/probe/users', { token, query: { sort: 'x' } }), 400, { fields: ['sort'] });
    });

    test('a 500 never shows the stack or SQL', async () => {
      const res = await t.api('GET', '/api/probe/crash', { token: await t.token() });
      assertProblem(res, 500, { code: 'internal_error' });
      assert.doesNotMatch(res.body, /password_hash|select|stack|at .*\.ts/i);
    });

    test('a body over 1 MiB is 413', async () => {
      const res = await t.api('POST', '/api/probe/items', {
        token: await t.token(),
        body: JSON.stringify({ name: 'a', padding: 'x'.repeat(1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      assertProblem(res, 413, { code: 'payload_too_large' });
    });

    test('a body that is not JSON is 415', async () => {
      const res = await t.api('POST', '/api/probe/items', {
        token: await t.token(),
        body: 'name=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      assertProblem(res, 415, { code: 'unsupported_media_type' });
    });

    test('malformed JSON is 400', async () => {
      const res = await t.api('POST', '/api/probe/items', {
        token: await t.token(),
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      assertProblem(res, 400);
    });

    test('routes are protected unless they declare themselves public', async () => {
      const res = await t.api('GET', '/api/probe/items/1');
      assertProblem(res, 401, { code: 'unauthorized' });
      assert.match(String(res.headers['www-authenticate']), /^Bearer/);
      assertStatus(await t.api('GET', '/api/probe/public'), 200);
    });

    test('anonymous callers learn nothing about input rules', async () => {
      const res = await t.api('POST', '/api/probe/items', { body: { bogus: true } });
      assertProblem(res, 401);
    });

    test('role restrictions answer 403', async () => {
      assertProblem(await t.api('GET', '/api/probe/admin-only', { token: await t.token('staff') }), 403, { code: 'forbidden' });
      assertStatus(await t.api('GET', '/api/probe/admin-only', { token: await t.token('admin') }), 200);
    });

    test('unknown routes are 404 problems, even without a token', async () => {
      const res = await t.api('GET', '/api/sitemap.xml');
      assertProblem(res, 404, { code: 'route_not_found' });
    });

    test('security headers are set and X-Powered-By is absent', async () => {
      const res = await t.api('GET', '/healthz');
      assert.equal(res.headers['x-powered-by'], undefined);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['content-security-policy']);
      assert.ok(res.headers['strict-transport-security']);
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
    });

    test('authenticated responses are never cached', async () => {
      const res = await t.api('GET', '/api/probe/items/1', { token: await t.token() });
      assert.equal(res.headers['cache-control'], 'no-store');
      const denied = await t.api('GET', '/api/probe/items/1');
      assert.equal(denied.headers['cache-control'], 'no-store');
    });

    test('CORS answers only the configured origins', async () => {
      const allowed = await t.api('OPTIONS', '/api/probe/items', {
        headers: { origin: 'https://admin.example-tax.com', 'access-control-request-method': 'POST' },
      });
      assert.equal(allowed.headers['access-control-allow-origin'], 'https://admin.example-tax.com');
      const foreign = await t.api('GET', '/healthz', { headers: { origin: 'https://evil.example' } });
      assert.equal(foreign.headers['access-control-allow-origin'], undefined);
    });

    test('request ids: a sane incoming id is kept, anything else is replaced', async () => {
      const kept = await t.api('GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } });
      assert.equal(kept.headers['x-request-id'], 'abc-123');
      const replaced = await t.api('GET', '/healthz', { headers: { 'x-request-id': 'bad id\twith spaces' } });
      assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    });
  },
  { config: { corsOrigins: ['https://admin.example-tax.com'] }, app: { extend: probes } },
);
