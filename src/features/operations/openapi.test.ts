import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ERROR_CODE_LIST } from '../../shared/error-codes.js';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

describeApi('API docs', (t) => {
  test('GET /api/openapi.json is a valid OpenAPI 3.1 document', async () => {
    const res = await t.api('GET', '/api/openapi.json');
    assertStatus(res, 200);
    assert.equal(res.data.openapi, '3.1.0');
    const result = await new Validator().validate(res.data);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2)?.slice(0, 3000));
  });

  test('every registered route is documented, tagged and states its security', async () => {
    const doc = (await t.api('GET', '/api/openapi.json')).data;
    const visible = t.app.routeCatalog.filter((route) => !route.hidden && route.method !== 'HEAD');
    assert.ok(visible.length >= 10, 'the catalog lists the routes');
    for (const route of visible) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = doc.paths?.[path]?.[route.method.toLowerCase()];
      assert.ok(operation, `${route.method} ${route.url} is missing from the OpenAPI document`);
      assert.ok(operation.tags?.length, `${route.method} ${route.url} has no tag`);
      assert.ok(operation.summary, `${route.method} ${route.url} has no summary`);
      assert.deepEqual(operation.security, route.public ? [] : [{ bearerAuth: [] }], `${route.method} ${route.url} security`);
    }
    assert.equal(doc.components.securitySchemes.bearerAuth.scheme, 'bearer');
  });

  test('the problem schema publishes every registered error code', async () => {
    const doc = (await t.api('GET', '/api/openapi.json')).data;
    const problem = doc.components.schemas.ProblemDetails ?? Object.values(doc.components.schemas).find((schema: any) => schema.title === 'ProblemDetails'); // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.ok(problem, 'ProblemDetails is in the document');
    assert.deepEqual([...problem.properties.code.enum].sort(), [...ERROR_CODE_LIST].sort());
  });

  test('every operation has an operationId, unique in the document', async () => {
    const doc = (await t.api('GET', '/api/openapi.json')).data;
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, operation]) => ({ at: `${method} ${path}`, id: operation.operationId })),
    );
    assert.ok(operations.length >= 10, 'the document lists the operations');
    for (const operation of operations) assert.match(operation.id ?? '', /^[a-z][A-Za-z0-9]*$/, `${operation.at} operationId`);
    const seen = new Map<string, string>();
    for (const operation of operations) {
      assert.ok(!seen.has(operation.id!), `${operation.at} and ${seen.get(operation.id!)} share the operationId ${operation.id}`);
      seen.set(operation.id!, operation.at);
    }
    assert.equal(seen.get('getPost'), 'get /api/blog/admin/{id}', "an operation's id is its file's name");
  });

  test('the document names its server (the origin of ADMIN_URL) and a license', async () => {
    const doc = (await t.api('GET', '/api/openapi.json')).data;
    assert.deepEqual(
      doc.servers.map((server: { url: string }) => server.url),
      [new URL(t.app.config.adminUrl).origin],
    );
    assert.ok(doc.info.license.name);
  });

  test('the interactive docs page is served at /api/docs', async () => {
    const res = await t.api('GET', '/api/docs/');
    assertStatus(res, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    // Its own policy (hashes of its inline scripts) still refuses framing.
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.doesNotMatch(String(res.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
  });

  test('the health endpoints answer without a token', async () => {
    const live = await t.api('GET', '/healthz');
    assertStatus(live, 200);
    assert.deepEqual(live.data, { status: 'ok' });
    const ready = await t.api('GET', '/readyz');
    assertStatus(ready, 200);
    assert.deepEqual(ready.data, { status: 'ready', database: t.dialect, checks: { database: 'up' } });
  });
});
