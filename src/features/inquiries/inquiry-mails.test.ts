import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { smtpCapture } from '../../testing/smtp.js';

const smtp = smtpCapture();
const FIRM = 'office@kim-tax.example';
const hostile = {
  name: '<img src=x onerror=alert(1)>Mallory',
  email: 'victim@example.com',
  subject: 'Bcc: everyone@example.com <b>urgent</b>',
  message: '<a href="https://phish.example">Your account is locked, sign in here</a>\nsecond line',
};

async function settle(t: TestContext) {
  await t.app.background.idle();
  return t.db.selectFrom('outbox_emails').select(['recipient', 'subject', 'body_text', 'body_html', 'status']).orderBy('id').execute();
}

async function setSwitches(t: TestContext, switches: { notifyNewInquiries?: boolean; acknowledgeInquiries?: boolean }) {
  const admin = await t.token('admin');
  const { updatedAt: _, ...current } = (await t.api('GET', '/api/sitesettings', { token: admin })).data;
  assertStatus(await t.api('PUT', '/api/sitesettings', { token: admin, body: { ...current, siteName: 'Kim Tax', contactEmail: FIRM, contactPhone: '+82 2 555 0100', ...switches } }), 200);
}

let address = 0;
const submit = (t: TestContext, body: object) => t.api('POST', '/api/inquiry', { body, headers: { 'x-forwarded-for': `203.0.113.${++address}` } });

describeApi(
  'inquiry mails',
  (t) => {
    beforeEach(async () => {
      smtp.received.length = 0;
      await t.db.deleteFrom('outbox_emails').execute();
    });

    test('a new inquiry mails the firm (everything escaped) and acknowledges the sender without quoting them', async () => {
      await setSwitches(t, { notifyNewInquiries: true, acknowledgeInquiries: true });
      const res = await submit(t, hostile);
      assertStatus(res, 201);
      const mails = await settle(t);
      assert.deepEqual(mails.map((mail) => [mail.recipient, mail.status]), [[FIRM, 'sent'], ['victim@example.com', 'sent']]);
      assert.deepEqual(smtp.received.map((mail) => mail.to).sort(), [FIRM, 'victim@example.com'].sort());

      const [firm, ack] = mails;
      assert.equal(firm!.subject, `New inquiry #${res.data.id} - Kim Tax`);
      assert.ok(firm!.body_text.includes(hostile.name) && firm!.body_text.includes('> second line'), 'the firm reads what was typed');
      assert.ok(!/<img|<a href="https:\/\/phish/.test(firm!.body_html!), 'markup from the form reached the HTML part');
      assert.match(firm!.body_html!, /&lt;img src=x onerror=alert\(1\)&gt;Mallory/);
      assert.match(firm!.body_html!, /\/admin\/inquiries\/\d+/);

      assert.equal(ack!.subject, 'We received your message - Kim Tax');
      for (const typed of ['Mallory', 'phish', 'locked', 'Bcc']) {
        assert.ok(!ack!.body_text.includes(typed) && !ack!.body_html!.includes(typed), `the acknowledgement echoes "${typed}"`);
      }
      assert.match(ack!.body_text, /\+82 2 555 0100 or office@kim-tax\.example/);
    });

    test('users who opted in get the notification too; the switches in the site settings turn each mail off', async () => {
      const staff = await t.signup('staff');
      const token = (await t.login(staff.email, staff.password)).accessToken;
      assertStatus(await t.api('PUT', '/api/users/me/mail-preferences', { token, body: { digest: false, newInquiries: true } }), 200);

      await setSwitches(t, { notifyNewInquiries: false, acknowledgeInquiries: true });
      assertStatus(await submit(t, { ...hostile, email: 'one@example.com' }), 201);
      assert.deepEqual((await settle(t)).map((mail) => mail.recipient), [staff.email, 'one@example.com']);

      await t.db.deleteFrom('outbox_emails').execute();
      await setSwitches(t, { notifyNewInquiries: true, acknowledgeInquiries: false });
      assertStatus(await submit(t, { ...hostile, email: 'two@example.com' }), 201);
      assert.deepEqual((await settle(t)).map((mail) => mail.recipient), [FIRM, staff.email]);
      assertStatus(await t.api('PUT', '/api/users/me/mail-preferences', { token, body: { digest: false, newInquiries: false } }), 200);
    });

    test('a refused submission (invalid, honeypot, over the rate limit) sends nothing', async () => {
      await setSwitches(t, { notifyNewInquiries: true, acknowledgeInquiries: true });
      assertProblem(await submit(t, { ...hostile, email: 'not-an-address' }), 400, { fields: ['email'] });
      assertStatus(await submit(t, { ...hostile, website: 'https://spam.example' }), 201);
      assert.deepEqual(await settle(t), []);

      const same = { 'x-forwarded-for': '198.51.100.77' };
      for (let i = 0; i < 2; i++) assertStatus(await t.api('POST', '/api/inquiry', { body: hostile, headers: same }), 201);
      assertProblem(await t.api('POST', '/api/inquiry', { body: hostile, headers: same }), 429);
      assert.equal((await settle(t)).length, 4, 'two inquiries, two mails each; none for the refused third');
      assert.equal(smtp.received.length, 4);
    });
  },
  {
    get config() {
      return { smtpUrl: smtp.url(), inquiryRateLimitMax: 2, trustProxy: true };
    },
  },
);
