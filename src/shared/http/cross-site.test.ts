/*
 * Issue 28.9: every operation a session cookie authenticates (or that sets one) refuses a request a
 * page of another site made, whatever else it carries. The operations are found in the OpenAPI
 * document (those answering `cross_site_request`), so a new cookie operation without a case here
 * fails the first assertion. Each case sends a body its schema accepts, so the refusal, not the
 * validator, answers; without the hostile headers the same request is not refused as cross-site.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

const b64 = (text: string) => Buffer.from(text).toString('base64url');
/** Shaped as a browser's passkey answer; it signs nothing (the refusal comes before it is read). */
const credential = {
  id: b64('credential-id'),
  rawId: b64('credential-id'),
  type: 'public-key',
  response: { clientDataJSON: b64('{}'), authenticatorData: b64('data'), signature: b64('signature') },
  clientExtensionResults: {},
};

const CASES: Record<string, unknown> = {
  'POST /api/auth/session': { email: 'someone@example.com', password: 'a-password-of-someone' },
  'POST /api/auth/session/mfa': { mfaToken: 'mfa-token-of-nobody', code: '123456' },
  'POST /api/auth/session/passkey': { credential },
  'POST /api/auth/session/refresh': undefined,
  'DELETE /api/auth/session': undefined,
  'POST /api/portal/auth/verify': { token: 'sign-in-token-of-nobody' },
  'POST /api/portal/auth/refresh': { refreshToken: 'refresh-token-of-nobody' },
  'POST /api/portal/auth/passkey': { credential },
};

const HOSTILE: Array<Record<string, string>> = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site', origin: 'https://sub.example-tax.com' },
];

describeApi('cookie operations refuse other sites', (t) => {
  test('every cookie operation of the document: 403 cross_site_request from another site, not refused so without', async () => {
    const document = (await t.api('GET', '/api/openapi.json')).data as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => JSON.stringify(operation).includes('cross_site_request') || /another site/i.test(JSON.stringify(operation)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    assert.deepEqual(operations.sort(), Object.keys(CASES).sort(), 'cookie operations and their cases');
    for (const [operation, body] of Object.entries(CASES)) {
      const [method, url] = operation.split(' ') as ['POST' | 'DELETE', string];
      for (const headers of HOSTILE) {
        const res = await t.api(method, url, { body, headers });
        assertProblem(res, 403, { code: 'cross_site_request' });
        assert.equal(res.headers['set-cookie'], undefined, `${operation}: no cookie set or cleared`);
      }
      const plain = await t.api(method, url, { body, headers: { origin: new URL(t.app.config.adminUrl).origin, 'sec-fetch-site': 'same-origin' } });
      assert.notEqual(plain.statusCode, 403, `${operation} from the admin's own origin: ${plain.body}`);
      assert.ok(plain.statusCode < 500, `${operation}: ${plain.statusCode}`);
    }
  });
});
