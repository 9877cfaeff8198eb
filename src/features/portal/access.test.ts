import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { outboxTo } from '../../testing/outbox.js';
import { deleteClient } from '../../testing/records.js';

let made = 0;
async function clientWith(t: TestContext, email: string | null): Promise<number> {
  const body = { name: `Portal client ${++made}`, clientType: 'individual', ...(email ? { email } : {}) };
  const res = await t.api('POST', '/api/client', { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data.id;
}

/** Sign-in mails are stored sealed; outboxTo opens them as the sending worker does. */
const mailsTo = outboxTo;

const clock = manualClock('2026-11-23T09:00:00.000Z');

describeApi(
  'portal access: invitation and its end',
  (t) => {
    test('staff invite a client with an email: 202, a mail with a link and a code, hashes stored, audited, shown on the record', async () => {
      const id = await clientWith(t, 'Kim.Portal@Example.com');
      const res = await t.api('POST', `/api/client/${id}/portal-invitation`, { token: await t.token('staff') });
      assertStatus(res, 202);
      assert.deepEqual(res.data, { active: true, invitedAt: clock.now().toISOString(), endedAt: null, lastSignInAt: null });

      const [mail, ...others] = await mailsTo(t, 'kim.portal@example.com');
      assert.ok(mail, 'the invitation is queued');
      assert.deepEqual(others, []);
      const token = /\/portal\/#token=([A-Za-z0-9_-]{43})\n/.exec(mail.body_text)?.[1];
      const code = /: (\d{6})\n/.exec(mail.body_text)?.[1];
      assert.ok(token && code, mail.body_text);
      assert.match(mail.body_text, /^http:\/\/localhost:\d+\/portal\/#token=/m, 'the link is PORTAL_URL (from ADMIN_URL), not a Host header');
      assert.equal(Date.parse(mail.discard_at!), clock.now().getTime() + 15 * 60_000, 'the stored mail goes when the secret expires');

      const rows = await t.db.selectFrom('portal_sign_in_tokens').selectAll().where('client_id', '=', id).execute();
      assert.equal(rows.length, 1);
      assert.ok(!JSON.stringify(rows).includes(token) && !JSON.stringify(rows).includes(code), 'only hashes are stored');
      assert.equal(rows[0]!.expires_at, new Date(clock.now().getTime() + 15 * 60_000).toISOString());

      assert.deepEqual((await auditOf(t, 'client', id)).map((entry) => entry.operation), ['client.create', 'portal.invite']);
      const record = await t.api('GET', `/api/client/${id}`, { token: await t.token('staff') });
      assertStatus(record, 200);
      assert.deepEqual(record.data.portal, res.data);
    });

    test('a client never invited shows no access', async () => {
      const id = await clientWith(t, null);
      const record = await t.api('GET', `/api/client/${id}`, { token: await t.token() });
      assert.deepEqual(record.data.portal, { active: false, invitedAt: null, endedAt: null, lastSignInAt: null });
    });

    test('a client without an email: 400 client_without_email, nothing stored or sent', async () => {
      const id = await clientWith(t, null);
      const before = await auditCount(t);
      const res = await t.api('POST', `/api/client/${id}/portal-invitation`, { token: await t.token() });
      assertProblem(res, 400, { code: 'client_without_email', fields: ['email'] });
      assert.equal(await auditCount(t), before);
      assert.deepEqual(await t.db.selectFrom('portal_access').select('id').where('client_id', '=', id).execute(), []);
      assert.deepEqual(await t.db.selectFrom('portal_sign_in_tokens').select('id').where('client_id', '=', id).execute(), []);
    });

    test('a missing or deleted client is 404; a bad id 400; no token 401; a body 400', async () => {
      const admin = await t.token();
      assertProblem(await t.api('POST', '/api/client/999999/portal-invitation', { token: admin }), 404, { code: 'not_found' });
      assertProblem(await t.api('DELETE', '/api/client/999999/portal-access', { token: admin }), 404, { code: 'not_found' });
      const id = await clientWith(t, 'gone.portal@example.com');
      await deleteClient(t, id);
      assertProblem(await t.api('POST', `/api/client/${id}/portal-invitation`, { token: admin }), 404, { code: 'not_found' });
      assertProblem(await t.api('POST', '/api/client/abc/portal-invitation', { token: admin }), 400);
      assertProblem(await t.api('POST', `/api/client/${id}/portal-invitation`), 401, { code: 'unauthorized' });
      assertProblem(await t.api('DELETE', `/api/client/${id}/portal-access`), 401, { code: 'unauthorized' });
      assertProblem(await t.api('POST', `/api/client/${id}/portal-invitation`, { token: admin, body: { email: 'x@example.com' } }), 400);
      assert.deepEqual(await mailsTo(t, 'gone.portal@example.com'), []);
    });

    test('ending access: 204, its sessions and pending sign-ins end, audited once; inviting again restores it', async () => {
      const id = await clientWith(t, 'lee.portal@example.com');
      const staff = await t.token('staff');
      assertStatus(await t.api('POST', `/api/client/${id}/portal-invitation`, { token: staff }), 202);
      const now = clock.now().toISOString();
      const familyId = randomUUID();
      await t.db
        .insertInto('sessions')
        .values({ principal: 'portal', client_id: id, family_id: familyId, created_at: now, last_used_at: now, expires_at: '2099-01-01T00:00:00.000Z', user_agent: null, ip: null })
        .execute();

      clock.advance(60_000);
      assertStatus(await t.api('DELETE', `/api/client/${id}/portal-access`, { token: staff }), 204);
      const session = await t.db.selectFrom('sessions').select('revoked_at').where('family_id', '=', familyId).executeTakeFirstOrThrow();
      assert.equal(session.revoked_at, clock.now().toISOString());
      const pending = await t.db.selectFrom('portal_sign_in_tokens').select('used_at').where('client_id', '=', id).execute();
      assert.ok(pending.length === 1 && pending[0]!.used_at === clock.now().toISOString(), 'the mailed sign-in is spent');
      const record = await t.api('GET', `/api/client/${id}`, { token: staff });
      assert.equal(record.data.portal.active, false);
      assert.equal(record.data.portal.endedAt, clock.now().toISOString());

      const before = await auditCount(t);
      assertStatus(await t.api('DELETE', `/api/client/${id}/portal-access`, { token: staff }), 204);
      assert.equal(await auditCount(t), before, 'ending ended access changes nothing');
      assert.deepEqual((await auditOf(t, 'client', id)).map((entry) => entry.operation), ['client.create', 'portal.invite', 'portal.end_access']);

      const again = await t.api('POST', `/api/client/${id}/portal-invitation`, { token: staff });
      assertStatus(again, 202);
      assert.equal(again.data.active, true);
      assert.equal(again.data.endedAt, null);
      assert.equal((await mailsTo(t, 'lee.portal@example.com')).length, 2);
    });
  },
  { app: { clock } },
);

describeApi(
  'portal invitation in the firm language',
  (t) => {
    test('with DEFAULT_LOCALE=ko the invitation is in Korean', async () => {
      const id = await clientWith(t, 'park.portal@example.com');
      assertStatus(await t.api('POST', `/api/client/${id}/portal-invitation`, { token: await t.token() }), 202);
      const [mail] = await mailsTo(t, 'park.portal@example.com');
      assert.match(mail!.subject, /^고객 포털 안내/);
      assert.match(mail!.body_text, /로그인 화면에 이 코드를 입력하세요: \d{6}/);
    });

    test("a client's own language wins over the firm's", async () => {
      const res = await t.api('POST', '/api/client', { token: await t.token(), body: { name: 'English client', clientType: 'individual', email: 'en.portal@example.com', locale: 'en' } });
      assertStatus(res, 201);
      assertStatus(await t.api('POST', `/api/client/${res.data.id}/portal-invitation`, { token: await t.token() }), 202);
      const [mail] = await mailsTo(t, 'en.portal@example.com');
      assert.match(mail!.subject, /^Your client portal/);
    });
  },
  { config: { defaultLocale: 'ko' } },
);
