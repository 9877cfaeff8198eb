import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createUser, systemActor } from '../users/service.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { countingHasher } from '../../testing/counting-hasher.js';
import { describeApi, type ApiResponse, type TestContext } from '../../testing/harness.js';
import { describeRedis } from '../../testing/redis.js';
import { hashOpaqueToken } from '../../shared/auth/tokens.js';
import { DEVICE_COOKIE } from './lib/cookies.js';

/*
 * Sign-in throttling over HTTP with real parallel requests, on each counter store: the database
 * (SQLite, PostgreSQL) and Redis. Limits in these suites: 3 failures per client, 6 per address,
 * 8 per account from clients without its device cookie, in a window of 60 s on a manual clock.
 */
const LIMITS = { loginMaxFailuresPerClient: 3, loginMaxFailuresPerIp: 6, loginMaxFailuresPerAccount: 8, loginFailureWindowSeconds: 60 };
const PASSWORD = 'amber-tiger-orchard-2026';
const spy = countingHasher();
// The Redis suites of both dialects share one key prefix: accounts and addresses are never reused.
const run = randomBytes(4).toString('hex');
let accounts = 0;
let addresses = 0;
/** A loopback address not used before in this file (127.0.0.1 is the harness's default). */
const newAddress = () => {
  const n = ++addresses;
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
const newEmail = () => `owner${++accounts}-${run}@test.example`;

interface From {
  from: string;
  cookie?: string;
  url?: '/api/auth/login' | '/api/auth/session';
}

async function signIn(t: TestContext, email: string, password: string, { from, cookie, url = '/api/auth/login' }: From): Promise<ApiResponse> {
  const response = (await t.app.inject({
    method: 'POST',
    url,
    payload: { email, password },
    remoteAddress: from,
    headers: cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {},
  })) as ApiResponse;
  response.data = response.body ? JSON.parse(response.body) : undefined;
  return response;
}

const deviceCookieOf = (response: ApiResponse) => response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

function statuses(responses: ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

function assertThrottled(responses: ApiResponse[], windowSeconds: number): void {
  const throttled = responses.filter((response) => response.statusCode === 429);
  assert.ok(throttled.length > 0);
  for (const response of throttled) {
    assertProblem(response, 429, { code: 'login_throttled' });
    const retryAfter = Number(response.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= windowSeconds, `Retry-After ${retryAfter}`);
  }
}

function throttlingSuite(t: TestContext, clock: ReturnType<typeof manualClock>): void {
  const owner = async () => {
    const email = newEmail();
    await createUser({ db: t.db, clock: t.app.clock, passwords: t.app.passwords, actor: systemActor('test') }, { email, password: PASSWORD, role: 'admin' });
    return email;
  };
  /** Signs the owner in once, as the owner's browser would, and returns its device cookie. */
  const knownDevice = async (email: string) => {
    const response = await signIn(t, email, PASSWORD, { from: newAddress() });
    assertStatus(response, 200);
    return deviceCookieOf(response)!.value;
  };

  test('60 parallel wrong passwords for one account: only the limit is checked, the rest are 429', async () => {
    const email = await owner();
    const from = newAddress();
    const before = spy.counts.verify;
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(t, email, `wrong-password-${i}`, { from })));
    assert.deepEqual(statuses(responses), { 401: 3, 429: 57 });
    assert.equal(spy.counts.verify - before, 3, 'argon2 verifications');
    assertThrottled(responses, 60);
    // Even the right password waits for the window: no oracle.
    assertProblem(await signIn(t, email, PASSWORD, { from }), 429, { code: 'login_throttled' });
  });

  test('150 parallel attempts for unknown accounts from one address stop at the address limit', async () => {
    const from = newAddress();
    const before = spy.counts.verifyAgainstNothing;
    const responses = await Promise.all(Array.from({ length: 150 }, () => signIn(t, newEmail(), 'guess-password-1', { from })));
    assert.deepEqual(statuses(responses), { 401: 6, 429: 144 });
    assert.equal(spy.counts.verifyAgainstNothing - before, 6, 'argon2 verifications');
    assertThrottled(responses, 60);
    // Another address is unaffected.
    assertStatus(await signIn(t, await owner(), PASSWORD, { from: newAddress() }), 200);
  });

  test('an address hammering an account does not lock the owner out from another address', async () => {
    const email = await owner();
    const attacker = newAddress();
    for (let i = 0; i < 3; i++) assertProblem(await signIn(t, email, `wrong-password-${i}`, { from: attacker }), 401);
    const hammering = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(t, email, `more-guesses-${i}`, { from: attacker })));
    assert.deepEqual(statuses(hammering), { 429: 40 });
    // The owner, from a second loopback address and without a device cookie.
    const ownerSignIn = await signIn(t, email, PASSWORD, { from: '127.0.0.2' });
    assertStatus(ownerSignIn, 200);
    assert.equal(typeof ownerSignIn.data.accessToken, 'string');
  });

  test('many addresses guessing one account are bounded by its budget; a known device still signs in', async () => {
    const email = await owner();
    const device = await knownDevice(email);
    const before = spy.counts.verify;
    // 20 addresses, 2 guesses each, all at once: 40 attempts against a budget of 8.
    const spread = Array.from({ length: 20 }, () => newAddress());
    const responses = await Promise.all(spread.flatMap((from) => [0, 1].map((i) => signIn(t, email, `distributed-${i}`, { from }))));
    assert.deepEqual(statuses(responses), { 401: 8, 429: 32 });
    assert.equal(spy.counts.verify - before, 8, 'argon2 verifications');
    assertThrottled(responses, 60);
    // New clients now wait for the window, even with the right password...
    assertProblem(await signIn(t, email, PASSWORD, { from: newAddress() }), 429, { code: 'login_throttled' });
    // ...but the owner's known device signs in, even from an attacker's address.
    assertStatus(await signIn(t, email, PASSWORD, { from: spread[0]!, cookie: device }), 200);
  });

  test('an attack that keeps the account budget spent does not keep the owner out: the reset link makes a known device (issue 28.11)', async () => {
    const email = await owner();
    const userId = (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    /** Each of four fresh addresses up to its own limit: 12 failures, past the account's budget of 8. */
    const attack = () => Promise.all(Array.from({ length: 4 }, () => newAddress()).flatMap((from) => [0, 1, 2].map((i) => signIn(t, email, `spread-${i}`, { from }))));
    await attack();
    const ownerAddress = newAddress();
    assertProblem(await signIn(t, email, PASSWORD, { from: ownerAddress }), 429, { code: 'login_throttled' });

    // The owner follows the mailed link (its token as the mail carries it) from the same browser.
    const secret = `throttle-test-reset-${randomBytes(16).toString('hex')}`;
    const now = clock.now();
    await t.db
      .insertInto('password_reset_tokens')
      .values({ user_id: userId, token_hash: hashOpaqueToken(secret), created_at: now.toISOString(), expires_at: new Date(now.getTime() + 60_000).toISOString() })
      .execute();
    const NEW_PASSWORD = 'quartz-heron-meadow-8080';
    const reset = (await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: secret, newPassword: NEW_PASSWORD }, remoteAddress: ownerAddress })) as ApiResponse;
    assertStatus(reset, 200);
    const device = deviceCookieOf(reset);
    assert.ok(device, 'completing the reset sets the device cookie');

    // The attack goes on and spends the budget again: new clients wait, the owner's browser does not.
    await attack();
    assertProblem(await signIn(t, email, NEW_PASSWORD, { from: newAddress() }), 429, { code: 'login_throttled' });
    assertStatus(await signIn(t, email, NEW_PASSWORD, { from: ownerAddress, cookie: device.value }), 200);
  });

  test('a known device is exempt from its address limit, and its own failures lock out only itself', async () => {
    const email = await owner();
    const device = await knownDevice(email);
    const shared = newAddress();
    // Someone else at the same address spends the address's limit on other accounts.
    for (let i = 0; i < 6; i++) assertProblem(await signIn(t, newEmail(), 'guess-password-1', { from: shared }), 401);
    assertProblem(await signIn(t, email, PASSWORD, { from: shared }), 429, { code: 'login_throttled' });
    assertStatus(await signIn(t, email, PASSWORD, { from: shared, cookie: device }), 200);

    const fresh = await knownDevice(email);
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(t, email, `stolen-device-${i}`, { from: newAddress(), cookie: fresh })));
    assert.deepEqual(statuses(guesses), { 401: 3, 429: 7 });
    assertProblem(await signIn(t, email, PASSWORD, { from: newAddress(), cookie: fresh }), 429, { code: 'login_throttled' });
    // Other clients are untouched by that device's failures.
    assertStatus(await signIn(t, email, PASSWORD, { from: newAddress() }), 200);
  });

  test('a device cookie for another account, tampered or expired counts as none', async () => {
    const email = await owner();
    const otherDevice = await knownDevice(await owner());
    const device = await knownDevice(email);
    const shared = newAddress();
    for (let i = 0; i < 6; i++) assertProblem(await signIn(t, newEmail(), 'guess-password-1', { from: shared }), 401);
    const tampered = `${device.slice(0, -2)}${device.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const cookie of [otherDevice, tampered, 'not-a-token']) {
      assertProblem(await signIn(t, email, PASSWORD, { from: shared, cookie }), 429, { code: 'login_throttled' });
    }
    assertStatus(await signIn(t, email, PASSWORD, { from: shared, cookie: device }), 200);
    // 180 days later (the cookie's lifetime) the device is a stranger again.
    const later = await knownDevice(email);
    clock.advance(180 * 86_400_000);
    const stranger = newAddress();
    for (let i = 0; i < 6; i++) assertProblem(await signIn(t, newEmail(), 'guess-password-1', { from: stranger }), 401);
    assertProblem(await signIn(t, email, PASSWORD, { from: stranger, cookie: later }), 429, { code: 'login_throttled' });
  });

  test('the device cookie is HttpOnly, Secure, SameSite=Strict and scoped to /api/auth', async () => {
    const email = await owner();
    for (const url of ['/api/auth/login', '/api/auth/session'] as const) {
      const response = await signIn(t, email, PASSWORD, { from: newAddress(), url });
      assertStatus(response, 200);
      const cookie = deviceCookieOf(response);
      assert.ok(cookie);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.secure, true);
      assert.equal(cookie.sameSite, 'Strict');
      assert.equal(cookie.path, '/api/auth');
      assert.equal(cookie.maxAge, 180 * 86_400);
    }
    const failed = await signIn(t, email, 'wrong-password-0', { from: newAddress() });
    assertProblem(failed, 401, { code: 'invalid_credentials' });
    assert.equal(deviceCookieOf(failed), undefined);
  });

  test('throttling ends with the window (no permanent lockout), and Retry-After counts down', async () => {
    const email = await owner();
    const from = newAddress();
    for (let i = 0; i < 3; i++) assertProblem(await signIn(t, email, `wrong-password-${i}`, { from, url: '/api/auth/session' }), 401);
    const blocked = await signIn(t, email, PASSWORD, { from, url: '/api/auth/session' });
    assertProblem(blocked, 429, { code: 'login_throttled' });
    assert.equal(blocked.headers['retry-after'], '60');
    clock.advance(45_000);
    assert.equal((await signIn(t, email, PASSWORD, { from })).headers['retry-after'], '15');
    clock.advance(15_000);
    assertStatus(await signIn(t, email, PASSWORD, { from }), 200);
  });

  test("a success forgets the client's failures against the account (not its address's)", async () => {
    const email = await owner();
    const from = newAddress();
    // 2 + 2 failures with a success between: past the client limit of 3 without it.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) assertProblem(await signIn(t, email, 'wrong-password-here', { from }), 401);
      assertStatus(await signIn(t, email, PASSWORD, { from }), 200);
    }
  });

  test('wrong current passwords in change-password count as failed sign-ins of that client', async () => {
    const email = await owner();
    const from = newAddress();
    const session = await signIn(t, email, PASSWORD, { from });
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        remoteAddress: from,
        headers: { authorization: `Bearer ${session.data.accessToken}` },
        payload: { currentPassword, newPassword: 'brand-new-lighthouse-77' },
      });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => change(`wrong-current-${i}`)));
    assert.deepEqual(statuses(responses as ApiResponse[]), { 400: 3, 429: 7 });
  });
}

/** A sign-in over a real socket, connecting from a given loopback address. */
function signInOverSocket(port: number, localAddress: string, email: string, password: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const clock = manualClock('2026-11-23T12:00:00.000Z');
describeApi('sign-in throttling, database counters', (t) => {
  throttlingSuite(t, clock);

  test('over real sockets: 127.0.0.3 hammers the account, the owner connects from 127.0.0.2 and signs in', async () => {
    const email = newEmail();
    await createUser({ db: t.db, clock: t.app.clock, passwords: t.app.passwords, actor: systemActor('test') }, { email, password: PASSWORD, role: 'staff' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const attacker = await Promise.all(Array.from({ length: 12 }, (_, i) => signInOverSocket(port, '127.0.0.3', email, `socket-guess-${i}`)));
    assert.deepEqual(statuses(attacker.map((statusCode) => ({ statusCode }) as ApiResponse)), { 401: 3, 429: 9 });
    assert.equal(await signInOverSocket(port, '127.0.0.3', email, PASSWORD), 429);
    assert.equal(await signInOverSocket(port, '127.0.0.2', email, PASSWORD), 200);
  });
}, {
  config: LIMITS,
  app: { passwords: spy.hasher, clock },
});

describeRedis('sign-in throttling, Redis counters', (redis) => {
  const redisClock = manualClock('2026-11-23T12:00:00.000Z');
  describeApi('with REDIS_URL', (t) => throttlingSuite(t, redisClock), {
    config: { ...LIMITS, redisUrl: redis.url, redisKeyPrefix: redis.prefix },
    app: { passwords: spy.hasher, clock: redisClock },
  });
});
