import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { smtpCapture } from '../../testing/smtp.js';
import { sendStaffDigest } from './service.js';

const smtp = smtpCapture();
const clock = manualClock('2026-11-22T21:50:00.000Z');
const zone = 'Asia/Seoul';
/** 2026-11-23 is a Monday; Seoul is UTC+9. */
const seoul = (day: string, time: string) => clock.set(new Date(`${day}T${time}:00+09:00`).toISOString());

async function digests(t: TestContext) {
  await t.app.background.idle();
  return t.db.selectFrom('outbox_emails').select(['recipient', 'subject', 'body_text', 'body_html', 'status']).where('subject', 'like', 'Deadlines for %').orderBy('id').execute();
}

async function digestUser(t: TestContext, digest: boolean, disabled = false): Promise<{ id: number; email: string }> {
  const id = await t.createUser('staff');
  await t.db.updateTable('users').set({ mail_digest: digest, disabled_at: disabled ? '2026-01-01T00:00:00.000Z' : null }).where('id', '=', id).execute();
  const { email } = await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  return { id, email };
}

/** Recipients of digests the SMTP server accepted (the seeding's inquiry acknowledgements aside). */
const digestsReceived = () => smtp.received.filter((mail) => mail.data.includes('Subject: Deadlines for')).map((mail) => mail.to);

const config = { businessTimeZone: zone, digestHour: 7, digestWeekdays: [1, 2, 3, 4, 5] };

describeApi(
  'staff digest',
  (t) => {
    let a: { id: number; email: string };
    let b: { id: number; email: string };

    beforeEach(() => {
      smtp.received.length = 0;
    });

    test('seeding: assignees are active users (400 otherwise) and are returned', async () => {
      const token = await t.token('staff');
      a = await digestUser(t, true);
      b = await digestUser(t, true);
      await digestUser(t, false);
      const gone = await digestUser(t, true, true);
      const client = await t.api('POST', '/api/client', { token, body: { name: 'Hanbit <b>Trading</b>', clientType: 'business' } });
      assertStatus(client, 201);
      const clientId = client.data.id;
      const schedule = (body: object) => t.api('POST', '/api/taxfilingschedule', { token, body: { clientId, ...body } });
      const filing = (body: object) => t.api('POST', '/api/taxfiling', { token, body: { clientId, taxYear: 2026, ...body } });

      assertStatus(await schedule({ taxType: 'VAT', period: '2026-Q3', dueDate: '2026-11-20' }), 201);
      assertStatus(await schedule({ taxType: 'Withholding', dueDate: '2026-11-24' }), 201);
      const mine = await schedule({ taxType: 'Payroll', dueDate: '2026-11-25', assigneeUserId: b.id });
      assertStatus(mine, 201);
      assert.equal(mine.data.assigneeUserId, b.id);
      assertStatus(await schedule({ taxType: 'Far away', dueDate: '2026-12-05' }), 201);
      const done = await schedule({ taxType: 'Completed', dueDate: '2026-11-24' });
      assertStatus(await t.api('PUT', `/api/taxfilingschedule/${done.data.id}/complete`, { token }), 200);
      const income = await filing({ taxType: 'Income', dueDate: '2026-11-28', assigneeUserId: b.id });
      assertStatus(income, 201);
      assert.equal(income.data.assigneeUserId, b.id);
      assertStatus(await filing({ taxType: 'Filed already', dueDate: '2026-11-26', status: 'filed', filedAt: '2026-11-01T00:00:00.000Z' }), 201);

      assertProblem(await schedule({ taxType: 'VAT', dueDate: '2026-11-25', assigneeUserId: gone.id }), 400, { fields: ['assigneeUserId'] });
      assertProblem(await schedule({ taxType: 'VAT', dueDate: '2026-11-25', assigneeUserId: 999_999 }), 400, { fields: ['assigneeUserId'] });
      assertProblem(await filing({ taxType: 'Income', assigneeUserId: 'me' }), 400, { fields: ['assigneeUserId'] });
      const updated = await t.api('PUT', `/api/taxfiling/${income.data.id}`, { token, body: { ...income.data, assigneeUserId: a.id } });
      assertStatus(updated, 200);
      assert.equal(updated.data.assigneeUserId, a.id);
      assertStatus(await t.api('PUT', `/api/taxfiling/${income.data.id}`, { token, body: { ...income.data, assigneeUserId: b.id } }), 200);

      const revenue = (body: object) => t.api('POST', '/api/revenue-tracking', { token, body: { clientId, amount: 1250.5, invoiceDate: '2026-10-01', ...body } });
      assertStatus(await revenue({ description: 'October bookkeeping', dueDate: '2026-11-01' }), 201);
      assertStatus(await revenue({ description: 'Paid already', dueDate: '2026-11-01', isPaid: true }), 201);
      assertStatus(await revenue({ description: 'Not due yet', dueDate: '2026-12-10' }), 201);
      const inquiry = { name: 'Lee', email: 'lee@example.com', message: 'Help' };
      assertStatus(await t.api('POST', '/api/inquiry', { body: { ...inquiry, subject: 'Open question' } }), 201);
      const closed = await t.api('POST', '/api/inquiry', { body: { ...inquiry, subject: 'Answered question' } });
      assertStatus(await t.api('PUT', `/api/inquiry/${closed.data.id}/status`, { token, body: { status: 'closed' } }), 200);
    });

    test('the digest arrives once each working morning from DIGEST_HOUR, with the right items, theirs first', async () => {
      seoul('2026-11-23', '06:50');
      await t.app.jobs.runOnce('mail.staff-digest');
      assert.deepEqual(await digests(t), [], 'not before 07:00 in the firm\'s time zone');

      seoul('2026-11-23', '07:05');
      assert.equal(await t.app.jobs.runOnce('mail.staff-digest'), true);
      const mails = await digests(t);
      assert.deepEqual(mails.map((mail) => [mail.recipient, mail.status]), [[a.email, 'sent'], [b.email, 'sent']], 'opted-in active users only');
      assert.deepEqual(digestsReceived(), [a.email, b.email]);

      const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
      assert.deepEqual(lines(mails[0]!.body_text), [
        'Nov 20, 2026 Hanbit <b>Trading</b>: VAT 2026-Q3 schedule',
        'Nov 24, 2026 Hanbit <b>Trading</b>: Withholding schedule',
        'Nov 25, 2026 Hanbit <b>Trading</b>: Payroll schedule',
        'Nov 28, 2026 Hanbit <b>Trading</b>: Income filing',
        'Nov 1, 2026 Hanbit <b>Trading</b>: October bookkeeping $1,250.50',
        lines(mails[0]!.body_text).at(-1)!,
      ]);
      assert.match(lines(mails[0]!.body_text).at(-1)!, /^#\d+ Nov 2\d, 2026 Lee: Open question$/);
      assert.deepEqual(lines(mails[1]!.body_text).slice(1, 4), [
        'Nov 25, 2026 Hanbit <b>Trading</b>: Payroll schedule [yours]',
        'Nov 28, 2026 Hanbit <b>Trading</b>: Income filing [yours]',
        'Nov 24, 2026 Hanbit <b>Trading</b>: Withholding schedule',
      ]);
      assert.match(mails[0]!.body_text, /Overdue filings and schedules \(1\)[\s\S]*Due in the next 7 days \(3\)[\s\S]*Unpaid revenue past due \(1\)[\s\S]*New inquiries not yet answered \(1\)/);
      assert.ok(!mails[0]!.body_html!.includes('<b>Trading'), 'a client name became markup');

      clock.advance(11 * 60_000);
      assert.equal(await t.app.jobs.runOnce('mail.staff-digest'), true);
      assert.equal((await digests(t)).length, 2, 'once a day');

      seoul('2026-11-28', '08:00');
      assert.equal(await sendStaffDigest(t.app), null, 'Saturday is not a working day');
    });

    test('two app instances on one database send each digest once', { skip: t.dialect === 'sqlite' && 'one in-memory SQLite database per app' }, async () => {
      const other = await t.otherInstance({ ...config, smtpUrl: smtp.url() }, { clock });
      try {
        seoul('2026-11-24', '07:01');
        const queued = await Promise.all([sendStaffDigest(t.app), sendStaffDigest(other), sendStaffDigest(t.app), sendStaffDigest(other)]);
        assert.deepEqual(queued.filter((count) => count !== null), [2]);
        await Promise.all([other.background.idle(), t.app.background.idle()]);
        await t.app.mailer.deliverDue();
        await other.mailer.deliverDue();
        assert.deepEqual(digestsReceived().sort(), [a.email, b.email].sort());
      } finally {
        await other.close();
      }
    });
  },
  {
    get config() {
      return { ...config, smtpUrl: smtp.url() };
    },
    app: { clock },
  },
);

describeApi(
  'staff digest of a quiet office',
  (t) => {
    test('no mail when there is nothing to report', async () => {
      await digestUser(t, true);
      seoul('2026-11-23', '07:30');
      assert.equal(await sendStaffDigest(t.app), 0);
      assert.deepEqual(await digests(t), []);
    });
  },
  {
    get config() {
      return { ...config, smtpUrl: smtp.url() };
    },
    app: { clock },
  },
);
