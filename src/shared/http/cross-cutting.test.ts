import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from 'typebox';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
import { pageOf } from '../paging.js';
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
          list: Type.Optional(Type.Array(Strict({ value: Type.Integer({ minimum: -1000, maximum: 1000 }) }), { maxItems: 3 })),
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
    async (request) => pageOf(app.db.selectFrom('users').select(['id', 'email']).orderBy('id'), request.query, (row) => row),
  );
  app.get('/api/probe/crash', { schema: { tags: ['Probe'] } }, async () => {
    throw new Error('select password_hash from users where id = 1 -- internal detail');
  });
  app.get(
    '/api/probe/public',
    { config: { public: true }, schema: { tags: ['Probe'], querystring: Strict({ q: Type.Optional(Type.String({ maxLength: 10 })) }) } },
    async () => ({ ok: true }),
  );
  app.post('/api/probe/ping', { schema: { tags: ['Probe'] } }, async () => ({ ok: true }));
  app.delete('/api/probe/items/:id', { schema: { tags: ['Probe'], params: IdParams } }, async (_request, reply) => reply.code(204).send());
  app.post(
    '/api/probe/json',
    { schema: { tags: ['Probe'], body: Strict({ value: Type.Unknown() }) } },
    async () => ({ ok: true }),
  );
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

    test('a known path with another method is 405 naming the methods it answers in Allow', async () => {
      const res = await t.api('PATCH', '/api/client/12');
      assertProblem(res, 405, { code: 'method_not_allowed' });
      assert.equal(res.headers.allow, 'DELETE, GET, HEAD, PUT');
      const collection = await t.api('DELETE', '/api/faq');
      assertProblem(collection, 405, { code: 'method_not_allowed' });
      assert.match(String(collection.headers.allow), /^GET, HEAD, POST$/);
      assertProblem(await t.api('PATCH', '/api/no-such-thing/12'), 404, { code: 'route_not_found' });
    });

    test('security headers are set and X-Powered-By is absent', async () => {
      const res = await t.api('GET', '/healthz');
      assert.equal(res.headers['x-powered-by'], undefined);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['content-security-policy']);
      assert.ok(res.headers['strict-transport-security']);
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
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

    test('field names from the request never meet inherited members: 400 naming them, not 500', async () => {
      for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
        for (const url of [`/api/probe/public?${name}=1`, `/api/blog?${name}=1`]) {
          const res = await t.api('GET', url);
          assertProblem(res, 400, { code: 'validation_failed' });
          assert.ok(Object.hasOwn(res.data.errors, name), `${url}: ${res.body}`);
          assert.deepEqual(res.data.errors[name], ['is not a known field']);
        }
      }
      const body = await t.api('POST', '/api/probe/items', {
        token: await t.token(),
        body: '{"name":"a","toString":1,"valueOf":2}',
        headers: { 'content-type': 'application/json' },
      });
      assertProblem(body, 400, { code: 'validation_failed' });
      assert.deepEqual(Object.keys(body.data.errors).sort(), ['toString', 'valueOf']);
      const login = await t.api('POST', '/api/auth/login', { body: { email: 'a@b.example', password: 'x', toString: 1 } });
      assertProblem(login, 400, { code: 'validation_failed' });
      assert.ok(Object.hasOwn(login.data.errors, 'toString'));
    });

    test('JSON nested deeper than 32 levels is 400 before anything walks it', async () => {
      const token = await t.token();
      const send = (payload: string) => t.api('POST', '/api/probe/json', { token, body: payload, headers: { 'content-type': 'application/json' } });
      for (const [open, close] of [['[', ']'], ['{"a":', '}']] as const) {
        const deep = await send(`{"value":${open.repeat(10_000)}1${close.repeat(10_000)}}`);
        assertProblem(deep, 400, { code: 'validation_failed', fields: ['$'] });
        assert.match(deep.data.errors.$[0], /32/);
        assertProblem(await send(`{"value":${open.repeat(32)}1${close.repeat(32)}}`), 400, { fields: ['$'] });
        assertStatus(await send(`{"value":${open.repeat(31)}1${close.repeat(31)}}`), 200);
      }
      // Brackets inside strings are text, not nesting.
      assertStatus(await send(JSON.stringify({ value: '['.repeat(1000) })), 200);
      assertStatus(await send(JSON.stringify({ value: ['"[\\', { k: '{"' }] })), 200);
    });

    test('errors raised by the router itself are problems with the common headers', async () => {
      const token = await t.token();
      const ok = await t.api('GET', '/api/probe/items/1', { token });
      const cases = [
        { res: await t.api('GET', `/api/probe/items/${'1'.repeat(201)}`, { token }), status: 414, code: 'uri_too_long' },
        { res: await t.api('GET', '/api/probe/items/%E0%A4%A', { token }), status: 400, code: 'bad_request' },
        { res: await t.api('GET', '/api/probe/items/%zz', { headers: { 'x-request-id': 'caller-id-1' } }), status: 400, code: 'bad_request' },
      ];
      for (const { res, status, code } of cases) {
        assertProblem(res, status, { code });
        assert.equal(res.data.traceId, res.headers['x-request-id']);
        for (const header of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'strict-transport-security', 'referrer-policy']) {
          assert.equal(res.headers[header], ok.headers[header], `${status} ${header}`);
        }
        assert.equal(res.headers['cache-control'], 'no-store');
      }
      assert.match(String(cases[2]!.res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      assert.equal(cases[2]!.res.headers['x-caller-request-id'], 'caller-id-1');
    });

    test('every answer carries the same security headers, errors included', async () => {
      const token = await t.token();
      const answers = [
        await t.api('GET', '/api/probe/items/1', { token }),
        await t.api('GET', '/api/probe/items/1'),
        await t.api('GET', '/api/probe/items/abc', { token }),
        await t.api('GET', '/api/probe/crash', { token }),
        await t.api('GET', '/api/nowhere'),
        await t.api('PATCH', '/api/probe/items/1', { token }),
        await t.api('POST', '/api/probe/ping', { token, body: 'x', headers: { 'content-type': 'text/plain' } }),
      ];
      assert.deepEqual(answers.map((res) => res.statusCode), [200, 401, 400, 500, 404, 405, 415]);
      for (const res of answers) {
        assert.ok(res.headers['x-request-id'], `${res.statusCode} x-request-id`);
        assert.equal(res.headers['cache-control'], 'no-store', `${res.statusCode} cache-control`);
        assert.equal(res.headers['x-frame-options'], 'DENY', `${res.statusCode} x-frame-options`);
        assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/, `${res.statusCode} csp`);
        if (res.statusCode >= 400) assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
      }
    });

    test('a body that is not JSON is 415 on every route, with or without a body of its own', async () => {
      const token = await t.token();
      const plain = { 'content-type': 'text/plain' };
      const cases = [
        await t.api('POST', '/api/probe/items', { token, body: '{"name":"a"}', headers: plain }),
        await t.api('POST', '/api/probe/ping', { token, body: 'hello', headers: plain }),
        await t.api('DELETE', '/api/probe/items/1', { token, body: 'hello', headers: plain }),
        await t.api('GET', '/api/probe/items/1', { token, body: 'hello', headers: plain }),
        await t.api('GET', '/api/probe/public', { body: '<x/>', headers: { 'content-type': 'application/xml' } }),
        await t.api('POST', '/api/probe/ping', { token, body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        await t.api('POST', '/api/probe/ping', { token, body: '{}', headers: { 'content-type': 'application/jsonp' } }),
      ];
      for (const res of cases) assertProblem(res, 415, { code: 'unsupported_media_type' });
      // JSON, or no body at all, is still fine.
      assertStatus(await t.api('POST', '/api/probe/ping', { token }), 200);
      assertStatus(await t.api('POST', '/api/probe/ping', { token, body: {} }), 200);
      assertStatus(await t.api('DELETE', '/api/probe/items/1', { token }), 204);
      assertStatus(await t.api('POST', '/api/probe/items', { token, body: '{"name":"a"}', headers: { 'content-type': 'Application/JSON; charset=utf-8' } }), 201);
    });

    test('numbers that are not finite are 400 naming the parameter (the validator coerced them to Infinity and skipped its bounds)', async () => {
      const token = await t.token();
      for (const [url, field] of [
        ['/api/client?page=Infinity', 'page'],
        ['/api/client?pageSize=-Infinity', 'pageSize'],
        ['/api/admin-dashboard/monthly-stats?months=1e400', 'months'],
        ['/api/taxfiling/upcoming?days=Infinity', 'days'],
        ['/api/probe/users?page=1e400', 'page'],
      ] as const) {
        const res = await t.api('GET', url, { token });
        assertProblem(res, 400, { code: 'validation_failed', fields: [field] });
      }
      assertProblem(await t.api('PUT', '/api/users/Infinity', { token, body: {} }), 400, { fields: ['id'] });
      assertProblem(await t.api('GET', '/api/probe/items/1e400', { token }), 400, { fields: ['id'] });
      const json = await t.api('POST', '/api/probe/json', { token, body: '{"value":[1,{"n":1e400}]}', headers: { 'content-type': 'application/json' } });
      assertProblem(json, 400, { fields: ['value[1].n'] });
      assert.deepEqual(json.data.errors['value[1].n'], ['must be a finite number']);
    });

    test('dates and instants outside years 1900 to 9999 are 400 at validation, not a database error', async () => {
      const token = await t.token();
      const client = await t.api('POST', '/api/client', { token, body: { name: 'Dates', clientType: 'individual' } });
      assertStatus(client, 201);
      for (const dueDate of ['0000-01-01', '1899-12-31', '10000-01-01', '-000001-01-01', '+010000-01-01']) {
        const res = await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: client.data.id, taxType: 'VAT', dueDate } });
        assertProblem(res, 400, { code: 'validation_failed', fields: ['dueDate'] });
      }
      for (const from of ['0000-01-01', '1899-12-31']) {
        assertProblem(await t.api('GET', '/api/contract', { token, query: { from } }), 400, { fields: ['from'] });
      }
      for (const at of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '1900-01-01T08:00:00+09:00', '9999-12-31T23:00:00-05:00']) {
        assertProblem(await t.api('POST', '/api/probe/items', { token, body: { name: 'a', at } }), 400, { fields: ['at'] });
      }
      for (const at of ['1900-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z']) {
        assertStatus(await t.api('POST', '/api/probe/items', { token, body: { name: 'a', at } }), 201);
      }
      const edges = await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: client.data.id, taxType: 'VAT', dueDate: '9999-12-31' } });
      assertStatus(edges, 201);
      assertStatus(await t.api('GET', '/api/contract', { token, query: { from: '1900-01-01', to: '9999-12-31' } }), 200);
      // The last day's end is past the range: filtering up to it must not throw in the time-zone code.
      assertStatus(await t.api('GET', '/api/inquiry', { token, query: { from: '9999-12-31', to: '9999-12-31' } }), 200);
      assertStatus(await t.api('GET', '/api/inquiry', { token, query: { to: '9999-12-31' } }), 200);
    });

    test('NUL and unpaired surrogates are 400 naming the field, in every text and in free JSON', async () => {
      const token = await t.token();
      const cases: Array<[string, string, unknown, string]> = [
        ['GET', '/api/users?search=a%00b', undefined, 'search'],
        ['GET', '/api/probe/public?q=%00', undefined, 'q'],
        ['POST', '/api/clientlog', { entries: [{ level: 'error', message: 'a\u0000b' }] }, 'entries[0].message'],
        ['POST', '/api/clientlog', { entries: [{ level: 'error', message: 'lone \ud800' }] }, 'entries[0].message'],
        ['POST', '/api/clientlog', { entries: [{ level: 'error', message: 'ok', context: { nested: ['x\u0000'] } }] }, 'entries[0].context.nested[0]'],
        ['POST', '/api/clientlog', { entries: [{ level: 'error', message: 'ok', context: { '\udc00': 1 } }] }, 'entries[0].context.\udc00'],
        ['PUT', '/api/commoncode/groups/TAX/VAT', { name: 'VAT', attributes: { note: '\ud800\ud800' } }, 'attributes.note'],
        ['POST', '/api/probe/json', { value: { deep: [{ text: 'a\u0000' }] } }, 'value.deep[0].text'],
      ];
      for (const [method, url, body, field] of cases) {
        // JSON.stringify writes NUL and lone surrogates as \u escapes, as a client would.
        const res = await t.api(method, url, { token, body: body === undefined ? undefined : JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        assertProblem(res, 400, { code: 'validation_failed' });
        assert.deepEqual(res.data.errors[field], ['must not contain NUL characters or unpaired surrogates (invalid Unicode)'], `${url}: ${res.body}`);
      }
      const settings = await t.api('GET', '/api/sitesettings', { token });
      assertStatus(settings, 200);
      const { updatedAt: _updatedAt, ...fields } = settings.data;
      const bad = await t.api('PUT', '/api/sitesettings', {
        token,
        body: JSON.stringify({ ...fields, siteName: 'x' }).replace('"siteName":"x"', '"siteName":"x\\ud800"'),
        headers: { 'content-type': 'application/json' },
      });
      assertProblem(bad, 400, { fields: ['siteName'] });
      // Paired surrogates (emoji) and other Unicode are fine.
      assertStatus(await t.api('POST', '/api/probe/json', { token, body: { value: { text: '😀 한국어 \u00e9' } } }), 200);
    });

    test("request ids: always the server's own; a sane incoming id is echoed beside it, anything else dropped", async () => {
      const kept = await t.api('GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } });
      assert.match(String(kept.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      assert.equal(kept.headers['x-caller-request-id'], 'abc-123');
      const replaced = await t.api('GET', '/healthz', { headers: { 'x-request-id': 'bad id\twith spaces' } });
      assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      assert.equal(replaced.headers['x-caller-request-id'], undefined);
    });
  },
  { config: { corsOrigins: ['https://admin.example-tax.com'] }, app: { extend: probes } },
);

describeApi('without CORS origins', (t) => {
  test('OPTIONS is an unsupported method like any other: 405 naming Allow, no CORS headers, no token asked', async () => {
    const preflight = await t.api('OPTIONS', '/api/faq', {
      headers: { origin: 'https://admin.example-tax.com', 'access-control-request-method': 'POST' },
    });
    assertProblem(preflight, 405, { code: 'method_not_allowed' });
    assert.match(String(preflight.headers.allow), /^GET, HEAD, POST$/);
    assert.equal(preflight.headers['access-control-allow-origin'], undefined);
    assertProblem(await t.api('OPTIONS', '/api/no-such-thing'), 404, { code: 'route_not_found' });
  });
});
