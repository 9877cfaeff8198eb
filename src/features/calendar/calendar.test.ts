import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import ICAL from 'ical.js';
import { hashOpaqueToken } from '../../shared/auth/tokens.js';
import { assertEvery, assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { capturedLog } from '../../testing/log-capture.js';

const START = '2026-11-23T09:00:00.000Z';
const clock = manualClock(START);
const log = capturedLog();
/** Needs every character iCalendar escapes, non-ASCII, and enough length to be folded. */
const HARD_NAME = '김민준 (Kim, Minjun; "Tax\\Advisory") 세무 상담 고객 — 아주 긴 이름으로 줄 접기를 시험합니다';

function pathOf(url: string): string {
  return new URL(url).pathname;
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    start: event.getFirstPropertyValue('dtstart') as ICAL.Time,
    stamp: event.getFirstPropertyValue('dtstamp'),
    url: String(event.getFirstPropertyValue('url')),
  }));
}

async function seed(t: TestContext) {
  const token = await t.token('admin');
  const client = async (name: string) => (await t.api('POST', '/api/client', { token, body: { name, clientType: 'individual' } })).data.id as number;
  const hard = await client(HARD_NAME);
  const plain = await client('Lee Seoyeon');
  const gone = await client('Deleted Client');
  const schedule = async (clientId: number, dueDate: string) =>
    (await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId, taxType: 'VAT', period: '2026-Q4', dueDate } })).data.id as number;
  const filing = async (clientId: number, dueDate: string, status: string) =>
    (await t.api('POST', '/api/taxfiling', { token, body: { clientId, taxType: 'Income tax', taxYear: 2026, status, dueDate, ...(status === 'filed' ? { filedAt: '2026-11-01T00:00:00.000Z' } : {}) } })).data.id as number;
  const ids = {
    overdueSchedule: await schedule(hard, '2026-11-10'),
    futureSchedule: await schedule(plain, '2027-01-25'),
    openFiling: await filing(plain, '2026-12-01', 'in_progress'),
    filedFiling: await filing(hard, '2026-10-31', 'filed'),
    farFuture: await schedule(plain, '2030-01-01'),
    ofDeleted: await schedule(gone, '2026-12-15'),
  };
  assertStatus(await t.api('DELETE', `/api/client/${gone}`, { token }), 204);
  return { ...ids, hard, plain };
}

describeApi(
  'calendar feed',
  (t) => {
    let ids: Awaited<ReturnType<typeof seed>>;
    beforeEach(async () => {
      clock.set(START);
      ids ??= await seed(t);
    });

    test('a feed URL is made once, stored hashed, and serves the deadlines as iCalendar that parses', async () => {
      const token = await t.token('staff');
      const created = await t.api('POST', '/api/calendar/feed', { token });
      assertStatus(created, 201);
      const match = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(created.data.url);
      assert.ok(match, created.data.url);
      const secret = match[1]!;
      const stored = await t.db.selectFrom('calendar_feeds').select('token_hash').execute();
      assert.ok(stored.some((row) => row.token_hash === hashOpaqueToken(secret)));
      assertEvery(stored, (row) => row.token_hash !== secret, 'only the hash is kept');

      const status = await t.api('GET', '/api/calendar/feed', { token });
      assertStatus(status, 200);
      assert.deepEqual(status.data, { active: true, createdAt: '2026-11-23T09:00:00.000Z', lastUsedAt: null });

      clock.advance(60_000);
      const feed = await t.api('GET', pathOf(created.data.url));
      assertStatus(feed, 200);
      assert.match(String(feed.headers['content-type']), /^text\/calendar/);
      for (const line of feed.body.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `folded at 75 octets: ${line}`);

      const events = eventsOf(feed.body);
      const host = new URL(t.app.config.siteUrl).host;
      assert.deepEqual(events.map((event) => event.uid).sort(), [
        `filing-${ids.filedFiling}@${host}`,
        `filing-${ids.openFiling}@${host}`,
        `schedule-${ids.futureSchedule}@${host}`,
        `schedule-${ids.overdueSchedule}@${host}`,
      ].sort(), 'current clients, a year back to two years ahead');
      const overdue = events.find((event) => event.uid === `schedule-${ids.overdueSchedule}@${host}`)!;
      assert.equal(overdue.summary, `[OVERDUE] VAT 2026-Q4 · ${HARD_NAME}`, 'escaping and folding undone by the parser');
      assert.equal(overdue.start.isDate, true, 'an all-day event');
      assert.equal(overdue.start.toString(), '2026-11-10');
      assert.ok(overdue.stamp, 'DTSTAMP');
      assert.equal(overdue.url, `${t.app.config.adminUrl}/clients/${ids.hard}`);
      const filed = events.find((event) => event.uid === `filing-${ids.filedFiling}@${host}`)!;
      assert.match(filed.summary, /^\[filed\] Income tax/);

      assert.equal((await t.api('GET', '/api/calendar/feed', { token })).data.lastUsedAt, '2026-11-23T09:01:00.000Z');
      assert.ok(!log.text().includes(secret), 'the URL secret never reaches a log line');
      assert.match(log.text(), /\/api\/calendar\/\[redacted\]\.ics/);
    });

    test('a new URL replaces the old one; revoking ends it; a disabled user’s feed ends with them', async () => {
      const user = await t.signup('staff');
      const token = (await t.login(user.email, user.password)).accessToken;
      const first = (await t.api('POST', '/api/calendar/feed', { token })).data.url as string;
      const second = (await t.api('POST', '/api/calendar/feed', { token })).data.url as string;
      assertProblem(await t.api('GET', pathOf(first)), 404, { code: 'not_found' });
      assertStatus(await t.api('GET', pathOf(second)), 200);

      assertStatus(await t.api('DELETE', '/api/calendar/feed', { token }), 204);
      assertProblem(await t.api('GET', pathOf(second)), 404, { code: 'not_found' });
      assertProblem(await t.api('DELETE', '/api/calendar/feed', { token }), 404, { code: 'not_found' });
      assert.deepEqual((await t.api('GET', '/api/calendar/feed', { token })).data, { active: false, createdAt: null, lastUsedAt: null });

      const third = (await t.api('POST', '/api/calendar/feed', { token })).data.url as string;
      assertStatus(await t.api('PUT', `/api/users/${user.id}`, { token: await t.token('admin'), body: { role: 'staff', displayName: null, disabled: true } }), 200);
      assertProblem(await t.api('GET', pathOf(third)), 404, { code: 'not_found' });
    });

    test('a calendar link ends whenever the user’s sessions end for cause (issue 28.4)', async () => {
      const admin = await t.token('admin');
      const NEW_PASSWORD = 'granite-walrus-lantern-5150';
      /** Each way a user's sessions end at once; `user` has a link and a live session before each. */
      const causes: Record<string, (user: { id: number; email: string; password: string }, token: string) => Promise<void>> = {
        'sign out everywhere else': async (_user, token) => assertStatus(await t.api('DELETE', '/api/auth/sessions', { token }), 204),
        'an admin signs the user out everywhere': async (user) => assertStatus(await t.api('DELETE', `/api/users/${user.id}/sessions`, { token: admin }), 204),
        'a password change': async (user, token) =>
          assertStatus(await t.api('POST', '/api/auth/change-password', { token, body: { currentPassword: user.password, newPassword: NEW_PASSWORD } }), 200),
        'a password reset': async (user) => {
          const secret = 'reset-secret-of-the-calendar-test-0000000000';
          const now = clock.now();
          await t.db
            .insertInto('password_reset_tokens')
            .values({ user_id: user.id, token_hash: hashOpaqueToken(secret), created_at: now.toISOString(), expires_at: new Date(now.getTime() + 60_000).toISOString() })
            .execute();
          assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { token: secret, newPassword: NEW_PASSWORD } }), 200);
        },
        'disabled, then enabled again': async (user) => {
          for (const disabled of [true, false]) {
            assertStatus(await t.api('PUT', `/api/users/${user.id}`, { token: admin, body: { role: 'staff', displayName: null, disabled } }), 200);
          }
        },
      };
      for (const [cause, end] of Object.entries(causes)) {
        const user = await t.signup('staff');
        const token = (await t.login(user.email, user.password)).accessToken;
        const url = (await t.api('POST', '/api/calendar/feed', { token })).data.url as string;
        assertStatus(await t.api('GET', pathOf(url)), 200);
        await end(user, token);
        const after = await t.api('GET', pathOf(url));
        assert.equal(after.statusCode, 404, `the link still answers after ${cause}`);
        assertProblem(after, 404, { code: 'not_found' });
      }
    });

    test('signed-in routes need a token; a malformed feed secret is 400, an unknown one 404', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        assertProblem(await t.api(method, '/api/calendar/feed'), 401, { code: 'unauthorized' });
      }
      assertProblem(await t.api('GET', '/api/calendar/short.ics'), 400, { code: 'validation_failed' });
      assertProblem(await t.api('GET', `/api/calendar/${'A'.repeat(43)}.ics`), 404, { code: 'not_found' });
    });
  },
  { app: { clock, logStream: log.stream }, config: { logLevel: 'info' } },
);
