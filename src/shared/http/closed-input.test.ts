/*
 * Issue 28.8: input is closed by default. Every route of the table refuses query parameters and
 * body fields it does not declare (rendered pages, flagged ignoreUnknownQuery, drop unknown query
 * parameters instead), so a route added tomorrow is covered without anyone remembering to.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { operationsOf, valid, type Operation } from '../../testing/openapi-fuzz.js';
import { DOCS_PREFIX } from './openapi.js';

/** Schema-valid path parameters, so that the query or body is what the validator refuses. */
function urlOf(operation: Operation, query = ''): string {
  let url = operation.path;
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    const [value] = fc.sample(valid(parameter.schema, 0), { numRuns: 1, seed: 28_8 });
    url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
  }
  return query ? `${url}?${query}` : url;
}

describeApi('closed input (issue 28.8)', (t) => {
  test('every route in the route table refuses unknown query parameters and body fields, or is a page that ignores them', () => {
    const open = t.app.routeCatalog
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith(DOCS_PREFIX))
      .filter((route) => route.input.query === 'open' || route.input.body !== 'closed')
      .map((route) => `${route.method} ${route.url} (query ${route.input.query}, body ${route.input.body})`);
    assert.deepEqual(open, []);
    const pages = t.app.routeCatalog.filter((route) => route.input.query === 'ignored').map((route) => `${route.method} ${route.url}`);
    // Only pages people open from links may ignore unknown parameters; an API operation never does.
    for (const page of pages) assert.doesNotMatch(page, / \/api\//, `${page} ignores unknown query parameters`);
  });

  test('an unknown query parameter is 400 naming it on every operation of the document', async () => {
    const staff = await t.token('admin');
    const portal = (await portalSignIn(t, (await invitedClient(t)).email)).accessToken;
    const document = (await t.api('GET', '/api/openapi.json')).data;
    // A body is validated before the query (and a write's body is its own test below): reads only.
    // Pages that ignore unknown parameters by design (robots.txt: crawlers add their own) are not operations that refuse them.
    const ignoring = new Set(t.app.routeCatalog.filter((route) => route.input.query === 'ignored').map((route) => route.url.replace(/:(\w+)/g, '{$1}')));
    const reads = operationsOf(document).filter((operation) => operation.method === 'GET' && !ignoring.has(operation.path));
    assert.ok(reads.length > 60, `only ${reads.length} reads`);
    for (const operation of reads) {
      const token = operation.path.startsWith('/api/portal/') ? portal : staff;
      const res = await t.api('GET', urlOf(operation, 'toString=1&unknownParam=x'), { token });
      assertProblem(res, 400, { code: 'validation_failed' });
      assert.deepEqual(res.data.errors.unknownParam, ['is not a known field'], `GET ${operation.path}: ${res.body}`);
    }
  });

  test('a write that declares no body refuses one with fields, and accepts none or {}', async () => {
    const staff = await t.token('admin');
    // Portal operations take a signed-in client's token (issue 32); a staff one is refused first.
    const portal = (await portalSignIn(t, (await invitedClient(t)).email)).accessToken;
    const document = (await t.api('GET', '/api/openapi.json')).data;
    const bodiless = operationsOf(document).filter((operation) => operation.method !== 'GET' && !operation.body);
    assert.ok(bodiless.length > 15, `only ${bodiless.length} writes without a body`);
    for (const operation of bodiless) {
      const url = urlOf(operation);
      const token = operation.path.startsWith('/api/portal/') ? portal : staff;
      const res = await t.api(operation.method, url, { token, body: { recipient: 'evil@evil.example' } });
      assertProblem(res, 400, { code: 'validation_failed' });
      assert.deepEqual(res.data.errors, { recipient: ['is not a known field'] }, `${operation.method} ${operation.path}: ${res.body}`);
      const array = await t.api(operation.method, url, { token, body: [] });
      assertProblem(array, 400, { code: 'validation_failed', fields: ['$'] });
      const query = await t.api(operation.method, urlOf(operation, 'unknownParam=1'), { token });
      assertProblem(query, 400, { code: 'validation_failed', fields: ['unknownParam'] });
    }
  });

  test("the issue's two requests: GET /api/users/me?toString=1 and a resend naming a recipient are 400", async () => {
    const token = await t.token('admin');
    assertProblem(await t.api('GET', '/api/users/me?toString=1', { token }), 400, { code: 'validation_failed', fields: ['toString'] });
    assertStatus(await t.api('GET', '/api/users/me', { token }), 200);
    const resend = await t.api('POST', '/api/mail/outbox/15/resend', { token, body: { recipient: 'evil@evil.example' } });
    assertProblem(resend, 400, { code: 'validation_failed', fields: ['recipient'] });
    // Without a body, or with an empty one, it is the missing mail that answers.
    assertProblem(await t.api('POST', '/api/mail/outbox/15/resend', { token }), 404);
    assertProblem(await t.api('POST', '/api/mail/outbox/15/resend', { token, body: {} }), 404);
  });

  test('hidden operations are closed too; the admin pages ignore unknown parameters', async () => {
    assertProblem(await t.api('GET', '/api/openapi.json?x=1'), 400, { fields: ['x'] });
    const page = await t.api('GET', '/admin/clients?utm_source=mail&page=2');
    assert.ok(page.statusCode === 200 || page.statusCode === 503, `${page.statusCode} ${page.body}`);
    if (page.statusCode === 503) assertProblem(page, 503, { code: 'admin_not_built' });
  });
});
