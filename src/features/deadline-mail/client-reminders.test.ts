import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { smtpCapture } from '../../testing/smtp.js';
import { sendClientReminders } from './service.js';

const smtp = smtpCapture();
const clock = manualClock('2026-11-22T21:50:00.000Z');
const seoul = (day: string, time: string) => clock.set(new Date(`${day}T${time}:00+09:00`).toISOString());
const config = { businessTimeZone: 'Asia/Seoul', digestHour: 7, reminderDays: [14, 3] };

async function reminders(t: TestContext) {
  await t.app.background.idle();
  return t.db.selectFrom('outbox_emails').select(['recipient', 'subject', 'body_text', 'status']).where('subject', 'like', 'Reminder:%').orderBy('id').execute();
}

describeApi(
  'client reminders',
  (t) => {
    test('clients opt in with remindByEmail (off by default; 400 when not a boolean)', async () => {
      const token = await t.token('staff');
      const plain = await t.api('POST', '/api/client', { token, body: { name: 'Plain', clientType: 'individual', email: 'plain@example.com' } });
      assertStatus(plain, 201);
      assert.equal(plain.data.remindByEmail, false);
      const updated = await t.api('PUT', `/api/client/${plain.data.id}`, { token, body: { name: 'Plain', clientType: 'individual', email: 'plain@example.com', status: 'active', remindByEmail: true } });
      assertStatus(updated, 200);
      assert.equal(updated.data.remindByEmail, true);
      assertProblem(await t.api('POST', '/api/client', { token, body: { name: 'X', clientType: 'individual', remindByEmail: 'yes' } }), 400, { fields: ['remindByEmail'] });
    });

    test('each reminder step of each deadline is sent once, N days before it is due', async () => {
      const token = await t.token('staff');
      const client = async (name: string, email: string | null, remindByEmail: boolean) => {
        const res = await t.api('POST', '/api/client', { token, body: { name, clientType: 'business', remindByEmail, ...(email ? { email } : {}) } });
        assertStatus(res, 201);
        return res.data.id as number;
      };
      const minsu = await client('Minsu Trading', 'minsu@example.com', true);
      const quiet = await client('Quiet Co', 'quiet@example.com', false);
      const noAddress = await client('No Address', null, true);
      const schedule = (clientId: number, taxType: string, dueDate: string) => t.api('POST', '/api/taxfilingschedule', { token, body: { clientId, taxType, dueDate } });
      assertStatus(await schedule(minsu, 'VAT', '2026-12-07'), 201);
      assertStatus(await schedule(minsu, 'Far away', '2026-12-20'), 201);
      assertStatus(await schedule(quiet, 'VAT', '2026-12-07'), 201);
      assertStatus(await schedule(noAddress, 'VAT', '2026-12-07'), 201);
      assertStatus(await t.api('POST', '/api/taxfiling', { token, body: { clientId: minsu, taxType: 'Income', taxYear: 2026, dueDate: '2026-11-25' } }), 201);
      const filed = { clientId: minsu, taxType: 'Filed', taxYear: 2026, dueDate: '2026-11-26', status: 'filed', filedAt: '2026-11-01T00:00:00.000Z' };
      assertStatus(await t.api('POST', '/api/taxfiling', { token, body: filed }), 201);

      seoul('2026-11-23', '06:30');
      assert.equal(await sendClientReminders(t.app), 0, 'not before DIGEST_HOUR');

      seoul('2026-11-23', '07:05');
      assert.equal(await t.app.jobs.runOnce('mail.client-reminders'), true);
      let mails = await reminders(t);
      assert.deepEqual(mails.map((mail) => [mail.recipient, mail.subject, mail.status]), [
        ['minsu@example.com', 'Reminder: Income due November 25, 2026 - taxdesk', 'sent'],
        ['minsu@example.com', 'Reminder: VAT due December 7, 2026 - taxdesk', 'sent'],
      ]);
      assert.match(mails[0]!.body_text, /Dear Minsu Trading,\n\nthis is a reminder that your Income return is due in 2 days, on November 25, 2026\./);
      assert.match(mails[1]!.body_text, /VAT filing is due in 14 days/);

      clock.advance(60 * 60_000);
      assert.equal(await sendClientReminders(t.app), 0, 'a later run the same day repeats nothing');
      seoul('2026-11-24', '09:00');
      assert.equal(await sendClientReminders(t.app), 0, 'nor the next day: each step is recorded on its deadline');

      seoul('2026-12-04', '07:00');
      assert.equal(await sendClientReminders(t.app), 1);
      mails = await reminders(t);
      assert.match(mails.at(-1)!.body_text, /VAT filing is due in 3 days, on December 7, 2026/);
      seoul('2026-12-06', '07:00');
      assert.equal(await sendClientReminders(t.app), 1, 'Far away reaches its 14-day step');
      assert.equal((await reminders(t)).length, 4);
      assert.equal(smtp.received.filter((mail) => mail.to !== 'minsu@example.com').length, 0, 'only the client who opted in, with an address');
      const recorded = await t.db.selectFrom('deadline_reminders').select(['kind', 'due_date', 'days_before']).orderBy('due_date').orderBy('days_before').execute();
      assert.deepEqual(recorded.map((row) => [row.kind, String(row.due_date), row.days_before]), [
        ['filing', '2026-11-25', 3],
        ['schedule', '2026-12-07', 3],
        ['schedule', '2026-12-07', 14],
        ['schedule', '2026-12-20', 14],
      ]);
    });

    test('two app instances on one database send each reminder once', { skip: t.dialect === 'sqlite' && 'one in-memory SQLite database per app' }, async () => {
      const token = await t.token('staff');
      const res = await t.api('POST', '/api/client', { token, body: { name: 'Twice Ltd', clientType: 'business', email: 'twice@example.com', remindByEmail: true } });
      for (const dueDate of ['2026-12-20', '2026-12-21', '2026-12-22']) {
        assertStatus(await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: res.data.id, taxType: 'VAT', dueDate } }), 201);
      }
      const other = await t.otherInstance({ ...config, smtpUrl: smtp.url() }, { clock });
      try {
        seoul('2026-12-08', '07:00');
        const counts = await Promise.all([sendClientReminders(t.app), sendClientReminders(other), sendClientReminders(other), sendClientReminders(t.app)]);
        assert.equal(counts.reduce((sum, count) => sum + count, 0), 3);
        await Promise.all([t.app.background.idle(), other.background.idle()]);
        await t.app.mailer.deliverDue();
        assert.equal(smtp.received.filter((mail) => mail.to === 'twice@example.com').length, 3);
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
