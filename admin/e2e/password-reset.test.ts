/*
 * The password-reset flow in a real browser: "Forgot password?" on the sign-in page, the mail read
 * from a real SMTP server started here, the link opened, a new password set, signing in with it.
 * Skipped with a notice when Chromium is missing, except with CI=true (see admin.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext } from '../../src/testing/harness.js';
import { launchChromium, withoutChromium } from './lib/chromium.js';
import { freePort } from '../../src/testing/processes.js';
import { laneMaySkip } from '../../src/shared/http/lane-fence.js';


const OLD_PASSWORD = 'amber-tiger-orchard-2026';
const NEW_PASSWORD = 'copper-kettle-whistles-at-dawn';

describe('password reset in Chromium', { skip: withoutChromium }, () => {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push(data);
        callback();
      });
    },
  });
  // What the server was sent: URLs and Referer headers of every request.
  const seen: string[] = [];
  let ctx: TestContext;
  let browser: Browser;
  let page: Page;
  let base = '';
  let email = '';

  before(async () => {
    await buildAdmin();
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = new TestContext('sqlite', {
      config: { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, adminUrl: `${base}/admin` },
      app: {
        extend: (app) =>
          app.addHook(
            'onRequest',
            // The test records what the browser asked for; the admin's pages are never replayed.
            laneMaySkip('a test recorder of the reset pages', async (request) => {
              seen.push(request.url, String(request.headers.referer ?? ''));
            }),
          ),
      },
    });
    await ctx.start();
    await ctx.app.listen({ port, host: '127.0.0.1' });
    email = (await ctx.signup('staff', OLD_PASSWORD)).email;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  });

  after(async () => {
    await browser?.close();
    await ctx?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  // The two fields by role in the form; their labels also hold their field errors once shown.
  const newPassword = () => page.locator('input[autocomplete="new-password"]').nth(0);
  const repeatPassword = () => page.locator('input[autocomplete="new-password"]').nth(1);

  /** The reset link of the newest mail to the user, decoded from quoted-printable. */
  async function resetLink(): Promise<string> {
    await ctx.app.background.idle();
    const mail = mails.map((data) => data.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')).findLast((data) => data.includes(email));
    assert.ok(mail, 'the SMTP server received the reset mail');
    const link = /(http:\/\/\S+\/admin\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    assert.ok(link, `a reset link in: ${mail}`);
    return link;
  }

  test('request a link from the sign-in page; an empty or malformed email is a field error', async () => {
    await page.goto(`${base}/admin/`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('label', { hasText: 'Email' }).getByRole('alert').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: 'a reset link is on its way' }).waitFor();
  });

  test('the link opens the reset page, which refuses a weak password next to its field, then sets a strong one', async () => {
    const link = await resetLink();
    const token = link.split('#token=')[1]!;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    assert.equal(new URL(page.url()).hash, '', 'the token is removed from the address bar');

    await newPassword().fill(NEW_PASSWORD);
    await repeatPassword().fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.locator('label', { hasText: 'Repeat the new password' }).getByRole('alert').filter({ hasText: 'does not match' }).waitFor();

    await newPassword().fill('Welcome12345');
    await repeatPassword().fill('Welcome12345');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.locator('label', { hasText: /^New password/ }).getByRole('alert').filter({ hasText: 'too easy to guess' }).waitFor();

    await newPassword().fill(NEW_PASSWORD);
    await repeatPassword().fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password reset' }).waitFor();

    assert.ok(seen.length > 0);
    assert.ok(!seen.some((entry) => entry.includes(token)), 'the token reached the server in a URL or Referer');
  });

  test('sign in with the new password; the old one and the spent link no longer work', async () => {
    await page.getByRole('link', { name: 'Sign in with the new password' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await page.goto(await resetLink());
    await newPassword().fill('another-quiet-harbor-evening');
    await repeatPassword().fill('another-quiet-harbor-evening');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'invalid, used or expired' }).waitFor();
  });
});
