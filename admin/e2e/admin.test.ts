/*
 * The admin interface in a real browser: Debian's Chromium driven by playwright-core against the
 * real server (built app, SQLite, seeded through the API). Skipped (listed at the end of npm test) when Chromium is
 * missing, except with CI=true, where that is a failure. Screenshots go to SCREENSHOT_DIR
 * (default test-results/screenshots; `SCREENSHOT_DIR=docs/screenshots` refreshes the README's).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext } from '../../src/testing/harness.js';
import { launchChromium, screenshot, seed, settles, withoutChromium } from './lib/chromium.js';


const PASSWORD = 'amber-tiger-orchard-2026';

describe('admin interface in Chromium', { skip: withoutChromium }, () => {
  const ctx = new TestContext('sqlite', {});
  let browser: Browser;
  let page: Page;
  let base = '';
  let email = '';
  /** What Chromium reports the content security policy refused, on any page of the run. */
  const refusedByPolicy: string[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) => seed(ctx, method, url, body, token);

  const shot = (name: string) => screenshot(page, name);

  before(async () => {
    await buildAdmin();
    await ctx.start();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await ctx.signup('admin', PASSWORD);
    email = user.email;
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    for (const name of ['Kim Minjun', 'Lee Seoyeon', 'Park Jiho']) {
      const client = await call('POST', '/api/client', { name, clientType: 'individual', email: `${name.split(' ')[0]!.toLowerCase()}@example.com` });
      await call('POST', '/api/taxfilingschedule', { clientId: client.id, taxType: 'VAT', period: '2026-Q4', dueDate: inDays(3) });
      await call('POST', '/api/revenue-tracking', { clientId: client.id, description: 'Bookkeeping', amount: 450.5, invoiceDate: today });
    }
    await call('POST', '/api/inquiry', { name: 'Choi Yuna', email: 'yuna@example.com', subject: 'Help with my year-end tax return', message: 'I run a small cafe and need help with VAT and income tax.' });
    await call('POST', '/api/blog', { title: 'VAT deadlines for 2027', content: '<p>Quarterly VAT returns are due one month after the quarter ends.</p>', status: 'published' });
    // Three repeats of one problem (differing only in an id) and one other: two groups.
    const frame = (fn: string) => `TypeError: x is undefined\n    at ${fn} (${base}/admin/assets/index-3f2a9c1b.js:10:20)`;
    await call('POST', '/api/clientlog', {
      entries: [
        ...[101, 202, 303].map((n) => ({ level: 'error', message: `Client ${n} failed to load`, stack: frame('loadClient'), source: 'admin-ui' })),
        { level: 'warn', message: 'Slow response from /api/client', source: 'api-client' },
      ],
    });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
    });
  });

  after(async () => {
    await browser?.close();
    await ctx.stop();
  });

  test('sign in; the dashboard renders the real numbers', async () => {
    await page.goto(`${base}/admin/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const summary = await call('GET', '/api/admin-dashboard/summary');
    await page.getByTestId('card-dashboard.activeClients').filter({ hasText: String(summary.activeClients) }).waitFor();
    assert.equal(await page.getByTestId('card-dashboard.dueIn30Days').textContent(), String(summary.filingsDueIn30Days));
    assert.equal(await page.getByTestId('card-dashboard.overdue').textContent(), String(summary.overdueFilings), 'the title says what it counts');
    assert.equal(await page.getByTestId('card-dashboard.newInquiries').textContent(), '1');
    await page.getByText('Kim Minjun').first().waitFor();
    await page.getByText('Help with my year-end tax return').first().waitFor();
    await page.getByTestId('errors-shortcut').filter({ hasText: '3' }).waitFor();
    await shot('dashboard');
    // Readable on a phone: the same page at 390 px, every card still in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('errors-shortcut').waitFor();
    await shot('dashboard-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  test('the shortcut opens diagnostics filtered to errors; repeated errors appear as one group', async () => {
    await page.getByTestId('errors-shortcut').click();
    await page.getByRole('heading', { name: 'Diagnostics' }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.pathname, '/admin/diagnostics');
    assert.equal(url.searchParams.get('level'), 'error');
    assert.ok(url.searchParams.get('from'));
    const groups = page.getByTestId('groups');
    await groups.waitFor();
    assert.equal(await groups.locator('tbody tr').count(), 1, 'three errors differing only in an id are one group; the warning is filtered out');
    assert.equal(await groups.getByTestId('group-count').first().textContent(), '3');
    await groups.locator('summary').first().click();
    await groups.getByText('at loadClient').waitFor();
    await shot('diagnostics');
    // The view is in the URL: a reload shows the same.
    await page.reload();
    await page.getByTestId('groups').getByTestId('group-count').filter({ hasText: '3' }).waitFor();
  });

  test('an inquiry is converted to a client', async () => {
    await page.getByRole('link', { name: 'Inquiries' }).click();
    await page.getByRole('link', { name: 'Help with my year-end tax return' }).click();
    await page.getByRole('button', { name: 'Convert to client' }).click();
    await page.getByRole('heading', { name: 'Choi Yuna' }).waitFor();
    assert.match(page.url(), /\/admin\/clients\/\d+$/);
    await page.getByLabel('Phone').fill('+82 2-555-0101');
    await page.getByRole('button', { name: 'Save client' }).click();
    await page.getByText('Saved.').waitFor();
    const clientId = Number(page.url().split('/').pop());
    assert.equal((await call('GET', `/api/client/${clientId}`)).phone, '+82 2-555-0101');
    await shot('client');
  });

  test('a post is archived and restored', async () => {
    await page.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('button', { name: 'Archive VAT deadlines for 2027' }).click();
    await page.getByText('Post archived').waitFor();
    await page.getByRole('tab', { name: 'archived' }).click();
    const archived = page.getByTestId('posts');
    // The 'all' list stays on screen until the archived one arrives, and it shows this post too:
    // only the archived list has its Restore button.
    await archived.getByRole('row').filter({ hasText: 'VAT deadlines for 2027' }).getByRole('button', { name: 'Restore' }).waitFor();
    await archived.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Post restored.').waitFor();
    await page.getByRole('tab', { name: 'all' }).click();
    // Likewise the archived list stays until the 'all' one arrives: only there can it be archived again.
    await page.getByTestId('posts').getByRole('button', { name: 'Archive VAT deadlines for 2027' }).waitFor();
    const posts = await call('GET', '/api/blog/admin');
    assert.equal(posts.items[0].status, 'published');
    await shot('blog');
  });

  test('the app reports its own errors to the diagnostics log, and a reload keeps the session', async () => {
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e probe 41 exploded');
      });
      setTimeout(() => {
        throw new Error('e2e probe 42 exploded');
      });
    });
    let stored = 0;
    for (let attempt = 0; attempt < 40 && stored < 2; attempt++) {
      await page.waitForTimeout(250);
      stored = (await call('GET', '/api/clientlog', undefined)).items.filter((e: { message: string }) => e.message.includes('e2e probe')).length;
    }
    assert.equal(stored, 2, 'both uncaught errors arrived in a batch');
    await page.reload();
    await page.getByRole('heading', { name: 'Blog' }).waitFor();
  });

  test('the keyboard reaches the navigation and the filters', async () => {
    await page.goto(`${base}/admin/diagnostics`);
    await page.getByRole('heading', { name: 'Diagnostics' }).waitFor();
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Skip to content');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Dashboard');
    await page.getByLabel('Message contains').focus();
    await page.keyboard.type('probe');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search=probe/);
  });

  test('site settings are saved from the form', async () => {
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Site name').fill('Han & Partners Tax');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    assert.equal((await call('GET', '/api/sitesettings')).siteName, 'Han & Partners Tax');
    await shot('settings');
  });

  test('an expired access token is renewed with the cookie and the call repeated, unseen by the page', async () => {
    const isInquiryList = (url: URL) => url.pathname === '/api/inquiry';
    let refused = false;
    // The server's answer to an expired token, once: the app must renew and repeat the call.
    await page.route(isInquiryList, async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({ status: 401, contentType: 'application/problem+json', body: JSON.stringify({ status: 401, title: 'Unauthorized', code: 'token_expired' }) });
    });
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session/refresh') renewals.push(request.method());
    });
    await page.getByRole('link', { name: 'Inquiries' }).click();
    await page.getByRole('link', { name: 'Help with my year-end tax return' }).waitFor();
    assert.ok(refused, 'the first call was refused');
    assert.deepEqual(renewals, ['POST'], 'renewed exactly once');
    await page.unroute(isInquiryList);
  });

  test('change password keeps this session and signs out the others', async () => {
    const other = await ctx.api('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
    assert.equal(other.statusCode, 200, other.body);
    await page.getByRole('link', { name: /^Account/ }).click();
    await page.getByLabel('Current password').fill('not-the-password-1');
    await page.getByLabel(/^New password/).fill('cobalt-heron-meadow-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('label', { hasText: 'Current password' }).getByRole('alert').filter({ hasText: 'is not correct' }).waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed.').waitFor();
    const reused = await ctx.api('POST', '/api/auth/refresh', { body: { refreshToken: other.data.refreshToken } });
    assert.equal(reused.statusCode, 401, 'the other session was signed out');
    await page.reload();
    await page.getByRole('heading', { name: 'Account' }).waitFor();
  });

  test('the Account page lists sessions and revokes another one', async () => {
    const other = await ctx.api('POST', '/api/auth/login', { body: { email, password: 'cobalt-heron-meadow-2027' }, headers: { 'user-agent': 'Second Laptop' } });
    assert.equal(other.statusCode, 200, other.body);
    await page.reload();
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('This session').waitFor();
    const row = sessions.getByRole('row').filter({ hasText: 'Second Laptop' });
    await row.getByRole('button', { name: /^Revoke session/ }).click();
    await page.getByText('Session revoked').waitFor();
    await row.waitFor({ state: 'detached' });
    const refused = await ctx.api('GET', '/api/users/me', { token: other.data.accessToken });
    assert.equal(refused.statusCode, 401, 'the revoked session is signed out at once');
  });

  test('the Mail page shows a failed mail with the server’s answer and queues it again', async () => {
    const { id } = await ctx.db
      .insertInto('outbox_emails')
      .values({
        recipient: 'kim@example.com',
        subject: 'Your VAT return is due',
        body_text: 'BODY-TEXT-7731',
        created_at: new Date().toISOString(),
        attempts: 8,
        status: 'failed',
        last_error: '451 mailbox busy, try again later',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Mail' }).click();
    await page.getByRole('button', { name: 'Failed' }).click();
    const row = page.getByTestId('outbox').getByRole('row').filter({ hasText: 'Your VAT return is due' });
    await row.getByText('451 mailbox busy').waitFor();
    // The unfiltered list stays on screen until the failed one arrives, and it has this row too.
    await settles(() => page.getByTestId('outbox').locator('tbody tr td:nth-child(4)').allTextContents(), ['Failed'], 'only the failed mail');
    assert.equal(await page.getByText('BODY-TEXT-7731').count(), 0, 'bodies are never shown');
    await shot('mail');
    await row.getByRole('button', { name: /^Resend the mail to kim@example.com/ }).click();
    await page.getByText('Mail to kim@example.com queued again.').waitFor();
    const stored = await ctx.db.selectFrom('outbox_emails').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { status: 'pending', attempts: 0 });
  });

  test('the Account page makes a calendar link, shown once, that serves the deadlines', async () => {
    await page.getByRole('link', { name: /^Account/ }).click();
    const panel = page.getByRole('region', { name: 'Calendar feed' });
    await panel.getByRole('button', { name: 'Make a calendar link' }).click();
    const link = panel.getByLabel('Your calendar link (shown once)');
    await link.waitFor();
    // The link is on ADMIN_URL's origin; this test's server listens on a port of its own.
    const url = `${base}${new URL(await link.inputValue()).pathname}`;
    const feed = await fetch(url);
    assert.equal(feed.status, 200);
    assert.match(await feed.text(), /BEGIN:VEVENT[\s\S]*VAT 2026-Q4 · Kim Minjun/);
    await page.reload();
    await panel.getByText(/A link is active/).waitFor();
    assert.equal(await panel.getByLabel('Your calendar link (shown once)').count(), 0, 'not shown again');
    await panel.getByRole('button', { name: 'Revoke the link' }).click();
    await panel.getByText('No calendar link.').waitFor();
    assert.equal((await fetch(url)).status, 404);
  });

  test('the Account page sets which mails the user receives', async () => {
    await page.getByRole('link', { name: /^Account/ }).click();
    const panel = page.getByRole('region', { name: 'Mail preferences' });
    const digest = panel.getByRole('checkbox', { name: /morning digest/ });
    await digest.waitFor();
    assert.equal(await digest.isChecked(), false, 'off until asked for');
    await digest.check();
    await panel.getByText('Mail preferences saved.').waitFor();
    await shot('account-mail');
    const stored = await ctx.db.selectFrom('users').select(['mail_digest', 'mail_new_inquiries']).where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { mail_digest: true, mail_new_inquiries: false });
    await page.reload();
    assert.equal(await panel.getByRole('checkbox', { name: /morning digest/ }).isChecked(), true);
  });

  test('the Account page names the user and saves their language, which the admin reads when it opens again', async () => {
    await page.getByRole('link', { name: /^Account/ }).click();
    await page.getByTestId('signed-in-as').filter({ hasText: email }).waitFor();
    await page.getByLabel('Language of your screens and mails').selectOption('ko');
    // The whole admin turns Korean at once: the page, the navigation, dates.
    await page.getByRole('heading', { name: '계정', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '고객' }).waitFor();
    const stored = await ctx.db.selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(stored.locale, 'ko');
    await page.reload();
    await page.getByRole('heading', { name: '계정', level: 1 }).waitFor();
    assert.equal(await page.evaluate('document.documentElement.lang'), 'ko', 'the saved language, though the browser is English');
    await page.getByLabel('화면과 메일의 언어').selectOption('');
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  });

  test('the client list exports as CSV, with a byte-order mark, opened like a spreadsheet would', async () => {
    await page.getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    assert.ok(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 with a BOM');
    const text = bytes.subarray(3).toString('utf8');
    assert.match(text, /^id,name,email,/);
    for (const name of ['Kim Minjun', 'Lee Seoyeon', 'Park Jiho']) assert.ok(text.includes(name), name);
  });

  test('no page visited was refused anything by the content security policy (styles and fonts from this server only)', async () => {
    const policy = (await page.request.get(`${base}/admin/`)).headers()['content-security-policy'];
    assert.match(String(policy), /style-src 'self'(;|$)/);
    assert.doesNotMatch(String(policy), /unsafe-inline/);
    // No directive allows a whole scheme (`https:`, helmet's default for styles and fonts); images
    // may come from SITE_URL's one origin, where the website's uploaded images are served.
    const sources = String(policy).split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1));
    assert.ok(!sources.includes('https:') && !sources.includes('http:'), String(policy));
    assert.match(String(policy), /img-src 'self' data: https:\/\/www\.example-tax\.com(;|$)/);
    assert.deepEqual(refusedByPolicy, []);
  });

  test('sign out ends the session', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    // The device cookie stays on purpose (it marks a browser that signed in before; docs/api.md).
    const cookies = await page.context().cookies();
    assert.deepEqual(cookies.map((cookie) => cookie.name), ['taxdesk_device'], 'the refresh cookie is cleared');
  });
});
