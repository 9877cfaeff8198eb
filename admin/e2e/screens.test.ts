/*
 * Every page fits the screen (issue 30.7): each route of the admin, and each tab of a client's
 * file, at 360 px and at 1280 px, with no horizontal overflow; at 1280 px the main navigation is
 * one line, and on a phone the header is one row with a Menu button that opens the links. Same
 * setup as the other browser tests (the built app on the real server, SQLite, Chromium).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext } from '../../src/testing/harness.js';
import { launchChromium, screenshot, seed, signIn, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';
/** Every message id of the admin's catalog: one on screen is a text react-intl did not find. */
const MESSAGE_IDS = Object.keys(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/en/admin.json'), 'utf8')) as Record<string, string>);

describe('every page fits the screen in Chromium', { skip: withoutChromium }, () => {
  const ctx = new TestContext('sqlite', {});
  let browser: Browser;
  let page: Page;
  let base = '';
  const paths: string[] = [];

  before(async () => {
    await buildAdmin();
    await ctx.start();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const call = (url: string, body: unknown) => seed(ctx, 'POST', url, body);
    const clientId = (await call('/api/client', { name: 'Jang Seoyeon Accounting Partners Co., Ltd.', clientType: 'business', email: 'seoyeon.accounting.partners@example.com', businessNumber: '123-45-67890' })).id;
    await call('/api/taxprofile', { clientId, taxpayerType: 'corporation', taxId: '110111-1234567', riskLevel: 'high', riskNotes: 'Late twice' });
    await call('/api/taxfilingschedule', { clientId, taxType: 'withholding', period: '2026-11', dueDate: '2026-12-10', recurrence: 'monthly' });
    await call('/api/taxfiling', { clientId, taxType: 'corporate', taxYear: 2026, status: 'in_progress', dueDate: '2027-03-31', amountDue: 12_345_678 });
    const contractId = (await call('/api/contract', { clientId, title: 'Bookkeeping and year-end settlement 2027', feeType: 'retainer', feeAmount: 330_000, startDate: '2027-01-01' })).id;
    await call('/api/consultingactivity', { clientId, contractId, activityDate: '2026-11-20', activityType: 'meeting', subject: 'Quarterly review of withholding statements', durationMinutes: 90 });
    await call('/api/revenue-tracking', { clientId, contractId, description: 'November bookkeeping retainer', amount: 330_000, invoiceDate: '2026-11-01', dueDate: '2026-11-30' });
    const requestId = (await call(`/api/client/${clientId}/document-requests`, { title: 'Bank statements for January to December 2026, every account', description: 'PDF exports from online banking are fine.', dueDate: '2026-12-15' })).id;
    assert.ok(requestId);
    const inquiryId = (await call('/api/inquiry', { name: 'Oh Jisoo', email: 'jisoo@example.com', subject: 'Help with my year-end tax return', message: 'I have income from two jobs this year.', serviceType: 'tax_filing' })).id;
    const postId = (await call('/api/blog', { title: 'Year-end settlement: what changes in 2027', content: '<p>Deductions and deadlines.</p>' })).id;
    paths.push(
      '/',
      '/inquiries',
      `/inquiries/${inquiryId}`,
      '/clients',
      ...['details', 'profile', 'schedules', 'filings', 'contracts', 'activities', 'revenue', 'documents', 'history'].map((tab) => `/clients/${clientId}?tab=${tab}`),
      `/clients/${clientId}?tab=contracts&letter=${contractId}`,
      '/deadlines',
      '/deadlines?view=calendar&month=2026-12',
      '/revenue',
      '/blog',
      '/blog/new',
      `/blog/${postId}`,
      '/records',
      ...['companies', 'common-codes', 'categories', 'faq', 'announcements', 'users', 'formulas'].map((record) => `/records/${record}`),
      '/diagnostics',
      '/settings',
      '/audit-log',
      '/mail',
      '/letter-templates',
      '/account',
    );
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 360, height: 780 }, locale: 'en-US' });
    await signIn(page, base, (await ctx.signup('admin', PASSWORD)).email, PASSWORD);
  });

  after(async () => {
    await browser?.close();
    await ctx.stop();
  });

  /**
   * Opens a page inside the running app (history.pushState, as a link does) rather than by
   * reloading: each reload renews the session, and seventy in a row meet the refresh rate limit.
   * Waits until nothing is loading any more.
   */
  async function open(path: string) {
    await page.evaluate(`history.pushState({}, '', ${JSON.stringify(`/admin${path}`)}); dispatchEvent(new PopStateEvent('popstate'))`);
    // Two frames: the new page has rendered (its loading states included) before it is looked at.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.locator('main h1, main h2').first().waitFor();
    await page.locator('.state.loading').first().waitFor({ state: 'detached' });
  }

  const overflow = () => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

  /** The outermost elements reaching past the right edge outside any scrolling box, to name in a failure. */
  const offenders = () =>
    page.evaluate<string[]>(`(() => {
      const width = document.documentElement.clientWidth;
      const clipped = (element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      const wide = [...document.querySelectorAll('main *, header *')].filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element));
      const name = (element) => element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ').join('.') : '') + (element.textContent ? ' "' + element.textContent.slice(0, 30) + '"' : '');
      return wide.filter((element) => !wide.includes(element.parentElement)).slice(0, 3).map(name);
    })()`);

  for (const width of [360, 1280]) {
    test(`every page at ${width} px: nothing sticks out sideways`, async () => {
      await page.setViewportSize({ width, height: 800 });
      const wide: string[] = [];
      for (const path of paths) {
        await open(path).catch((error: Error) => assert.fail(`${path}: ${error.message}`));
        const extra = await overflow();
        if (extra > 0) wide.push(`${path} (+${extra} px: ${(await offenders()).join(', ')})`);
      }
      assert.deepEqual(wide, [], `pages wider than ${width} px`);
    });
  }

  test('at 1280 px the navigation is one line; More opens the rest', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const tops = await nav.locator(':scope > a, :scope > .nav-group > button').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    assert.ok(Math.max(...tops) - Math.min(...tops) < 8, `one line: ${tops.join()}`);
    const bar = await page.locator('header.topbar').boundingBox();
    assert.ok(bar && bar.height < 70, `the bar is one row (${bar?.height} px)`);
    await nav.getByRole('button', { name: 'More' }).click();
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    assert.equal(await nav.getByRole('link', { name: 'Mail' }).count(), 0, 'the menu closed when the page opened');
  });

  test('on a phone the header is one row; Menu opens every link', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await open('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const [brand, toggle] = await Promise.all([page.locator('.brand').boundingBox(), menu.boundingBox()]);
    assert.ok(brand && toggle && Math.abs(brand.y - toggle.y) < 20, 'brand and Menu on one row');
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count(), 0, 'links hidden until asked for');
    await menu.click();
    await screenshot(page, 'menu-phone');
    const links = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents();
    assert.deepEqual(links, ['Dashboard', 'Inquiries', 'Clients', 'Deadlines', 'Revenue', 'Blog', 'Records', 'Diagnostics', 'Letter templates', 'Settings', 'Audit log', 'Mail']);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count(), 0, 'the menu closed');
  });

  test('in Korean the navigation and shell read Korean, and no page shows a raw message key', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ko-KR' });
    const own = page;
    page = await context.newPage();
    try {
      await signIn(page, base, (await ctx.signup('admin', PASSWORD)).email, PASSWORD);
      const nav = page.getByRole('navigation', { name: '주 메뉴' });
      await nav.getByRole('link', { name: '대시보드' }).waitFor();
      assert.deepEqual(await nav.getByRole('link').allTextContents(), ['대시보드', '문의', '고객', '마감', '매출', '블로그', '기록']);
      await nav.getByRole('button', { name: '더 보기' }).click();
      await nav.getByRole('link', { name: '감사 로그' }).waitFor();
      assert.equal(await page.evaluate('document.documentElement.lang'), 'ko');
      const raw: string[] = [];
      for (const path of paths) {
        await open(path);
        const text = await page.evaluate<string>('document.body.innerText');
        const keys = MESSAGE_IDS.filter((id) => text.includes(id));
        if (keys.length > 0) raw.push(`${path}: ${keys.join(', ')}`);
      }
      assert.deepEqual(raw, [], 'message keys shown instead of their text');
    } finally {
      await context.close();
      page = own;
    }
  });
});
