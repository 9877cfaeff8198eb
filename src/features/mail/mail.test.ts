import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { createBackgroundTasks, type BackgroundTasks } from '../../shared/background.js';
import { createMailer, MAIL_LEASE_MS } from '../../shared/mail/mailer.js';
import { claimDueEmails } from '../../shared/mail/outbox-store.js';
import { outboxSeal } from '../../shared/mail/seal.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { smtpCapture } from '../../testing/smtp.js';

const START = '2026-11-23T09:00:00.000Z';
const clock = manualClock(START);

/** A real SMTP server that can refuse the next messages. */
const smtp = smtpCapture();
const smtpUrl = smtp.url;

function receivedWithSubject(subject: string): number {
  return smtp.received.filter(({ data }) => data.includes(`Subject: ${subject}\r\n`)).length;
}

async function outboxRow(t: TestContext, subject: string) {
  await t.app.background.idle();
  return t.db
    .selectFrom('outbox_emails')
    .select(['id', 'status', 'attempts', 'last_error', 'next_attempt_at', 'sent_at'])
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
}

/** Another instance's mail worker on the test's database, with the test's clock and SMTP server. */
function otherWorker(t: TestContext, background: BackgroundTasks, extra: { leaseMs?: number; instanceKey?: string } = {}) {
  return createMailer({
    db: t.db,
    dialect: t.dialect,
    log: t.app.log,
    background,
    clock,
    env: 'test',
    smtpUrl: smtpUrl(),
    from: 'office@example.com',
    delivery: { maxAttempts: 3, retrySeconds: 60 },
    seal: outboxSeal(t.app.config.jwtSecret!),
    retentionDays: 30,
    ...extra,
  });
}

describeApi(
  'mail outbox',
  (t) => {
    beforeEach(() => {
      clock.set(START);
      smtp.received.length = 0;
      smtp.refuseNext = 0;
      smtp.refusalCode = 451;
      smtp.holdMs = 0;
    });

    test('a mail the server refuses twice arrives on the third attempt, each retry after its backoff', async () => {
      smtp.refuseNext = 2;
      await t.app.mailer.send({ to: 'client@example.com', subject: 'Retried', text: 'Hello', html: '<p>Hello</p>' });
      let row = await outboxRow(t, 'Retried');
      assert.equal(row.status, 'pending');
      assert.equal(row.attempts, 1);
      assert.match(row.last_error ?? '', /try again later/);
      assert.equal(row.next_attempt_at, '2026-11-23T09:01:00.000Z', 'first retry after MAIL_RETRY_SECONDS');

      assert.deepEqual(await t.app.mailer.deliverDue(), { sent: 0, retried: 0, failed: 0 }, 'nothing is due before the backoff');
      clock.advance(60_000);
      assert.deepEqual(await t.app.mailer.deliverDue(), { sent: 0, retried: 1, failed: 0 });
      row = await outboxRow(t, 'Retried');
      assert.equal(row.next_attempt_at, '2026-11-23T09:03:00.000Z', 'the wait doubles');
      clock.advance(120_000);
      assert.deepEqual(await t.app.mailer.deliverDue(), { sent: 1, retried: 0, failed: 0 });

      row = await outboxRow(t, 'Retried');
      assert.deepEqual({ status: row.status, attempts: row.attempts, lastError: row.last_error, sentAt: row.sent_at }, {
        status: 'sent',
        attempts: 3,
        lastError: null,
        sentAt: '2026-11-23T09:03:00.000Z',
      });
      assert.equal(receivedWithSubject('Retried'), 1);
      const message = smtp.received.find(({ data }) => data.includes('Subject: Retried'))!.data;
      assert.match(message, /text\/plain/);
      assert.match(message, /text\/html/);
    });

    test('out of attempts a mail is failed, listed for admins with the last error, and resent on demand', async () => {
      smtp.refuseNext = 3;
      await t.app.mailer.send({ to: 'client@example.com', subject: 'Gave up', text: 'Hello' });
      await t.app.background.idle();
      clock.advance(60_000);
      assert.deepEqual(await t.app.mailer.deliverDue(), { sent: 0, retried: 1, failed: 0 });
      clock.advance(120_000);
      assert.deepEqual(await t.app.mailer.deliverDue(), { sent: 0, retried: 0, failed: 1 });

      const admin = await t.token('admin');
      const failed = await t.api('GET', '/api/mail/outbox?status=failed', { token: admin });
      assertStatus(failed, 200);
      const listed = failed.data.items.find((item: { subject: string }) => item.subject === 'Gave up');
      assert.ok(listed, 'the failed mail is listed');
      assert.equal(listed.status, 'failed');
      assert.equal(listed.attempts, 3);
      assert.match(listed.lastError, /try again later/);
      assert.equal(listed.nextAttemptAt, null);
      assert.equal('body_text' in listed || 'text' in listed, false, 'bodies never leave the server');

      const resent = await t.api('POST', `/api/mail/outbox/${listed.id}/resend`, { token: admin });
      assertStatus(resent, 200);
      assert.equal(resent.data.status, 'pending');
      assert.equal(resent.data.attempts, 0);
      const row = await outboxRow(t, 'Gave up');
      assert.equal(row.status, 'sent');
      assert.equal(receivedWithSubject('Gave up'), 1);
      const [entry] = await auditOf(t, 'mail', listed.id);
      assert.equal(entry?.operation, 'mail.resend');
    });

    test('a permanent refusal (5xx) fails at once: retrying would only repeat it', async () => {
      smtp.refuseNext = 1;
      smtp.refusalCode = 550;
      await t.app.mailer.send({ to: 'nobody@example.com', subject: 'No such mailbox', text: 'Hello' });
      const row = await outboxRow(t, 'No such mailbox');
      assert.equal(row.status, 'failed');
      assert.equal(row.attempts, 1);
      assert.match(row.last_error ?? '', /mailbox unavailable/);
    });

    test('resend: a pending mail is 409, an unknown one 404, a bad id 400; only admins, only with a token', async () => {
      const admin = await t.token('admin');
      const { id } = await t.db
        .insertInto('outbox_emails')
        .values({ recipient: 'x@example.com', subject: 'Queued', body_text: 'x', created_at: START, attempts: 0, status: 'pending', next_attempt_at: '2030-01-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
      assertProblem(await t.api('POST', `/api/mail/outbox/${id}/resend`, { token: admin }), 409, { code: 'mail_already_pending' });
      assertProblem(await t.api('POST', '/api/mail/outbox/999999/resend', { token: admin }), 404, { code: 'not_found' });
      assertProblem(await t.api('POST', '/api/mail/outbox/abc/resend', { token: admin }), 400, { code: 'validation_failed' });
      assertProblem(await t.api('GET', '/api/mail/outbox?status=lost', { token: admin }), 400, { code: 'validation_failed' });
      assertProblem(await t.api('GET', '/api/mail/outbox', { token: await t.token('staff') }), 403, { code: 'forbidden' });
      assertProblem(await t.api('POST', `/api/mail/outbox/${id}/resend`, { token: await t.token('staff') }), 403, { code: 'forbidden' });
      assertProblem(await t.api('GET', '/api/mail/outbox'), 401, { code: 'unauthorized' });
    });

    test('a mail queued in a transaction that rolls back is never stored nor sent', async () => {
      await assert.rejects(
        t.db.transaction().execute(async (trx) => {
          await t.app.mailer.send({ to: 'client@example.com', subject: 'Rolled back', text: 'Hello' }, trx);
          throw new Error('the change failed');
        }),
        /the change failed/,
      );
      await t.app.background.idle();
      await t.app.mailer.deliverDue();
      assert.equal(await t.db.selectFrom('outbox_emails').select('id').where('subject', '=', 'Rolled back').executeTakeFirst(), undefined);
      assert.equal(receivedWithSubject('Rolled back'), 0);
    });

    test('several workers on one database send each mail exactly once', async () => {
      const background = createBackgroundTasks(t.app.log);
      const worker = () => otherWorker(t, background);
      const subjects = Array.from({ length: 30 }, (_, index) => `Batch ${index}`);
      // Queued inside one transaction: the sending instance cannot deliver them before the commit.
      await t.db.transaction().execute(async (trx) => {
        for (const subject of subjects) await t.app.mailer.send({ to: 'client@example.com', subject, text: 'Hello' }, trx);
      });
      const reports = await Promise.all([worker().deliverDue(), worker().deliverDue(), worker().deliverDue(), t.app.mailer.deliverDue()]);
      await t.app.background.idle();
      await background.idle();
      for (const subject of subjects) assert.equal(receivedWithSubject(subject), 1, subject);
      const sent = reports.reduce((sum, report) => sum + report.sent, 0);
      assert.ok(sent <= subjects.length, `at most one send per mail (${sent})`);
      const statuses = await t.db.selectFrom('outbox_emails').select('status').where('subject', 'like', 'Batch %').execute();
      assert.deepEqual(new Set(statuses.map((row) => row.status)), new Set(['sent']));
    });

    test('a secret mail waits sealed, is sent opened, and one sealed under another JWT_SECRET is deleted unsent (issue 28.5)', async () => {
      const secret = { to: 'owner@example.com', text: 'Your link: https://admin.example/#token=sealed-secret-4411', html: '<a href="#">link</a>', secretUntil: new Date(clock.now().getTime() + 60_000) };
      const other = createMailer({
        db: t.db, dialect: t.dialect, log: t.app.log, background: createBackgroundTasks(t.app.log), clock, env: 'test', smtpUrl: smtpUrl(), from: 'office@example.com',
        delivery: { maxAttempts: 3, retrySeconds: 60 }, seal: outboxSeal('a-jwt-secret-from-before-the-rotation-000000000'), retentionDays: 30,
      });
      await t.db.transaction().execute(async (trx) => {
        await t.app.mailer.send({ ...secret, subject: 'Sealed for this key' }, trx);
        await other.send({ ...secret, subject: 'Sealed for another key' }, trx);
      });
      const stored = await t.db.selectFrom('outbox_emails').select(['body_text', 'body_html']).where('subject', 'like', 'Sealed for %').execute();
      assert.equal(stored.length, 2);
      for (const row of stored) assert.ok(row.body_text.startsWith('sealed:v1:') && !row.body_text.includes('sealed-secret-4411') && row.body_html === null);
      await t.app.mailer.deliverDue();
      await t.app.background.idle();
      assert.equal(receivedWithSubject('Sealed for this key'), 1);
      assert.ok(smtp.received.some(({ data }) => data.includes('sealed-secret-4411')), 'sent with its secret');
      assert.equal(receivedWithSubject('Sealed for another key'), 0);
      assert.deepEqual(await t.db.selectFrom('outbox_emails').select('id').where('subject', 'like', 'Sealed for %').execute(), [], 'both rows gone');
    });

    test('a message keeps one Message-ID at every delivery, so one sent again (after a crash, or resent) is recognisably the same (issue 28.13)', async () => {
      await t.app.mailer.send({ to: 'client@example.com', subject: 'Identified', text: 'Hello' });
      const row = await outboxRow(t, 'Identified');
      assert.equal(row.status, 'sent');
      const resent = await t.api('POST', `/api/mail/outbox/${row.id}/resend`, { token: await t.token('admin') });
      assertStatus(resent, 200);
      await t.app.mailer.deliverDue();
      await t.app.background.idle();
      const ids = smtp.received.filter(({ data }) => data.includes('Subject: Identified\r\n')).map(({ data }) => /^Message-ID: (.*)\r$/im.exec(data)?.[1]);
      assert.equal(ids.length, 2, 'delivered twice');
      assert.match(ids[0] ?? '', new RegExp(`^<taxdesk\\.outbox\\.${row.id}\\.\\d+@[^>]+>$`));
      assert.equal(ids[1], ids[0]);
      await t.app.mailer.send({ to: 'client@example.com', subject: 'Another', text: 'Hello' });
      await t.app.background.idle();
      const other = smtp.received.find(({ data }) => data.includes('Subject: Another\r\n'))!.data;
      assert.notEqual(/^Message-ID: (.*)\r$/im.exec(other)?.[1], ids[0], 'another message, another id');
    });

    test('a short lease, renewed while the mail server takes its time; a dead worker\'s message is taken over when it lapses (issue 28.13)', async () => {
      const background = createBackgroundTasks(t.app.log);
      const worker = () => otherWorker(t, background, { leaseMs: 900 });
      await t.db.transaction().execute(async (trx) => {
        for (const subject of ['Slow one', 'Slow two']) await t.app.mailer.send({ to: 'client@example.com', subject, text: 'Hello' }, trx);
      });
      const lease = async (subject: string) =>
        (await t.db.selectFrom('outbox_emails').select('lease_until').where('subject', '=', subject).executeTakeFirstOrThrow()).lease_until;
      smtp.holdMs = 1_200;
      const slow = worker().deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(await lease('Slow one'), new Date(clock.now().getTime() + 900).toISOString(), 'leased');
      assert.equal(await lease('Slow two'), null, 'not claimed while another is being sent (issue 28.13: one at a time)');
      // The lease would have lapsed by now on the clock; the sending worker renewed it.
      clock.advance(2_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(await lease('Slow one'), new Date(clock.now().getTime() + 900).toISOString(), 'renewed while sending');
      smtp.holdMs = 0;
      assert.equal((await slow).sent, 2);
      assert.equal(receivedWithSubject('Slow one'), 1);

      // A worker that died holding a lease: its message waits for the lease, then another sends it.
      await t.db.transaction().execute((trx) => t.app.mailer.send({ to: 'client@example.com', subject: 'Orphan', text: 'Hello' }, trx));
      await t.db.updateTable('outbox_emails').set({ lease_until: new Date(clock.now().getTime() + 30_000).toISOString() }).where('subject', '=', 'Orphan').execute();
      assert.equal((await t.app.mailer.deliverDue()).sent, 0, 'held by the dead worker');
      clock.advance(30_000);
      assert.equal((await t.app.mailer.deliverDue()).sent, 1, 'taken over once the 30 s lease lapsed');
      await background.idle();
    });

    /** Another instance on the same database, named as the server names itself (host/address:port). */
    const instance = (instanceKey: string) => otherWorker(t, createBackgroundTasks(t.app.log), { instanceKey });

    function messageIds(subject: string): string[] {
      return smtp.received.filter(({ data }) => data.includes(`Subject: ${subject}\r\n`)).map(({ data }) => /^Message-ID: (.*)$/im.exec(data)?.[1] ?? 'none');
    }

    /** State after kill -9 between the server's acceptance and the row's update: pending, leased by a boot that is gone. */
    async function leasedByDeadBoot(subject: string, owner: string): Promise<number> {
      await t.db.transaction().execute((trx) => t.app.mailer.send({ to: 'client@example.com', subject, text: 'Hello' }, trx));
      const now = clock.now().getTime();
      const claimed = await claimDueEmails(t.db, t.dialect, new Date(now).toISOString(), new Date(now + MAIL_LEASE_MS).toISOString(), 50, { owner, boot: 'the-boot-that-died' });
      const mine = claimed.find((email) => email.subject === subject)!;
      // Whatever else it claimed (nothing, normally) goes back.
      for (const email of claimed) if (email !== mine) await t.db.updateTable('outbox_emails').set({ lease_until: null, lease_owner: null, lease_boot: null }).where('id', '=', email.id).execute();
      return mine.id;
    }

    test('a restarted instance sends at once what it held when it was killed, under the same Message-ID (issue 28.13)', async () => {
      const id = await leasedByDeadBoot('Killed mid-send', 'host-a/0.0.0.0:3000');
      const otherId = await leasedByDeadBoot('Held by host b', 'host-b/0.0.0.0:3000');
      await instance('host-a/0.0.0.0:3000').deliverDue();
      assert.equal(receivedWithSubject('Killed mid-send'), 0, 'a live lease is respected, even by its own instance key');

      const restarted = instance('host-a/0.0.0.0:3000');
      assert.equal(await restarted.releaseEarlierLeases(), 1, "only its own instance's leases");
      assert.deepEqual(await restarted.deliverDue(), { sent: 1, retried: 0, failed: 0 }, 'sent now, not when the lease runs out');
      assert.equal(receivedWithSubject('Held by host b'), 0, "another instance's lease is left alone");
      const [messageId] = messageIds('Killed mid-send');
      assert.match(messageId!, new RegExp(`^<taxdesk\\.outbox\\.${id}\\.\\d+@example\\.com>$`));

      // The copy the killed process had handed over already and this one carry the same Message-ID.
      await t.db.updateTable('outbox_emails').set({ status: 'pending', next_attempt_at: clock.now().toISOString() }).where('id', '=', id).execute();
      await restarted.deliverDue();
      assert.deepEqual(messageIds('Killed mid-send'), [messageId, messageId]);
      assert.equal(await restarted.releaseEarlierLeases(), 0, 'its own live leases are not released');
      await t.db.deleteFrom('outbox_emails').where('id', '=', otherId).execute();
    });

    test('the outbox is in the metrics by status', async () => {
      const text = await t.app.metrics.registry.getSingleMetricAsString('taxdesk_mail_outbox_messages');
      assert.match(text, /taxdesk_mail_outbox_messages\{status="sent"\} [1-9]/);
      assert.match(text, /taxdesk_mail_outbox_messages\{status="failed"\} [1-9]/);
    });
  },
  {
    get config() {
      return { smtpUrl: smtpUrl(), mailMaxAttempts: 3, mailRetrySeconds: 60 };
    },
    app: { clock },
  },
);
