import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manualClock } from '../../testing/clock.js';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
import { capturedLog } from '../../testing/log-capture.js';
import { outboxTo } from '../../testing/outbox.js';
import { smtpCapture } from '../../testing/smtp.js';


const outboxRows = outboxTo;

function tokenIn(text: string): string {
  const match = /#token=([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(match, `no reset link in: ${text}`);
  return match[1]!;
}

const NEW_PASSWORD = 'lantern-quietly-orbits-marble';

{
  const log = capturedLog();
  describeApi(
    'reset tokens never reach a log line',
    (t) => {
      test('requesting, opening and completing a reset logs no token at any level', async () => {
        const user = await t.signup('staff');
        assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { email: user.email } }), 200);
        const token = tokenIn((await outboxRows(t, user.email))[0]!.body_text);

        // A link opened from an old mail (token in the query), and secrets a client put in a URL.
        await t.api('GET', `/admin/reset-password?token=${token}`);
        await t.api('GET', `/api/blog?page=1&token=${token}&refresh_token=${token}&apiKey=${token}`);
        await t.api('GET', `/api/blog?%74oken=${token}`);
        assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { token, newPassword: NEW_PASSWORD } }), 200);

        const text = log.text();
        assert.ok(log.lines.length > 5, 'the log was captured');
        assert.match(text, /"url":"\/admin\/reset-password\?token=\[redacted\]"/);
        assert.match(text, /"url":"\/api\/blog\?page=1&token=\[redacted\]&refresh_token=\[redacted\]&apiKey=\[redacted\]"/);
        assert.ok(!text.includes(token), 'the token appears in the log');
        assert.ok(!text.includes('Open this link'), 'a mail body appears in the log');
      });
    },
    { config: { logLevel: 'trace' }, app: { logStream: log.stream } },
  );
}

{
  const clock = manualClock('2026-11-23T12:00:00.000Z');
  describeApi(
    'a stored reset link does not outlive its token',
    (t) => {
      test('the development outbox keeps the link until the token expires, then the purge deletes it', async () => {
        const user = await t.signup('staff');
        assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { email: user.email } }), 200);
        const [row] = await outboxRows(t, user.email);
        assert.ok(row, 'kept for the developer');
        assert.equal(Date.parse(row.discard_at!), clock.now().getTime() + 30 * 60_000);
        const other = await t.db
          .insertInto('outbox_emails')
          .values({ recipient: 'plain@test.example', subject: 'no secret', body_text: 'hello', created_at: clock.now().toISOString(), attempts: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();

        clock.advance(29 * 60_000);
        await t.app.mailer.purgeExpiredSecrets();
        assert.equal((await outboxRows(t, user.email)).length, 1);

        clock.advance(60_000);
        assert.ok(await t.app.jobs.runOnce('mail.purge-expired-secrets'));
        assert.deepEqual(await outboxRows(t, user.email), []);
        const kept = await t.db.selectFrom('outbox_emails').select('id').where('id', '=', other.id).execute();
        assert.equal(kept.length, 1, 'a message without a secret is not purged');
      });

      test('sent and failed mails keep their bodies MAIL_RETENTION_DAYS (30 by default), then only recipient, subject and status', async () => {
        const day = 86_400_000;
        const mail = async (subject: string, status: 'sent' | 'failed' | 'pending', ageDays: number) =>
          (
            await t.db
              .insertInto('outbox_emails')
              .values({ recipient: 'client@test.example', subject, body_text: `the message of ${subject}`, body_html: '<p>html</p>', status, attempts: 1, created_at: new Date(clock.now().getTime() - ageDays * day).toISOString() })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        const old = { sent: await mail('old sent', 'sent', 31), failed: await mail('old failed', 'failed', 31), pending: await mail('old pending', 'pending', 31) };
        const recent = await mail('recent sent', 'sent', 29);
        assert.ok(await t.app.jobs.runOnce('mail.purge-old-bodies'));
        const rows = await t.db.selectFrom('outbox_emails').select(['id', 'subject', 'body_text', 'body_html']).where('recipient', '=', 'client@test.example').execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const id of [old.sent, old.failed]) {
          const { body_text: text, body_html: html } = byId.get(id)!;
          assert.deepEqual({ text, html }, { text: '', html: null });
        }
        assert.equal(byId.get(old.pending)!.body_text, 'the message of old pending', 'a mail still waiting keeps its body');
        assert.equal(byId.get(recent)!.body_text, 'the message of recent sent');
      });
    },
    { app: { clock } },
  );
}

{
  const clock = manualClock('2026-11-23T12:00:00.000Z');
  // Nothing listens on port 1: every delivery fails.
  describeApi(
    'a link that cannot be delivered is discarded with its token',
    (t) => {
      test('a failed delivery keeps the message for a retry only until the token expires', async () => {
        const user = await t.signup('staff');
        assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { email: user.email } }), 200);
        const [row] = await outboxRows(t, user.email);
        assert.ok(row?.last_error, 'the failure is recorded');
        // While it waits for the mail server, the row (and so any backup) holds no usable link.
        const stored = await t.db.selectFrom('outbox_emails').select(['body_text', 'body_html']).where('id', '=', row.id).executeTakeFirstOrThrow();
        assert.match(stored.body_text, /^sealed:v1:/);
        assert.ok(!stored.body_text.includes(tokenIn(row.body_text)) && stored.body_html === null, 'the stored body is sealed');
        clock.advance(30 * 60_000);
        await t.app.mailer.purgeExpiredSecrets();
        assert.deepEqual(await outboxRows(t, user.email), []);
      });
    },
    { config: { smtpUrl: 'smtp://127.0.0.1:1' }, app: { clock } },
  );
}

{
  const log = capturedLog();
  describeApi(
    'production without SMTP_URL',
    (t) => {
      test('says so once at start, answers reset requests as usual and stores nothing', async () => {
        const warnings = log.lines.filter((line) => line.includes('SMTP_URL is not set'));
        assert.equal(warnings.length, 1);
        assert.match(warnings[0]!, /"level":40/);

        const user = await t.signup('staff');
        const known = await t.api('POST', '/api/auth/reset-password', { body: { email: user.email } });
        const unknown = await t.api('POST', '/api/auth/reset-password', { body: { email: 'nobody@test.example' } });
        assertStatus(known, 200);
        assert.deepEqual(known.data, unknown.data);
        await t.app.background.idle();
        assert.deepEqual(await t.db.selectFrom('outbox_emails').select('id').execute(), []);
        assert.deepEqual(await t.db.selectFrom('password_reset_tokens').select('id').execute(), []);
        log.lines.length = 0; // the next dialect's start warns again
      });
    },
    { config: { env: 'production', logLevel: 'info' }, app: { logStream: log.stream } },
  );
}

{
  // A real SMTP server: what it receives is the only copy of the link once delivered.
  const smtp = smtpCapture();
  const log = capturedLog();
  describeApi(
    'reset mail over SMTP leaves nothing behind',
    (t) => {
      test('the sent message is deleted from the outbox and its body never logged', async () => {
        const admin = await t.token('admin');
        const settings = (await t.api('GET', '/api/sitesettings', { token: admin })).data;
        assertStatus(await t.api('PUT', '/api/sitesettings', { token: admin, body: { ...settings, updatedAt: undefined, siteName: 'Kim & Partners', contactPhone: '+82 2 555 0100' } }), 200);
        const user = await t.signup('staff');
        assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { email: user.email } }), 200);
        assert.deepEqual(await outboxRows(t, user.email), []);
        const mail = smtp.received.map(({ data }) => data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((data) => data.includes(user.email));
        assert.ok(mail, 'delivered');
        const token = tokenIn(mail);
        assert.ok(!log.text().includes(token));
        assert.match(mail, /Subject: Reset your password - Kim & Partners\r\n/, 'the firm\'s name from the site settings');
        assert.match(mail, /Content-Type: text\/plain[\s\S]*\+82 2 555 0100[\s\S]*Content-Type: text\/html[\s\S]*Kim &amp; Partners/);
      });
    },
    {
      get config() {
        return { smtpUrl: smtp.url(), logLevel: 'trace' as const };
      },
      app: { logStream: log.stream },
    },
  );
}
