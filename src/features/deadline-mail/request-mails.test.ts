/*
 * Mail about document requests (issue 33.6): the client is told of a new request, reminded before
 * its due date and weekly while it is overdue, in their language; the staff member it is assigned
 * to is told when the client uploaded; the digest lists overdue requests and uploads to review.
 * The mails read the tables the documents group writes, so the requests and documents are seeded
 * into them here; the clock is moved, never slept on.
 */
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { smtpCapture } from '../../testing/smtp.js';
import { requestStep, sendRequestNotices, sendRequestReminders, sendStaffDigest } from './service.js';

const smtp = smtpCapture();
const clock = manualClock('2026-11-22T21:50:00.000Z');
/** 2026-11-23 is a Monday; Seoul is UTC+9. */
const seoul = (day: string, time: string) => clock.set(new Date(`${day}T${time}:00+09:00`).toISOString());
const config = { businessTimeZone: 'Asia/Seoul', digestHour: 7, digestWeekdays: [1, 2, 3, 4, 5], reminderDays: [14, 3], portalUrl: 'https://portal.example-tax.com' };

async function mailsTo(t: TestContext, recipient: string) {
  await t.app.background.idle();
  return t.db.selectFrom('outbox_emails').select(['subject', 'body_text', 'body_html', 'status']).where('recipient', '=', recipient).orderBy('id').execute();
}

/** Invited to the portal, as staff do (the portal is where the client uploads); the invitation's own mail aside. */
async function invite(t: TestContext, clientId: number): Promise<void> {
  await t.db.insertInto('portal_access').values({ client_id: clientId, invited_at: clock.now().toISOString(), invited_by: null, ended_at: null, last_sign_in_at: null }).execute();
}

async function client(t: TestContext, name: string, email: string | null, locale: 'en' | 'ko' = 'en', invited = true): Promise<number> {
  const res = await t.api('POST', '/api/client', { token: await t.token('staff'), body: { name, clientType: 'business', ...(email ? { email } : {}) } });
  assertStatus(res, 201);
  await t.db.updateTable('clients').set({ locale }).where('id', '=', res.data.id).execute();
  if (invited) await invite(t, res.data.id);
  return res.data.id as number;
}

async function request(t: TestContext, clientId: number, title: string, dueDate: string, extra: { status?: 'open' | 'submitted' | 'accepted' | 'rejected'; assignedTo?: number | null } = {}): Promise<number> {
  const now = clock.now().toISOString();
  const row = await t.db
    .insertInto('document_requests')
    .values({ client_id: clientId, title, due_date: dueDate, status: extra.status ?? 'open', assigned_to: extra.assignedTo ?? null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function upload(t: TestContext, clientId: number, requestId: number, fileName: string, uploader: 'client' | 'staff' = 'client'): Promise<number> {
  const row = await t.db
    .insertInto('documents')
    .values({
      client_id: clientId,
      request_id: requestId,
      file_name: fileName,
      media_type: 'image/jpeg',
      size: 1234,
      sha256: 'a'.repeat(64),
      blob_key: 'a'.repeat(64),
      encryption_key_id: null,
      wrapped_key: null,
      scan: 'clean',
      visible_to_client: true,
      origin: uploader === 'client' ? 'client_upload' : 'staff_upload',
      uploader,
      uploaded_by: null,
      created_at: clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('document_requests').set({ status: 'submitted', submitted_at: clock.now().toISOString() }).where('id', '=', requestId).execute();
  return row.id;
}

test('reminder steps: REMINDER_DAYS before the due date, then one a week from the day after it', () => {
  const steps = [14, 3];
  assert.deepEqual([20, 14, 10, 3, 2, 0].map((days) => requestStep(steps, days)), [null, 14, 14, 3, 3, 3]);
  assert.deepEqual([-1, -7, -8, -14, -15, -30].map((days) => requestStep(steps, days)), [-1, -1, -8, -8, -15, -29]);
  assert.equal(requestStep([], 2), null, 'no steps before the date without REMINDER_DAYS');
  assert.equal(requestStep([], -3), -1, 'overdue requests are reminded all the same');
});

describeApi(
  'document request mail',
  (t) => {
    beforeEach(() => {
      smtp.received.length = 0;
    });

    test('a new request reaches its client within minutes, several in one mail, in the client\'s language; once', async () => {
      seoul('2026-11-23', '15:00');
      const minsu = await client(t, 'Minsu Trading', 'minsu@example.com');
      const hana = await client(t, '하나상사', 'hana@example.com', 'ko');
      const silent = await client(t, 'No Address', null);
      await request(t, minsu, 'Bank statements 2026', '2026-12-31');
      await request(t, minsu, 'Payroll <ledger>', '2027-01-15');
      await request(t, hana, '통장 사본', '2026-12-20');
      await request(t, silent, 'Receipts', '2026-12-20');
      await request(t, minsu, 'Already reviewed', '2026-12-20', { status: 'accepted' });

      assert.equal(await t.app.jobs.runOnce('mail.document-notices'), true);
      const mails = await mailsTo(t, 'minsu@example.com');
      assert.deepEqual(mails.map((mail) => [mail.subject, mail.status]), [['2 documents we need from you - taxdesk', 'sent']]);
      assert.match(mails[0]!.body_text, /Dear Minsu Trading,\n\nwe need the following documents from you\. Please upload them in your client portal:\n- Bank statements 2026: due December 31, 2026\n- Payroll <ledger>: due January 15, 2027\n/);
      assert.match(mails[0]!.body_text, /Upload in the client portal:\nhttps:\/\/portal\.example-tax\.com\n/);
      assert.ok(mails[0]!.body_html!.includes('Payroll &lt;ledger&gt;'), 'a title is text in the HTML, never markup');
      const korean = await mailsTo(t, 'hana@example.com');
      assert.equal(korean.length, 1);
      assert.equal(korean[0]!.subject, '보내 주셔야 할 서류 1건 - taxdesk');
      assert.match(korean[0]!.body_text, /- 통장 사본: 기한 2026년 12월 20일/);
      assert.deepEqual(smtp.received.map((mail) => mail.to).sort(), ['hana@example.com', 'minsu@example.com']);

      clock.advance(3 * 60_000);
      assert.equal(await sendRequestNotices(t.app), 0, 'told once');
      await request(t, minsu, 'One more', '2026-12-31');
      assert.equal(await sendRequestNotices(t.app), 1, 'a request made later gets its own mail');
      assert.match((await mailsTo(t, 'minsu@example.com')).at(-1)!.body_text, /- One more: due December 31, 2026\n/);

      // Without portal access there is nowhere to upload: no mail until the client is invited.
      const later = await client(t, 'Later Ltd', 'later@example.com', 'en', false);
      await request(t, later, 'Articles of incorporation', '2026-12-31');
      assert.equal(await sendRequestNotices(t.app), 0);
      await t.db.insertInto('portal_access').values({ client_id: later, invited_at: clock.now().toISOString(), invited_by: null, ended_at: '2026-11-23T00:00:00.000Z', last_sign_in_at: null }).execute();
      assert.equal(await sendRequestNotices(t.app), 0, 'nor with access ended');
      await t.db.updateTable('portal_access').set({ ended_at: null }).where('client_id', '=', later).execute();
      assert.equal(await sendRequestNotices(t.app), 1, 'invited: told of what waits for them');
      assert.match((await mailsTo(t, 'later@example.com'))[0]!.body_text, /- Articles of incorporation: due December 31, 2026/);
    });

    test('reminders before the due date and weekly while overdue; none once uploaded, again once rejected', async () => {
      seoul('2026-11-23', '16:00');
      const jiwoo = await client(t, 'Seo Jiwoo', 'jiwoo@example.com');
      const id = await request(t, jiwoo, 'Medical receipts', '2026-12-01');
      assert.equal(await sendRequestNotices(t.app), 1);
      assert.equal((await mailsTo(t, 'jiwoo@example.com')).length, 1, 'the notice');

      seoul('2026-11-24', '07:05');
      assert.equal(await sendRequestReminders(t.app), 0, 'the 14-day step was the notice itself (made 8 days before)');
      seoul('2026-11-28', '06:50');
      assert.equal(await sendRequestReminders(t.app), 0, 'not before DIGEST_HOUR');
      seoul('2026-11-28', '07:05');
      assert.equal(await t.app.jobs.runOnce('mail.client-reminders'), true);
      let mails = await mailsTo(t, 'jiwoo@example.com');
      assert.equal(mails.length, 2);
      assert.equal(mails[1]!.subject, 'Reminder: a document we still need - taxdesk');
      assert.match(mails[1]!.body_text, /we are still waiting for this document:\n- Medical receipts: due in 3 days, on December 1, 2026\n/);
      assert.equal(await sendRequestReminders(t.app), 0, 'a step once');

      // Other tests' clients have requests too: count this client's mails.
      const count = async () => (await mailsTo(t, 'jiwoo@example.com')).length;
      const reminded = async (day: string, time: string, expected: number, why: string) => {
        const before = await count();
        seoul(day, time);
        await sendRequestReminders(t.app);
        assert.equal((await count()) - before, expected, why);
      };
      await reminded('2026-12-01', '09:00', 0, 'the due day is still the 3-day step');
      await reminded('2026-12-02', '07:00', 1, 'the day after the due date');
      mails = await mailsTo(t, 'jiwoo@example.com');
      assert.equal(mails.at(-1)!.subject, 'Overdue: a document we still need - taxdesk');
      assert.match(mails.at(-1)!.body_text, /- Medical receipts: was due on December 1, 2026 \(yesterday\)/);
      for (const day of ['2026-12-03', '2026-12-05', '2026-12-08']) await reminded(day, '08:00', 0, `nothing on ${day}: weekly`);
      await reminded('2026-12-09', '08:00', 1, 'a week after the first overdue reminder');
      assert.match((await mailsTo(t, 'jiwoo@example.com')).at(-1)!.body_text, /\(8 days ago\)/);

      await upload(t, jiwoo, id, 'receipts.jpg');
      await reminded('2026-12-16', '08:00', 0, 'files arrived: the firm reviews, the client is not reminded');
      await t.db.updateTable('document_requests').set({ status: 'rejected', review_note: 'Blurry' }).where('id', '=', id).execute();
      await reminded('2026-12-16', '08:10', 1, 'rejected: the client owes another file and is reminded');
      await t.db.updateTable('document_requests').set({ status: 'accepted' }).where('id', '=', id).execute();
      await reminded('2026-12-23', '08:00', 0, 'accepted: done');
    });

    test('the assigned staff member hears of uploads (one mail per request and run); an unassigned request is left to the digest', async () => {
      seoul('2026-11-24', '10:00');
      const owner = await t.createUser('staff');
      await t.db.updateTable('users').set({ locale: 'ko', mail_digest: true }).where('id', '=', owner).execute();
      const { email: ownerEmail } = await t.db.selectFrom('users').select('email').where('id', '=', owner).executeTakeFirstOrThrow();
      const yuna = await client(t, 'Yuna Park', 'yuna@example.com');
      const mine = await request(t, yuna, 'ID card', '2026-12-10', { assignedTo: owner });
      const nobody = await request(t, yuna, 'Lease contract', '2026-11-20');
      await sendRequestNotices(t.app);

      await upload(t, yuna, mine, 'front.jpg');
      await upload(t, yuna, mine, 'back.jpg');
      await upload(t, yuna, nobody, 'lease.pdf');
      assert.equal(await sendRequestNotices(t.app), 1);
      const told = await mailsTo(t, ownerEmail);
      assert.deepEqual(told.map((mail) => mail.subject), ['Yuna Park 님이 "ID card" 요청에 파일 2개를 올렸습니다 - taxdesk']);
      assert.match(told[0]!.body_text, /- front\.jpg\n- back\.jpg\n/);
      assert.match(told[0]!.body_text, new RegExp(`/clients/${yuna}\\?tab=documents`));
      assert.equal(await sendRequestNotices(t.app), 0, 'told once');
      await upload(t, yuna, mine, 'back-again.jpg');
      assert.equal(await sendRequestNotices(t.app), 1, 'a later upload is a new mail');
      assert.match((await mailsTo(t, ownerEmail)).at(-1)!.body_text, /파일 1개[\s\S]*- back-again\.jpg\n/);

      // The digest (a working morning): overdue requests and uploads waiting for review, theirs first.
      await t.db.updateTable('document_requests').set({ status: 'open' }).where('id', '=', nobody).execute();
      seoul('2026-11-25', '07:05');
      assert.ok(await sendStaffDigest(t.app));
      const digest = (await mailsTo(t, ownerEmail)).find((mail) => mail.subject.includes('기한 요약'));
      assert.ok(digest, 'the digest went out');
      assert.match(digest.body_text, /기한이 지난 서류 요청 \(1\)\n- 2026\. 11\. 20\. Yuna Park: Lease contract\n/);
      assert.match(digest.body_text, /검토를 기다리는 업로드 \(\d+\)\n- Yuna Park: ID card, 파일 3개 \[담당\]\n/);
    });

    test('two app instances on one database tell each new request once', { skip: t.dialect === 'sqlite' && 'one in-memory SQLite database per app' }, async () => {
      seoul('2026-11-26', '11:00');
      const twice = await client(t, 'Twice Ltd', 'twice@example.com');
      for (const title of ['A', 'B', 'C']) await request(t, twice, title, '2026-12-30');
      const other = await t.otherInstance({ ...config, smtpUrl: smtp.url() }, { clock });
      try {
        const counts = await Promise.all([sendRequestNotices(t.app), sendRequestNotices(other), sendRequestNotices(other), sendRequestNotices(t.app)]);
        assert.equal(counts.reduce((sum, count) => sum + count, 0), 1);
        await Promise.all([t.app.background.idle(), other.background.idle()]);
        await t.app.mailer.deliverDue();
        const received = smtp.received.filter((mail) => mail.to === 'twice@example.com');
        assert.equal(received.length, 1);
        assert.match(received[0]!.data, /3 documents we need from you/);
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
