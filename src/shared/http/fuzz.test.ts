/*
 * Property-based fuzzing of every operation in the OpenAPI document: valid, boundary and hostile
 * values for each parameter and body field, sent with an admin's token. No answer may be a 5xx,
 * and every error must be problem+json. Runs fixed seeds (only those under CI=true) and a random one
 * (printed); replay a failure with FUZZ_SEED=<seed> (FUZZ_RUNS=<runs per operation and seed> for a longer run).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertStatus } from '../../testing/assertions.js';
import { CI } from '../../testing/environment.js';
import { describeApi } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { operationsOf, requestsFor, type FuzzRequest, type Operation } from '../../testing/openapi-fuzz.js';

// CI replays fixed seeds so that its verdict is reproducible; a developer's run adds a random seed
// to explore further. A seed that once found a bug joins the fixed list.
const FIXED_SEEDS = [20_261_123, 1_493_848_567];
const seeds = process.env.FUZZ_SEED
  ? [Number(process.env.FUZZ_SEED)]
  : CI
    ? FIXED_SEEDS
    : [...FIXED_SEEDS, Math.floor(Math.random() * 2 ** 31)];
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

/** Operations whose every call costs a password hash: fewer runs keep the test bounded. */
const HASHING = /^(POST \/api\/auth\/(login|session|change-password|reset-password)|POST \/api\/users|PUT \/api\/users\/\{id\}\/password)/;

function describeRequest(request: FuzzRequest): string {
  return `${request.method} ${request.url.slice(0, 300)}${request.payload === undefined ? '' : ` ${request.payload.slice(0, 300)}`}`;
}

describeApi('fuzzing every operation of the OpenAPI document', (t) => {
  test(`no 5xx and only problem+json errors (seeds ${seeds.join(', ')}; replay with FUZZ_SEED)`, async (context) => {
    context.diagnostic(`fuzz seeds: ${seeds.join(', ')} (replay one with FUZZ_SEED=<seed>)`);
    const document = (await t.api('GET', '/api/openapi.json')).data;
    const operations: Operation[] = operationsOf(document);
    assert.ok(operations.length > 100, `only ${operations.length} operations in the document`);

    const admin = await t.signup('admin');
    let token = (await t.login(admin.email, admin.password)).accessToken;
    // The fuzzer may end its own session (sign-out, password change): sign in again from another
    // address, so throttling of the fuzzed sign-ins does not refuse it.
    const signInAgain = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.2', payload: { email: admin.email, password: admin.password } });
      if (res.statusCode === 200) token = res.json().accessToken;
    };

    // The portal's operations answer a client's token only; with the admin's they stop at 401 and
    // their parameters and bodies were never fuzzed. They get a signed-in client's token, and a
    // new client signs in when the fuzzer ends that session (sign-out, sign out everywhere).
    const PORTAL = /^[A-Z]+ \/api\/portal\/(?!auth\/)/;
    // A new client each time, invited with the fuzzer's own admin token: the fuzzer may have ended
    // the harness's cached session, or deleted an earlier client (its ids are small numbers).
    let portalClients = 0;
    const portalSession = async () => {
      const email = `fuzzed-portal-${++portalClients}@example.com`;
      const create = () => t.api('POST', '/api/client', { token, body: { name: `Fuzzed portal client ${portalClients}`, clientType: 'individual', email } });
      let created = await create();
      if (created.statusCode === 401) {
        await signInAgain();
        created = await create();
      }
      assertStatus(created, 201);
      assertStatus(await t.api('POST', `/api/client/${created.data.id}/portal-invitation`, { token }), 202);
      return (await portalSignIn(t, email)).accessToken;
    };
    let portalToken = await portalSession();
    const portalOperations = new Set<string>();
    const portalReached = new Set<string>();

    let requests = 0;
    const statuses = new Map<number, number>();
    for (const seed of seeds) {
      for (const [index, operation] of operations.entries()) {
        const name = `${operation.method} ${operation.path}`;
        const portal = PORTAL.test(name);
        if (portal) portalOperations.add(name);
        await fc.assert(
          fc.asyncProperty(requestsFor(operation), async (request) => {
            requests++;
            const res = await t.app.inject({
              method: request.method as 'GET',
              url: request.url,
              headers: { authorization: `Bearer ${portal ? portalToken : token}`, ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }) },
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (portal && res.statusCode !== 401) portalReached.add(name);
            const where = `${describeRequest(request)} -> ${res.statusCode} ${res.body.slice(0, 400)}`;
            assert.ok(res.statusCode < 500, where);
            if (res.statusCode >= 400) {
              assert.match(String(res.headers['content-type']), /^application\/problem\+json/, where);
              const problem = res.json();
              assert.equal(problem.status, res.statusCode, where);
              assert.equal(typeof problem.code, 'string', where);
            }
            if (res.statusCode === 401 && portal) portalToken = await portalSession();
            else if (res.statusCode === 401 && !HASHING.test(name)) await signInAgain();
          }),
          {
            seed: seed + index,
            numRuns: HASHING.test(name) ? Math.ceil(RUNS / 4) : RUNS,
            endOnFailure: true,
            includeErrorInReport: true,
          },
        ).catch((error: Error) => {
          throw new Error(`${name} (FUZZ_SEED=${seed}): ${error.message}`);
        });
      }
    }
    context.diagnostic(`${requests} requests; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    assert.ok(portalOperations.size >= 20, `only ${portalOperations.size} portal operations`);
    assert.deepEqual([...portalOperations].filter((name) => !portalReached.has(name)), [], 'portal operations the fuzzer never got past sign-in');
    // A fuzzer that only ever hears 400 or 401 tests nothing: the valid share must reach the handlers.
    assert.ok((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0) > requests / 10, 'too few requests succeeded');
  });

  /*
   * Upload routes (config.fileUpload) read multipart/form-data, which the JSON fuzzer above never
   * sends: here they get hostile forms, built from random parts (the expected names and others,
   * file names with paths and control characters, random bytes, bodies cut anywhere, boundaries
   * that lie), with the path's ids of real records so the handlers are reached. No 5xx, every error
   * problem+json, and nothing staged is left behind.
   */
  test(`multipart forms on every upload route: no 5xx, only problem+json errors (seeds ${seeds.join(', ')})`, async () => {
    const uploads = t.app.routeCatalog.filter((route) => route.fileUpload && !route.hidden && route.method === 'POST');
    assert.ok(uploads.length >= 2, `only ${uploads.length} upload routes`);
    const staffToken = await t.token('admin');
    const client = await invitedClient(t);
    const request = await t.api('POST', `/api/client/${client.id}/document-requests`, { token: staffToken, body: { title: 'Fuzzed', dueDate: '2027-01-31' } });
    const portalToken = (await portalSignIn(t, client.email)).accessToken;
    const idFor = (url: string) => (url.includes('document-requests') ? request.data.id : client.id);
    const part = fc.record({
      name: fc.constantFrom('file', 'visibleToClient', 'files', '__proto__', 'x'.repeat(120)),
      fileName: fc.option(fc.constantFrom('a.pdf', '../../etc/passwd', 'x\u0000y.txt', '%0D%0A.pdf', '가'.repeat(300), ''), { nil: undefined }),
      content: fc.oneof(fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), fc.constantFrom(Buffer.from('%PDF-1.7\n%%EOF\n'), Buffer.from('true'), Buffer.from('<svg onload=x>'))),
    });
    const form = fc.record({ parts: fc.array(part, { maxLength: 12 }), cut: fc.option(fc.nat(), { nil: undefined }), boundary: fc.constantFrom('b0undary', 'x', '') });
    for (const seed of seeds) {
      for (const [index, route] of uploads.entries()) {
        await fc.assert(
          fc.asyncProperty(form, async ({ parts, cut, boundary }) => {
            const chunks = parts.map(({ name, fileName, content }) =>
              Buffer.concat([
                Buffer.from(`--b0undary\r\nContent-Disposition: form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}\r\n\r\n`),
                content,
                Buffer.from('\r\n'),
              ]),
            );
            let payload = Buffer.concat([...chunks, Buffer.from('--b0undary--\r\n')]);
            if (cut !== undefined) payload = payload.subarray(0, cut % (payload.length + 1));
            const res = await t.app.inject({
              method: 'POST',
              url: route.url.replace(':id', String(idFor(route.url))),
              headers: { authorization: `Bearer ${route.principal === 'portal' ? portalToken : staffToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
              payload,
            });
            const where = `${route.url} ${payload.subarray(0, 300).toString()} -> ${res.statusCode} ${res.body.slice(0, 400)}`;
            assert.ok(res.statusCode < 500, where);
            if (res.statusCode >= 400) assert.match(String(res.headers['content-type']), /^application\/problem\+json/, where);
          }),
          { seed: seed + index, numRuns: RUNS * 4, endOnFailure: true, includeErrorInReport: true },
        );
      }
    }
    const store = t.app.config.documents.store;
    if (store.kind === 'local') {
      const staging = `${store.directory}/.staging`;
      assert.deepEqual(fs.existsSync(staging) ? fs.readdirSync(staging) : [], [], 'nothing staged is left behind');
    }
  });
});
