import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
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

  test('the interactive docs page is served at /api/docs', async () => {
    const res = await t.api('GET', '/api/docs/');
    assertStatus(res, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
  });

  test('the health endpoints answer without a token', async () => {
    const live = await t.api('GET', '/healthz');
    assertStatus(live, 200);
    assert.deepEqual(live.data, { status: 'ok' });
    const ready = await t.api('GET', '/readyz');
    assertStatus(ready, 200);
    assert.deepEqual(ready.data, { status: 'ready', database: t.dialect });
  });
});
