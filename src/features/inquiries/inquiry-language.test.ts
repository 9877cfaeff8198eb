/*
 * Inquiry mails in their readers' languages. Its own file and SMTP capture: inquiry-mails.test.ts
 * counts every mail its capture receives.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { smtpCapture } from '../../testing/smtp.js';

const smtp = smtpCapture();

async function mailsTo(t: TestContext, recipient: string) {
  await t.app.background.idle();
  return t.db.selectFrom('outbox_emails').select(['subject', 'body_text']).where('recipient', '=', recipient).orderBy('id').execute();
}

describeApi(
  'inquiry mails in their readers\' languages',
  (t) => {
    test('the sender is answered in the language they wrote in, each staff user notified in theirs, the firm in its own', async () => {
      const admin = await t.token('admin');
      const { updatedAt: _, ...settings } = (await t.api('GET', '/api/sitesettings', { token: admin })).data;
      const firm = `office.${t.dialect}@kim-tax.example`;
      const saved = { ...settings, siteName: '김세무', contactEmail: firm, contactPhone: '02-555-0100', notifyNewInquiries: true, acknowledgeInquiries: true };
      assertStatus(await t.api('PUT', '/api/sitesettings', { token: admin, body: saved }), 200);
      const staff = await t.signup('staff');
      const token = (await t.login(staff.email, staff.password)).accessToken;
      assertStatus(await t.api('PUT', '/api/users/me/mail-preferences', { token, body: { digest: false, newInquiries: true } }), 200);
      assertStatus(await t.api('PUT', '/api/users/me', { token, body: { locale: 'ko' } }), 200);

      const sender = `sender.${t.dialect}@example.com`;
      const body = { name: '이영희', email: sender, subject: '상담 문의', message: '안녕하세요', phone: '010-1234-5678' };
      const res = await t.api('POST', '/api/inquiry', { body, headers: { 'accept-language': 'ko-KR,ko;q=0.9' } });
      assertStatus(res, 201);
      assert.equal(res.data.message, '문의해 주셔서 감사합니다. 곧 답변 드리겠습니다.');

      const [ack] = await mailsTo(t, sender);
      assert.equal(ack!.subject, '문의를 받았습니다 - 김세무');
      assert.match(ack!.body_text, /^김세무에 문의해 주셔서 감사합니다\.[\s\S]*02-555-0100 또는 office\.\w+@kim-tax\.example\(으\)로 연락해 주세요\./);
      const [notice] = await mailsTo(t, staff.email);
      assert.equal(notice!.subject, `새 문의 #${res.data.id} - 김세무`);
      assert.match(notice!.body_text, /보낸 사람: 이영희 <sender\.\w+@example\.com>\n- 전화: 010-1234-5678\n- 제목: 상담 문의/);
      const [firmMail] = await mailsTo(t, firm);
      assert.equal(firmMail!.subject, `New inquiry #${res.data.id} - 김세무`, 'the firm reads DEFAULT_LOCALE (en)');

      const english = await t.api('POST', '/api/inquiry', { body: { ...body, email: `en.${sender}` } });
      assert.equal(english.data.message, 'Thank you for your inquiry. We will get back to you shortly.');
      assert.equal((await mailsTo(t, `en.${sender}`))[0]!.subject, 'We received your message - 김세무');
    });
  },
  {
    get config() {
      return { smtpUrl: smtp.url(), trustProxy: true };
    },
  },
);
