import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

const clock = manualClock('2031-05-01T09:00:00.000Z');
const LIMIT = 4;
let address = 0;
let seenUpTo = 0;

const person = { name: 'Kim Minji', email: 'minji@example.com', phone: '', companyName: '', subject: 'VAT return', message: 'Can you file our VAT return?' };

/** The form as a browser gets it: its action and the stamp of the moment it was served. */
async function openForm(t: TestContext, url = '/contact') {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store', 'the form carries its moment: never cached');
  const started = /name="started" value="([^"]+)"/.exec(res.body)?.[1];
  assert.ok(started, 'the form carries its stamp');
  return { started, html: res.body };
}

async function post(t: TestContext, fields: Record<string, string>, options: { url?: string; from?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/contact',
    remoteAddress: options.from ?? `198.51.100.${++address}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function inquiries(t: TestContext) {
  const res = await t.api('GET', '/api/inquiry', { token: await t.token('staff'), query: { pageSize: 100 } });
  assertStatus(res, 200);
  const items = res.data.items as Array<{ id: number; name: string; email: string; subject: string; message: string; phone: string | null }>;
  return items.filter((item) => item.id > seenUpTo);
}

/** A person takes a while to fill the form. */
async function filledForm(t: TestContext, url = '/contact') {
  const { started } = await openForm(t, url);
  clock.advance(10_000);
  return started;
}

describeApi(
  'the website contact form',
  (t) => {
    // Inquiries stay (their kept counts must match a recount): each test reads those made after it began.
    beforeEach(async () => {
      const newest = await t.db.selectFrom('inquiries').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      seenUpTo = Number(newest?.id ?? 0);
      await t.db.deleteFrom('outbox_emails').execute();
    });

    test('a filled form creates the inquiry POST /api/inquiry would, mails the acknowledgement and leads (303) to the thanks page', async () => {
      const started = await filledForm(t);
      const res = await post(t, { ...person, started, website: '' });
      assert.equal(res.statusCode, 303, res.body.slice(0, 300));
      assert.equal(res.headers.location, '/contact/thanks');
      const [stored] = await inquiries(t);
      assert.deepEqual([stored!.name, stored!.email, stored!.subject, stored!.message, stored!.phone], [person.name, person.email, person.subject, person.message, null]);
      await t.app.background.idle();
      const mails = await t.db.selectFrom('outbox_emails').select(['recipient']).execute();
      assert.ok(mails.some((mail) => mail.recipient === person.email), 'the sender is acknowledged');

      const ko = await post(t, { ...person, started: await filledForm(t, '/ko/contact') }, { url: '/ko/contact' });
      assert.equal(ko.statusCode, 303);
      assert.equal(ko.headers.location, '/ko/contact/thanks');
    });

    test('the acknowledgement is in the language of the page the form was sent from, whatever the browser’s Accept-Language', async () => {
      const acknowledgement = async (url: string, acceptLanguage: string) => {
        await t.db.deleteFrom('outbox_emails').execute();
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: `198.51.100.${++address}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'accept-language': acceptLanguage },
          payload: new URLSearchParams({ ...person, started: await filledForm(t, url) }).toString(),
        });
        assert.equal(res.statusCode, 303, res.body.slice(0, 300));
        const mail = await t.db.selectFrom('outbox_emails').select(['subject']).where('recipient', '=', person.email).executeTakeFirst();
        assert.ok(mail, 'the sender is acknowledged');
        return mail.subject;
      };
      assert.match(await acknowledgement('/ko/contact', 'en-US,en;q=0.9'), /문의를 받았습니다/);
      assert.match(await acknowledgement('/contact', 'ko-KR,ko;q=0.9'), /We received your message/);
    });

    test('missing and 100 KB fields re-render the form in place with the values kept; nothing is stored', async () => {
      const started = await filledForm(t);
      const missing = await post(t, { name: 'Kim Minji', email: '', subject: '', message: 'Hello', started });
      assert.equal(missing.statusCode, 400);
      assert.match(String(missing.headers['content-type']), /^text\/html/);
      assert.match(missing.body, /id="e-email"/);
      assert.match(missing.body, /id="e-subject"/);
      assert.doesNotMatch(missing.body, /id="e-name"/);
      assert.match(missing.body, /name="name" type="text" value="Kim Minji"/, 'the name is kept');
      assert.match(missing.body, />Hello<\/textarea>/, 'the message is kept');
      assert.match(missing.body, /aria-invalid="true" aria-describedby="e-email"/);

      const huge = await post(t, { ...person, message: 'x'.repeat(100 * 1024), started });
      assert.equal(huge.statusCode, 400);
      assert.match(huge.body, /id="e-message"[^>]*>Please shorten this to at most 5,?000 characters/);
      const bad = await post(t, { ...person, email: 'not-an-address', started });
      assert.match(bad.body, /id="e-email"[^>]*>Please enter an email address/);
      assert.deepEqual(await inquiries(t), []);
    });

    test('robots: a filled honeypot is thanked and dropped; a post 1 second after the form, or with a forged or missing stamp, is the form again', async () => {
      const started = await filledForm(t);
      const trap = await post(t, { ...person, website: 'https://spam.example', started });
      assert.equal(trap.statusCode, 303, 'the robot learns nothing');
      const { started: fresh } = await openForm(t);
      clock.advance(1000);
      const quick = await post(t, { ...person, started: fresh });
      assert.equal(quick.statusCode, 400);
      assert.match(quick.body, /sent too quickly/);
      assert.match(quick.body, /value="Kim Minji"/);
      const forged = await post(t, { ...person, started: `${clock.now().getTime() - 60_000}.${'A'.repeat(43)}` });
      assert.match(forged.body, /sent too quickly/);
      const none = await post(t, person);
      assert.match(none.body, /sent too quickly/);
      assert.deepEqual(await inquiries(t), []);
    });

    test('HTML and script in every field is kept as text: escaped in the page, the mails and what the admin reads', async () => {
      const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const hostile = { name: `${script}Mallory`, email: 'mallory@example.com', phone: '', companyName: script, subject: `${script}subject`, message: `${script}\nmessage` };
      const started = await filledForm(t);
      const again = await post(t, { ...hostile, email: 'bad', started });
      assert.equal(again.statusCode, 400);
      assert.ok(!again.body.includes('<script>alert(1)') && !again.body.includes('<img src=x'), 'no markup from a field in the page');
      assert.ok(again.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));

      assertStatus(await t.api('PUT', '/api/sitesettings', { token: await t.token(), body: { siteName: 'Kim Tax', siteDescription: null, siteUrl: 'https://www.example-tax.com', contactEmail: 'office@kim-tax.example', contactPhone: null, address: null, businessHours: null, socialLinks: [], defaultMetaTitle: null, defaultMetaDescription: null, rssItemLimit: null, notifyNewInquiries: true } }), 200);
      assert.equal((await post(t, { ...hostile, started })).statusCode, 303);
      const [stored] = await inquiries(t);
      assert.equal(stored!.name, hostile.name, 'the admin reads exactly what was typed (JSON: its UI shows text)');
      await t.app.background.idle();
      const mails = await t.db.selectFrom('outbox_emails').select(['recipient', 'body_html', 'body_text']).execute();
      const firm = mails.find((mail) => mail.recipient === 'office@kim-tax.example');
      assert.ok(firm, 'the firm is told');
      assert.ok(!/<script|<img src=x/.test(firm.body_html ?? ''), 'no markup from the form in the mail');
      assert.match(firm.body_html ?? '', /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    });

    test('the form and POST /api/inquiry share one rate limit per address; past it the form says so (429, Retry-After)', async () => {
      const from = '203.0.113.77';
      for (let index = 0; index < LIMIT - 1; index++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/inquiry', remoteAddress: from, payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' } });
        assert.equal(res.statusCode, 201);
      }
      const started = await filledForm(t);
      assert.equal((await post(t, { ...person, started }, { from })).statusCode, 303, 'the last of the budget');
      const refused = await post(t, { ...person, started }, { from });
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(refused.body, /Too many messages/);
      assert.match(refused.body, /value="Kim Minji"/);
      const api = await t.app.inject({ method: 'POST', url: '/api/inquiry', remoteAddress: from, payload: { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' } });
      assert.equal(api.statusCode, 429, 'the form used the API operation’s budget');
    });

    test('an unknown or repeated field is the form again; another content type is refused', async () => {
      const started = await filledForm(t);
      const unknown = await post(t, { ...person, started, admin: '1' });
      assert.equal(unknown.statusCode, 400);
      assert.match(unknown.body, /<form method="post"/);
      const repeated = await t.app.inject({
        method: 'POST',
        url: '/contact',
        remoteAddress: '198.51.100.250',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=a&name=b&email=a%40example.com&subject=s&message=m&started=${encodeURIComponent(started)}`,
      });
      assert.equal(repeated.statusCode, 400);
      const other = await t.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
      assert.ok(other.statusCode >= 400 && other.statusCode < 500);
      assert.deepEqual(await inquiries(t), []);
    });
  },
  { app: { clock }, config: { inquiryRateLimitMax: LIMIT } },
);
