/*
 * Issue 32 item 4: one client never sees or touches another's affairs. Every /api/portal/
 * operation of the OpenAPI document has a case here, run as client B against client A: an
 * operation naming a record in its path gets A's id and must answer 404; one without ids must
 * answer B's own affairs with nothing of A's in them, and change nothing of A's. A portal operation
 * added without a case fails the first test.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { SoftAuthenticator } from '../../testing/webauthn.js';

interface Party {
  id: number;
  email: string;
  token: string;
}

interface World {
  a: Party;
  b: Party;
  /** Texts only A's affairs contain: none may appear in an answer to B. */
  markersOfA: string[];
}

type Case =
  /** Sign-in operations: public, they take an email or a secret, never a client's id (sign-in.test.ts). */
  | { kind: 'sign-in' }
  /** Runs as B; fails on anything of A's in the answer or changed. */
  | { kind: 'own'; run: (t: TestContext, world: World) => Promise<void> }
  /** Names a record in its path (a passkey, a document...): B asking with A's record's URL gets 404. */
  | { kind: 'record'; urlOfA: (t: TestContext, world: World) => Promise<string>; body?: unknown };

async function answersOnlyB(t: TestContext, world: World, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<void> {
  const res = await t.api(method, url, { token: world.b.token, body });
  assert.ok(res.statusCode < 300, `${method} ${url} as B: ${res.statusCode} ${res.body}`);
  for (const marker of world.markersOfA) assert.ok(!res.body.includes(marker), `${method} ${url} answered B with A's ${marker}`);
}

const CASES: Record<string, Case> = {
  'POST /api/portal/auth/link': { kind: 'sign-in' },
  'POST /api/portal/auth/verify': { kind: 'sign-in' },
  'POST /api/portal/auth/refresh': { kind: 'sign-in' },
  'GET /api/portal/me': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'GET', '/api/portal/me') },
  'PUT /api/portal/me': {
    kind: 'own',
    run: async (t, world) => {
      await answersOnlyB(t, world, 'PUT', '/api/portal/me', { phone: '010-9999-0000', address: 'B street' });
      const a = (await t.api('GET', '/api/portal/me', { token: world.a.token })).data;
      assert.deepEqual([a.phone, a.address], ['010-7777-1111', 'A street 1'], "B's edit changed A");
    },
  },
  'GET /api/portal/deadlines': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'GET', '/api/portal/deadlines') },
  'GET /api/portal/filings': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'GET', '/api/portal/filings') },
  'GET /api/portal/engagements': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'GET', '/api/portal/engagements') },
  'GET /api/portal/invoices': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'GET', '/api/portal/invoices') },
  'GET /api/portal/document-requests': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'GET', '/api/portal/document-requests') },
  'GET /api/portal/documents': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'GET', '/api/portal/documents') },
  'GET /api/portal/documents/{id}/content': { kind: 'record', urlOfA: async (t, world) => `/api/portal/documents/${await documentOfA(t, world)}/content` },
  'POST /api/portal/document-requests/{id}/files': {
    kind: 'record',
    urlOfA: async (t, world) => `/api/portal/document-requests/${await requestOfA(t, world)}/files`,
  },
  'POST /api/portal/auth/passkey/options': { kind: 'sign-in' },
  'POST /api/portal/auth/passkey': { kind: 'sign-in' },
  'POST /api/portal/passkeys/registration': { kind: 'own', run: (t, world) => answersOnlyB(t, world, 'POST', '/api/portal/passkeys/registration') },
  'POST /api/portal/passkeys': {
    kind: 'own',
    run: async (t, world) => {
      // B's answer to A's registration options never lands on A (nor on B).
      const optionsOfA = (await t.api('POST', '/api/portal/passkeys/registration', { token: world.a.token })).data;
      const credential = new SoftAuthenticator(new URL(t.app.config.portalUrl).origin).create(optionsOfA);
      assertStatus(await t.api('POST', '/api/portal/passkeys', { token: world.b.token, body: { name: 'B', credential } }), 400);
      const optionsOfB = (await t.api('POST', '/api/portal/passkeys/registration', { token: world.b.token })).data;
      const own = new SoftAuthenticator(new URL(t.app.config.portalUrl).origin).create(optionsOfB);
      await answersOnlyB(t, world, 'POST', '/api/portal/passkeys', { name: 'B phone', credential: own });
    },
  },
  'GET /api/portal/passkeys': {
    kind: 'own',
    run: async (t, world) => {
      await passkeyOfA(t, world);
      await answersOnlyB(t, world, 'GET', '/api/portal/passkeys');
    },
  },
  'GET /api/portal/invoices/{id}': { kind: 'record', urlOfA: async (t, world) => (await invoiceOfA(t, world)).replace(/\/pdf$/, '') },
  'GET /api/portal/invoices/{id}/pdf': { kind: 'record', urlOfA: (t, world) => invoiceOfA(t, world) },
  'PUT /api/portal/passkeys/{id}': { kind: 'record', urlOfA: (t, world) => passkeyOfA(t, world), body: { name: 'Renamed by B' } },
  'DELETE /api/portal/passkeys/{id}': { kind: 'record', urlOfA: (t, world) => passkeyOfA(t, world) },
  // Engagement letters (issue 34): A's contract with a letter sent; B gets 404 for each.
  'GET /api/portal/engagements/{id}/letter': { kind: 'record', urlOfA: async (t, world) => `/api/portal/engagements/${await letterOfA(t, world)}/letter` },
  'GET /api/portal/engagements/{id}/letter/pdf': { kind: 'record', urlOfA: async (t, world) => `/api/portal/engagements/${await letterOfA(t, world)}/letter/pdf` },
  'POST /api/portal/engagements/{id}/sign': {
    kind: 'record',
    urlOfA: async (t, world) => `/api/portal/engagements/${await letterOfA(t, world)}/sign`,
    body: { fullName: 'Bravo', consent: true, sha256: '0'.repeat(64) },
  },
  'POST /api/portal/engagements/{id}/decline': { kind: 'record', urlOfA: async (t, world) => `/api/portal/engagements/${await letterOfA(t, world)}/decline`, body: { reason: 'Declined by B' } },
  // Last: they end B's sessions (A's must survive).
  'DELETE /api/portal/auth/session': {
    kind: 'own',
    run: async (t, world) => {
      assertStatus(await t.api('DELETE', '/api/portal/auth/session', { token: world.b.token }), 204);
      assertStatus(await t.api('GET', '/api/portal/me', { token: world.a.token }), 200);
      world.b.token = (await portalSignIn(t, await freshLink(t, world.b.email))).accessToken;
    },
  },
  'DELETE /api/portal/auth/sessions': {
    kind: 'own',
    run: async (t, world) => {
      assertStatus(await t.api('DELETE', '/api/portal/auth/sessions', { token: world.b.token }), 204);
      assertStatus(await t.api('GET', '/api/portal/me', { token: world.a.token }), 200);
    },
  },
};

/** A schedule, an open filing, an engagement, an invoice and a document request of a client, named after it. */
async function affairsOf(t: TestContext, clientId: number, name: string): Promise<void> {
  const token = await t.token();
  const records: Array<[string, Record<string, unknown>]> = [
    ['/api/taxfilingschedule', { clientId, taxType: `${name.toUpperCase()}-TAX`, dueDate: '2026-12-24' }],
    ['/api/taxfiling', { clientId, taxType: `${name.toUpperCase()}-TAX`, taxYear: 2026, dueDate: '2027-01-31' }],
    ['/api/contract', { clientId, title: `${name} engagement`, feeType: 'fixed', startDate: '2027-01-01' }],
    ['/api/revenue-tracking', { clientId, description: `${name} invoice`, amount: 120.5, invoiceDate: '2026-11-02' }],
    [`/api/client/${clientId}/document-requests`, { title: `${name} documents request`, dueDate: '2027-01-15' }],
  ];
  for (const [url, body] of records) assertStatus(await t.api('POST', url, { token, body }), 201);
}

/** A passkey of A's (added once), as a URL: B must get 404 for it, and A keeps it. */
async function passkeyOfA(t: TestContext, world: World): Promise<string> {
  const listed = (await t.api('GET', '/api/portal/passkeys', { token: world.a.token })).data.items as Array<{ id: number; name: string }>;
  const found = listed.find((item) => item.name === 'Alpha passkey');
  if (found) return `/api/portal/passkeys/${found.id}`;
  const options = (await t.api('POST', '/api/portal/passkeys/registration', { token: world.a.token })).data;
  const credential = new SoftAuthenticator(new URL(t.app.config.portalUrl).origin).create(options);
  const added = await t.api('POST', '/api/portal/passkeys', { token: world.a.token, body: { name: 'Alpha passkey', credential } });
  assertStatus(added, 201);
  return `/api/portal/passkeys/${added.data.id}`;
}

/** A's contract with an engagement letter sent (once): its id. */
async function letterOfA(t: TestContext, world: World): Promise<number> {
  const token = await t.token();
  const contracts = (await t.api('GET', `/api/contract/client/${world.a.id}`, { token })).data.items as Array<{ id: number; title: string }>;
  const contract = contracts.find((item) => item.title === 'Alpha engagement')!;
  if ((await t.api('GET', `/api/contract/${contract.id}/engagement-letter`, { token })).statusCode === 200) return contract.id;
  const template = await t.api('POST', '/api/engagement-letter-templates', { token, body: { name: 'Isolation letter', bodies: { en: 'Dear {{client.name}}' } } });
  assertStatus(template, 201);
  assertStatus(await t.api('POST', `/api/contract/${contract.id}/engagement-letter`, { token, body: { templateId: template.data.id } }), 201);
  return contract.id;
}

/** A's document request (its affairs hold one). */
async function requestOfA(t: TestContext, world: World): Promise<number> {
  const listed = await t.api('GET', '/api/portal/document-requests', { token: world.a.token });
  return (listed.data.items as Array<{ id: number }>)[0]!.id;
}

/** A document the firm shared with A, as its id. */
async function documentOfA(t: TestContext, world: World): Promise<number> {
  const boundary = 'isolation-boundary';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="visibleToClient"\r\n\r\ntrue\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Alpha letter.txt"\r\nContent-Type: text/plain\r\n\r\nAlpha letter\n\r\n--${boundary}--\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/client/${world.a.id}/documents`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${await t.token()}` },
  });
  assert.equal(res.statusCode, 201, res.body);
  return JSON.parse(res.body).id;
}

/** A's invoice as its PDF's URL: B must get 404 for it. */
async function invoiceOfA(t: TestContext, world: World): Promise<string> {
  const listed = (await t.api('GET', '/api/portal/invoices', { token: world.a.token })).data.items as Array<{ id: number }>;
  assert.ok(listed[0], 'A has an invoice');
  return `/api/portal/invoices/${listed[0].id}/pdf`;
}

async function freshLink(t: TestContext, email: string): Promise<string> {
  assertStatus(await t.api('POST', '/api/portal/auth/link', { body: { email } }), 202);
  return email;
}

describeApi('the client portal: client B never reaches client A', (t) => {
  test('every /api/portal/ operation of the document has an isolation case', async () => {
    const document = (await t.api('GET', '/api/openapi.json')).data as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/portal/'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    assert.ok(operations.length >= 7, `only ${operations.length} portal operations`);
    assert.deepEqual(operations.filter((operation) => !CASES[operation]), [], 'portal operations without an isolation case');
    assert.deepEqual(Object.keys(CASES).filter((operation) => !operations.includes(operation)), [], 'cases of operations that no longer exist');
    // Every portal operation outside sign-in takes a portal token: staff and anonymous callers are refused.
    for (const [operation, entry] of Object.entries(CASES)) {
      if (entry.kind === 'sign-in') continue;
      const [method, path] = operation.split(' ') as ['GET', string];
      assertStatus(await t.api(method, path.replace(/\{\w+\}/g, '1'), { token: await t.token('admin') }), 401);
    }
  });

  test("as client B, each operation answers B's own affairs and nothing of A's", async () => {
    const a = await invitedClient(t, { name: 'Alpha Marker Client', phone: '010-7777-1111', address: 'A street 1' });
    const b = await invitedClient(t, { name: 'Bravo Client' });
    const world: World = {
      a: { ...a, token: (await portalSignIn(t, a.email)).accessToken },
      b: { ...b, token: (await portalSignIn(t, b.email)).accessToken },
      markersOfA: ['Alpha passkey', 'Alpha Marker Client', a.email, '010-7777-1111', 'A street 1', 'ALPHA-TAX', 'Alpha engagement', 'Alpha invoice', 'Alpha documents request', 'Alpha letter'],
    };
    await affairsOf(t, a.id, 'Alpha');
    await affairsOf(t, b.id, 'Bravo');
    for (const [operation, entry] of Object.entries(CASES)) {
      if (entry.kind === 'own') await entry.run(t, world).catch((error: Error) => assert.fail(`${operation}: ${error.message}`));
      if (entry.kind === 'record') {
        const url = await entry.urlOfA(t, world);
        const res = await t.api(operation.split(' ')[0], url, { token: world.b.token, body: entry.body });
        assert.equal(res.statusCode, 404, `${operation} as B with A's ${url}: ${res.statusCode} ${res.body}`);
      }
    }
    const letterOfAlpha = (await t.api('GET', `/api/portal/engagements/${await letterOfA(t, world)}/letter`, { token: world.a.token })).data;
    assert.equal(letterOfAlpha.status, 'sent', "B's calls changed A's letter");
    const passkeysOfA = (await t.api('GET', '/api/portal/passkeys', { token: world.a.token })).data.items as Array<{ name: string }>;
    assert.deepEqual(passkeysOfA.map((item) => item.name), ['Alpha passkey'], "B's calls changed A's passkeys");
  });
});
