/*
 * A client's reminder in the client's language. Its own file, SMTP capture and clock: the other
 * reminder tests count every mail their capture receives, from both databases' runs at once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';
import { smtpCapture } from '../../testing/smtp.js';
import { sendClientReminders } from './service.js';

const smtp = smtpCapture();
const clock = manualClock('2027-01-06T03:00:00.000Z');
const seoul = (day: string, time: string) => clock.set(new Date(`${day}T${time}:00+09:00`).toISOString());
const config = { businessTimeZone: 'Asia/Seoul', digestHour: 7, reminderDays: [14, 3] };

describeApi(
  'client reminders in the client\'s language',
  (t) => {
    test('a Korean client\'s reminder is in Korean, its date in Korean words; an English one stays English', async () => {
      const token = await t.token('staff');
      const client = async (name: string, email: string, locale: string | null, taxType: string) => {
        const res = await t.api('POST', '/api/client', { token, body: { name, clientType: 'individual', email, remindByEmail: true, locale } });
        assertStatus(res, 201);
        assertStatus(await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: res.data.id, taxType, dueDate: '2027-01-10' } }), 201);
      };
      await client('김민수', `minsu.kim.${t.dialect}@example.com`, 'ko', '부가세');
      await client('Jane Doe', `jane.${t.dialect}@example.com`, null, 'VAT');
      seoul('2027-01-07', '07:00');
      await sendClientReminders(t.app);
      await t.app.background.idle();
      const mail = (to: string) => t.db.selectFrom('outbox_emails').select(['subject', 'body_text', 'body_html']).where('recipient', '=', to).executeTakeFirstOrThrow();
      const korean = await mail(`minsu.kim.${t.dialect}@example.com`);
      assert.equal(korean.subject, '알림: 부가세 기한 2027년 1월 10일 - taxdesk');
      assert.match(korean.body_text, /^김민수 님께,\n\n부가세 신고 일정의 기한이 3일 후\(2027년 1월 10일\)임을 알려 드립니다\./);
      assert.match(korean.body_html!, /<p>보내 주실 서류가 있다면/);
      const english = await mail(`jane.${t.dialect}@example.com`);
      assert.equal(english.subject, 'Reminder: VAT due January 10, 2027 - taxdesk');
      assert.match(english.body_text, /^Dear Jane Doe,\n\nthis is a reminder that your VAT filing is due in 3 days, on January 10, 2027\./);
    });
  },
  {
    get config() {
      return { ...config, smtpUrl: smtp.url() };
    },
    app: { clock },
  },
);
