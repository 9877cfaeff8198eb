import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { buildAdmin } from '../../../scripts/build-admin.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

before(async () => {
  await buildAdmin();
});

describeApi('admin interface files', (t) => {
  test('/admin/ serves the app without a token, never cached, under a strict content security policy', async () => {
    const res = await t.api('GET', '/admin/');
    assertStatus(res, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    assert.match(res.body, /<div id="root"><\/div>/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers['content-security-policy']), /script-src 'self'/);
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    // Issue 28.9: styles and fonts from this server only; helmet's defaults allowed any https origin
    // and inline styles, a way out for an injected page to exfiltrate by CSS.
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /style-src 'self'(;|$)/);
    assert.match(csp, /font-src 'self' data:(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|(style|font)-src[^;]*https:/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal((await t.api('GET', '/admin')).headers.location, '/admin/');
  });

  test('deep links load the app; hashed assets are cached for a year; a missing asset is 404, not HTML', async () => {
    const deep = await t.api('GET', '/admin/inquiries/5');
    assertStatus(deep, 200);
    assert.match(deep.body, /<div id="root">/);
    const script = /src="\/admin\/(assets\/[^"]+\.js)"/.exec(deep.body)?.[1];
    assert.ok(script, 'index.html names its script');
    const asset = await t.api('GET', `/admin/${script}`);
    assertStatus(asset, 200);
    assert.match(String(asset.headers['content-type']), /javascript/);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.doesNotMatch(asset.body, /jsxDEV/, 'the production bundle, even when built by the test runner');
    assertProblem(await t.api('GET', '/admin/assets/missing-123.js'), 404);
    assertProblem(await t.api('GET', '/admin/assets/../../package.json'), 404);
  });
});

const notBuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-admin-'));

describeApi(
  'admin interface not built',
  (t) => {
    test('every admin page answers 503 admin_not_built naming the command; the API still works', async () => {
      assertProblem(await t.api('GET', '/admin/'), 503, { code: 'admin_not_built' });
      const deep = await t.api('GET', '/admin/clients/4');
      assertProblem(deep, 503, { code: 'admin_not_built' });
      assert.match(deep.data.detail, /npm run build:admin/);
      assertStatus(await t.api('GET', '/healthz'), 200);
    });
  },
  { config: { adminDistDir: notBuilt } },
);
