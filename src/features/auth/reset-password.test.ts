import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashOpaqueToken } from '../../shared/auth/tokens.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';
import { outboxTo } from '../../testing/outbox.js';
import { smtpCapture } from '../../testing/smtp.js';

function tokenFrom(text: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(match, `no reset link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

const outbox = outboxTo;

describeApi(
  'POST /api/auth/reset-password',
  (t) => {
    let address = 0;
    const reset = (body: unknown) =>
      t.api('POST', '/api/auth/reset-password', { body, headers: { 'x-forwarded-for': `198.51.100.${++address}` } });

    test('asking for a link answers the same whether or not the account exists', async () => {
      const user = await t.signup('staff');
      const known = await reset({ email: user.email });
      const unknown = await reset({ email: 'nobody-here@test.example' });
      assertStatus(known, 200);
      assertStatus(unknown, 200);
      assert.deepEqual(known.data, unknown.data);
      const mails = await outbox(t, user.email);
      assert.equal(mails.length, 1);
      assert.match(mails[0]!.body_text, /https:\/\/admin\.example-tax\.com\/admin\/reset-password#token=[A-Za-z0-9_-]{43}\n/);
      // Stored sealed (issue 28.5): the row holds neither the token nor the link while it waits.
      const token = tokenFrom(mails[0]!.body_text);
      assert.match(mails[0]!.stored, /^sealed:v1:/);
      assert.ok(!mails[0]!.stored.includes(token) && !mails[0]!.stored.includes('reset-password'), 'the stored body is sealed');
      assert.equal((await outbox(t, 'nobody-here@test.example')).length, 0);
    });

    test('the link goes out in the user\'s language: English by default, Korean once chosen', async () => {
      const user = await t.signup('staff');
      assertStatus(await reset({ email: user.email }), 200);
      const [english] = await outbox(t, user.email);
      assert.equal(english!.subject, 'Reset your password - taxdesk');
      assert.match(english!.body_text, /Open this link within 30 minutes to choose a new password/);
      const token = (await t.login(user.email, user.password)).accessToken;
      assertStatus(await t.api('PUT', '/api/users/me', { token, body: { locale: 'ko' } }), 200);
      assertStatus(await reset({ email: user.email }), 200);
      const korean = (await outbox(t, user.email)).at(-1)!;
      assert.equal(korean.subject, '비밀번호 재설정 - taxdesk');
      assert.match(korean.body_text, /30분 안에 이 링크를 열어 새 비밀번호를 정해 주세요:\nhttps:\/\/admin\.example-tax\.com\/admin\/reset-password#token=/);
    });

    test('the token completes a reset once, and every session ends', async () => {
      const user = await t.signup('staff');
      const session = await t.login(user.email, user.password);
      assertStatus(await reset({ email: user.email }), 200);
      const token = tokenFrom((await outbox(t, user.email)).at(-1)!.body_text);

      const done = await reset({ token, newPassword: 'freshly-reset-compass-9' });
      assertStatus(done, 200);
      assertStatus(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: 'freshly-reset-compass-9' } }), 200);
      assertProblem(await t.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password } }), 401);
      assertProblem(await t.api('POST', '/api/auth/refresh', { body: { refreshToken: session.refreshToken } }), 401);

      assertProblem(await reset({ token, newPassword: 'another-new-password-5' }), 400, { code: 'invalid_reset_token', fields: ['token'] });
      // Recorded once, in the reset's transaction: the refused second use adds nothing.
      const resets = (await auditOf(t, 'user', user.id)).filter((row) => row.operation === 'user.password_reset');
      assert.deepEqual(resets.map((row) => row.userId), [user.id]);
    });

    test('reset tokens are stored hashed and expire after 30 minutes', async () => {
      const user = await t.signup('staff');
      const asked = Date.now();
      assertStatus(await reset({ email: user.email }), 200);
      const token = tokenFrom((await outbox(t, user.email)).at(-1)!.body_text);
      const row = await t.db
        .selectFrom('password_reset_tokens')
        .select(['token_hash', 'expires_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.token_hash, hashOpaqueToken(token));
      // The expiry is set from the clock while the request runs, so between these two instants
      // (a fixed slack would fail on a slow enough run).
      const issued = Date.parse(row.expires_at) - 30 * 60_000;
      const answered = Date.now();
      assert.ok(issued >= asked && issued <= answered, `issued ${issued - asked} ms after the request, which took ${answered - asked} ms`);

      await t.db.updateTable('password_reset_tokens').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('user_id', '=', user.id).execute();
      assertProblem(await reset({ token, newPassword: 'freshly-reset-compass-9' }), 400, { code: 'invalid_reset_token' });
    });

    test('a weak new password is refused and the token stays usable', async () => {
      const user = await t.signup('staff');
      assertStatus(await reset({ email: user.email }), 200);
      const token = tokenFrom((await outbox(t, user.email)).at(-1)!.body_text);
      assertProblem(await reset({ token, newPassword: 'short' }), 400, { code: 'weak_password', fields: ['newPassword'] });
      const guessable = await reset({ token, newPassword: 'iloveyou1234' });
      assertProblem(guessable, 400, { code: 'weak_password', fields: ['newPassword'] });
      assert.match(guessable.data.errors.newPassword[0], /^is too easy to guess: This is similar to a commonly used password$/);
      assertStatus(await reset({ token, newPassword: 'long-enough-and-rare-42' }), 200);
    });

    test('the two forms cannot be mixed, and one of them is required', async () => {
      assertProblem(await reset({ email: 'a@test.example', token: 'abc', newPassword: 'long-enough-and-rare-42' }), 400, { fields: ['$'] });
      assertProblem(await reset({}), 400, { fields: ['$'] });
      assertProblem(await reset({ token: 'abc' }), 400, { fields: ['$'] });
      assertProblem(await reset({ email: 'not-an-email' }), 400, { fields: ['email'] });
      assertProblem(await reset({ email: 'a@test.example', role: 'admin' }), 400, { fields: ['role'] });
    });

    test('only a few links per address per hour are sent', async () => {
      const user = await t.signup('staff');
      for (let i = 0; i < 5; i++) assertStatus(await reset({ email: user.email }), 200);
      assert.equal((await outbox(t, user.email)).length, 3);
    });

    test('requests per client address are rate limited with Retry-After', async () => {
      const headers = { 'x-forwarded-for': '192.0.2.200' };
      for (let i = 0; i < 10; i++) {
        await t.api('POST', '/api/auth/reset-password', { body: { email: `flood${i}@test.example` }, headers });
      }
      const last = await t.api('POST', '/api/auth/reset-password', { body: { email: 'flood10@test.example' }, headers });
      assertProblem(last, 429, { code: 'rate_limited' });
      assert.ok(Number(last.headers['retry-after']) > 0);
    });
  },
  { config: { trustProxy: true, adminUrl: 'https://admin.example-tax.com/admin' } },
);

// With SMTP_URL set, the message goes out through the mail server, and the outbox forgets it.
const smtp = smtpCapture();

describeApi(
  'password reset mail over SMTP',
  (t) => {
    test('the reset link is delivered by SMTP, then deleted from the outbox', async () => {
      const user = await t.signup('staff');
      assertStatus(await t.api('POST', '/api/auth/reset-password', { body: { email: user.email } }), 200);
      assert.deepEqual(await outbox(t, user.email), [], 'a sent message holding a link is not kept');
      const delivered = smtp.received.find((message) => message.to === user.email);
      assert.ok(delivered, 'the SMTP server received the message');
      assert.match(delivered.data.replace(/=\r?\n/g, ''), /reset-password#token=/);
    });
  },
  {
    get config() {
      return { smtpUrl: smtp.url() };
    },
  },
);
