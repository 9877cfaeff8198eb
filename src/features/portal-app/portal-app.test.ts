import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { buildPortal } from '../../../scripts/build-portal.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

before(async () => {
  await buildPortal();
});

describeApi('client portal app files', (t) => {
  test('/portal/ serves the app without a token, never cached, under a content security policy of its own', async () => {
    const res = await t.api('GET', '/portal/');
    assertStatus(res, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    assert.match(res.body, /<div id="root"><\/div>/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "connect-src 'self'", "base-uri 'none'", "object-src 'none'", "frame-ancestors 'none'", "form-action 'self'", 'frame-src blob:']) {
      assert.ok(csp.split('; ').includes(directive), `${directive} in ${csp}`);
    }
    assert.doesNotMatch(csp, /unsafe-inline|https:/);
    // Frames: a letter's PDF from a blob: URL the page made, nothing else (issue 34.6).
    assert.deepEqual(csp.split('; ').filter((directive) => /^(frame|child)-src /.test(directive)), ['frame-src blob:']);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal((await t.api('GET', '/portal')).headers.location, '/portal/');
    // The admin keeps the common policy; the two apps are two bundles.
    const admin = await t.api('GET', '/admin/');
    if (admin.statusCode === 200) {
      assert.notEqual(admin.headers['content-security-policy'], res.headers['content-security-policy']);
      assert.notEqual(/src="([^"]+\.js)"/.exec(admin.body)?.[1], /src="([^"]+\.js)"/.exec(res.body)?.[1]);
    }
  });

  test('a sign-in link opens the app (the token is in the fragment, which never reaches the server); deep links load it; assets are cached for a year', async () => {
    const deep = await t.api('GET', '/portal/invoices?utm_source=mail');
    assertStatus(deep, 200);
    assert.match(deep.body, /<div id="root">/);
    const script = /src="\/portal\/(assets\/[^"]+\.js)"/.exec(deep.body)?.[1];
    assert.ok(script, 'index.html names its script under /portal/assets/');
    const asset = await t.api('GET', `/portal/${script}`);
    assertStatus(asset, 200);
    assert.match(String(asset.headers['content-type']), /javascript/);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.doesNotMatch(asset.body, /jsxDEV/, 'the production bundle, even when built by the test runner');
    assertProblem(await t.api('GET', '/portal/assets/missing-123.js'), 404);
    assertProblem(await t.api('GET', '/portal/assets/../../package.json'), 404);
  });
});

const notBuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-portal-'));

describeApi(
  'client portal app not built',
  (t) => {
    test('every portal page answers 503 portal_not_built naming the command; the API still works', async () => {
      assertProblem(await t.api('GET', '/portal/'), 503, { code: 'portal_not_built' });
      const deep = await t.api('GET', '/portal/deadlines');
      assertProblem(deep, 503, { code: 'portal_not_built' });
      assert.match(deep.data.detail, /npm run build:portal/);
      assertStatus(await t.api('POST', '/api/portal/auth/link', { body: { email: 'nobody@example.com' } }), 202);
    });
  },
  { config: { portalDistDir: notBuilt } },
);
