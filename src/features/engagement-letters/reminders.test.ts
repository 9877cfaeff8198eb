/* Issue 34.5: unsigned letters remind the client after 3 and 7 days (LETTER_REMINDER_DAYS), then tell the staff member who sent them. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { outboxTo } from '../../testing/outbox.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { newContract } from '../../testing/records.js';
import { sendLetterReminders } from './service.js';

const clock = manualClock('2027-01-15T08:00:00.000Z');
const at = (day: string, time: string) => clock.set(new Date(`${day}T${time}:00Z`).toISOString());

async function sendLetter(t: TestContext, title: string) {
  const client = await invitedClient(t, { locale: 'en' });
  // Signed in before the letter's mail, which becomes the newest one.
  const portal = (await portalSignIn(t, client.email)).accessToken;
  const contractId = await newContract(t, client.id, { title });
  const template = await t.api('POST', '/api/engagement-letter-templates', { token: await t.token('admin'), body: { name: `Reminded ${title}`, bodies: { en: 'Dear {{client.name}}' } } });
  assertStatus(template, 201);
  const sent = await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token: await t.token('staff'), body: { templateId: template.data.id } });
  assertStatus(sent, 201);
  const staff = await t.db.selectFrom('users').select('email').where('id', '=', sent.data.sentBy).executeTakeFirstOrThrow();
  return { client, contractId, letter: sent.data, staffEmail: staff.email, portal };
}

const reminders = async (t: TestContext, email: string) => (await outboxTo(t, email)).filter((mail) => mail.subject.startsWith('Reminder: your engagement letter'));

describeApi(
  'engagement letter reminders',
  (t) => {
    test('after 3 and 7 days the client is reminded once per step, then the staff member is told; a signed letter is left alone', async () => {
      at('2027-01-15', '08:00');
      const waiting = await sendLetter(t, 'Waiting letter');
      const signed = await sendLetter(t, 'Signed letter');
      assertStatus(await t.api('POST', `/api/portal/engagements/${signed.contractId}/sign`, { token: signed.portal, body: { fullName: 'Signer', consent: true, sha256: signed.letter.originalSha256 } }), 200);

      assert.equal(await sendLetterReminders(t.app), 0, 'nothing on the day it was sent');
      at('2027-01-18', '06:30');
      assert.equal(await sendLetterReminders(t.app), 0, 'not before DIGEST_HOUR');
      at('2027-01-18', '08:05');
      assert.equal(await t.app.jobs.runOnce('mail.letter-reminders'), true);
      assert.equal((await reminders(t, waiting.client.email)).length, 1);
      assert.match((await reminders(t, waiting.client.email))[0]!.body_text, /“Waiting letter” 3 days ago/);
      assert.equal(await sendLetterReminders(t.app), 0, 'once per step');
      at('2027-01-20', '09:00');
      assert.equal(await sendLetterReminders(t.app), 0, 'nothing between the steps');
      const staffBefore = (await outboxTo(t, waiting.staffEmail)).filter((mail) => mail.subject.startsWith('Not signed')).length;
      at('2027-01-22', '08:10');
      assert.equal(await sendLetterReminders(t.app), 1);
      assert.equal((await reminders(t, waiting.client.email)).length, 2);
      const told = (await outboxTo(t, waiting.staffEmail)).filter((mail) => mail.subject.startsWith('Not signed'));
      assert.equal(told.length, staffBefore + 1);
      assert.match(told.at(-1)!.subject, /Not signed after 7 days: Portal client/);
      // The link opens the letter itself on the client file's Contracts tab.
      assert.ok(told.at(-1)!.body_text.includes(`/admin/clients/${waiting.client.id}?tab=contracts&letter=${waiting.contractId}`), told.at(-1)!.body_text);
      const evidence = (await t.api('GET', `/api/contract/${waiting.contractId}/engagement-letter`, { token: await t.token() })).data;
      assert.equal(evidence.remindersSent, 2);
      assert.equal(evidence.lastReminderAt, '2027-01-22T08:10:00.000Z');
      at('2027-01-30', '08:10');
      assert.equal(await sendLetterReminders(t.app), 0, 'no step after the last');
      assert.equal((await reminders(t, signed.client.email)).length, 0, 'a signed letter reminds no one');
    });

    test('a letter found late for both steps gets one reminder (the latest step) and the staff notice; a withdrawn letter gets none', async () => {
      at('2027-01-15', '08:00');
      const late = await sendLetter(t, 'Late letter');
      const withdrawn = await sendLetter(t, 'Withdrawn letter');
      assertStatus(await t.api('DELETE', `/api/contract/${withdrawn.contractId}/engagement-letter`, { token: await t.token() }), 204);
      at('2027-01-24', '08:00');
      assert.equal(await sendLetterReminders(t.app), 1);
      assert.equal((await reminders(t, late.client.email)).length, 1);
      assert.equal((await reminders(t, withdrawn.client.email)).length, 0);
      assert.equal(await sendLetterReminders(t.app), 0);
      assert.equal((await t.api('GET', `/api/contract/${late.contractId}/engagement-letter`, { token: await t.token() })).data.remindersSent, 2);
    });
  },
  { app: { clock }, config: { letterReminderDays: [3, 7], digestHour: 7, businessTimeZone: 'UTC' } },
);
