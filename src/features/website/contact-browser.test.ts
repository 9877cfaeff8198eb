/*
 * The contact form as a person uses it, in Chromium with JavaScript off: filled by keyboard, sent,
 * the thanks page shown; then the office signs in to the admin and finds the inquiry in its list.
 * Skipped with a notice when Chromium is missing, except with CI=true.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { buildAdmin } from '../../../scripts/build-admin.js';
import { launchChromium, signIn, withoutChromium } from '../../../admin/e2e/lib/chromium.js';
import { manualClock } from '../../testing/clock.js';
import { TestContext } from '../../testing/harness.js';
import { freePort } from '../../testing/processes.js';

describe('the contact form in Chromium without JavaScript', { skip: withoutChromium }, () => {
  // The form's minimum fill time runs on the app's clock: the test moves it instead of waiting.
  const clock = manualClock(new Date());
  let ctx: TestContext;
  let browser: Browser;
  let base = '';

  before(async () => {
    await buildAdmin();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = new TestContext('sqlite', { config: { adminUrl: `${base}/admin` }, app: { clock } });
    await ctx.start();
    await ctx.app.listen({ port, host: '127.0.0.1' });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await ctx?.stop();
  });

  test('sent by keyboard, it reaches the admin’s inquiries list', async () => {
    const site = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await site.newPage();
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
    await page.getByLabel(/^Name/).focus();
    await page.keyboard.type('Park Jiho');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jiho@example.com');
    await page.getByLabel(/^Subject/).fill('Year-end settlement');
    await page.getByLabel(/^Message/).fill('<b>Please</b> call me about my year-end settlement.');

    clock.advance(20_000);
    await page.getByLabel(/^Message/).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/contact/thanks');
    await site.close();

    const { email, password } = await ctx.signup('staff');
    const office = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signIn(office, base, email, password);
    await office.getByRole('navigation').getByRole('link', { name: 'Inquiries' }).click();
    await office.getByRole('link', { name: 'Year-end settlement' }).waitFor();
    await office.getByRole('link', { name: 'Year-end settlement' }).click();
    await office.getByText('<b>Please</b> call me about my year-end settlement.').waitFor();
    await office.close();
  });
});
