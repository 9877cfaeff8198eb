/*
 * Every page template of the default theme, in Chromium at 360 px and at desktop width, in English
 * and Korean, checked by axe-core (WCAG 2.1 A and AA: landmarks, headings, names, contrast, lang):
 * no violation. Skipped with a notice when Chromium is missing, except with CI=true.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { axeViolations, describeViolations } from '../../../admin/e2e/lib/axe.js';
import { launchChromium, withoutChromium } from '../../../admin/e2e/lib/chromium.js';
import { manualClock } from '../../testing/clock.js';
import { TestContext } from '../../testing/harness.js';
import { freePort } from '../../testing/processes.js';

describe('website accessibility (axe-core in Chromium)', { skip: withoutChromium }, () => {
  const clock = manualClock(new Date());
  let ctx: TestContext;
  let browser: Browser;
  let base = '';
  let postSlug = '';

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = new TestContext('sqlite', { app: { clock } });
    await ctx.start();
    await ctx.app.listen({ port, host: '127.0.0.1' });
    const token = await ctx.token();
    const call = async (method: 'POST' | 'PUT', url: string, body: object) => {
      const res = await ctx.api(method, url, { token, body });
      assert.ok(res.statusCode < 300, `${url}: ${res.body}`);
      return res.data;
    };
    await call('PUT', '/api/sitesettings', {
      siteName: 'Hanbit Tax Office',
      siteDescription: 'Tax returns, bookkeeping and advice for people and companies in Seoul.',
      siteUrl: 'https://www.example-tax.com',
      contactEmail: 'office@example-tax.com',
      contactPhone: '+82 2-555-0199',
      address: '1 Tax Street, Seoul',
      businessHours: 'Mon-Fri 09:00-18:00\nSat 10:00-13:00',
      socialLinks: [{ name: 'Instagram', url: 'https://instagram.com/hanbit-tax' }],
      defaultMetaTitle: null,
      defaultMetaDescription: null,
      rssItemLimit: null,
    });
    const category = await call('POST', '/api/category', { name: 'Income tax', description: 'Returns and deductions.' });
    for (let index = 1; index <= 12; index++) {
      const post = await call('POST', '/api/blog', {
        title: `Income tax note ${index}`,
        content: '<h2>What changes</h2><p>Deductions for <a href="https://www.nts.go.kr">children</a> rise.</p><ul><li>One</li><li>Two</li></ul>',
        status: 'published',
        categoryId: category.id,
        authorName: 'Lee Sora',
        tags: ['income tax'],
      });
      postSlug = post.slug;
    }
    await call('POST', '/api/faq', { question: 'When is VAT due?', answer: 'On the 25th of the month after the quarter.', category: 'VAT', isPublished: true });
    await call('POST', '/api/announcement', { title: 'Closed on Friday', content: 'The office is closed for the holiday.', isPinned: true, isPublished: true });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await ctx?.stop();
  });

  for (const width of [360, 1280]) {
    test(`every page template has no violation at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      const found: string[] = [];
      const check = async (what: string) => {
        found.push(...describeViolations(what, await axeViolations(page)));
      };
      const urls = ['/', '/blog', '/blog?page=2', `/blog/${postSlug}`, '/blog/category/income-tax', '/faq', '/notices', '/contact', '/contact/thanks', '/no-such-page'];
      for (const prefix of ['', '/ko']) {
        for (const url of urls) {
          await page.goto(`${base}${prefix}${url === '/' && prefix ? '' : url}`);
          await check(`${prefix}${url}`);
        }
      }
      // The contact form with field errors shown.
      await page.goto(`${base}/contact`);
      clock.advance(10_000);
      await page.getByLabel(/^Name/).fill('Kim');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('alert').waitFor();
      await check('/contact with errors');
      // The skip link is the first thing the keyboard reaches, and it leads to the main content.
      await page.goto(`${base}/faq`);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Skip to content');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate('document.activeElement?.id'), 'main');
      await context.close();
      assert.deepEqual(found, []);
    });
  }
});
