/*
 * The office's pages in a real browser (issue 19): revenue, the office records, the search box and
 * what each role sees. Same setup as admin.test.ts: the built app on the real server (SQLite),
 * data seeded through the API, Debian's Chromium through playwright-core; skipped with a notice
 * when Chromium is missing, except with CI=true.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { skipUnless } from '../../src/testing/environment.js';
import { TestContext } from '../../src/testing/harness.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const available = fs.existsSync(CHROMIUM);
const SHOTS = path.resolve(import.meta.dirname, '../..', process.env.SCREENSHOT_DIR ?? 'test-results/screenshots');
const PASSWORD = 'amber-tiger-orchard-2026';

describe('office pages in Chromium', { skip: skipUnless(available, `Chromium (${CHROMIUM}; apt-get install chromium)`) }, () => {
  const ctx = new TestContext('sqlite', {});
  let browser: Browser;
  let page: Page;
  let base = '';
  let clientId = 0;

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
    const res = await ctx.api(method, url, { token: await ctx.token(), body });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.data;
  }

  async function shot(name: string) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  async function signIn(email: string) {
    await page.goto(`${base}/admin/`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  }

  /** The monthly table's paid and pending cells of this month, as the page shows them. */
  async function thisMonth() {
    const month = new Date().toLocaleDateString('en-US', { month: 'short' });
    const row = page.getByTestId('monthly-table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: month, exact: true }) });
    const cells = await row.getByRole('cell').allTextContents();
    return { paid: cells[0], pending: cells[1] };
  }

  before(async () => {
    await buildAdmin();
    await ctx.start();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    clientId = (await call('POST', '/api/client', { name: 'Han Jisoo', clientType: 'business', email: 'jisoo@example.com', businessNumber: '123-45-67890' })).id;
    await call('POST', '/api/client', { name: 'Oh Minseo', clientType: 'individual' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'en-US', acceptDownloads: true });
    await signIn((await ctx.signup('admin', PASSWORD)).email);
  });

  after(async () => {
    await browser?.close();
    await ctx.stop();
  });

  test('revenue: add an entry, mark it paid, the chart and totals follow', async () => {
    await page.getByRole('link', { name: 'Revenue' }).click();
    await page.getByRole('heading', { name: 'Revenue', level: 1 }).waitFor();
    await page.getByText('Nothing is waiting for payment.').waitFor();
    assert.deepEqual(await thisMonth(), { paid: '0.00', pending: '0.00' });

    const form = page.getByRole('form', { name: 'Add revenue' });
    await form.getByLabel('Client').selectOption({ label: 'Han Jisoo' });
    await form.getByLabel('Description').fill('Year-end bookkeeping');
    await form.getByLabel('Amount').fill('0');
    await form.getByRole('button', { name: 'Add revenue' }).click();
    await form.locator('label', { hasText: 'Amount' }).getByRole('alert').waitFor();
    await form.getByLabel('Amount').fill('1250.50');
    await form.getByRole('button', { name: 'Add revenue' }).click();
    await form.getByText('Revenue added.').waitFor();

    const pending = page.getByTestId('revenue-pending');
    await pending.getByText('Year-end bookkeeping').waitFor();
    await page.getByTestId('total-Pending').filter({ hasText: '1,250.50' }).waitFor();
    await page.getByTestId('monthly-table').getByText('1,250.50').first().waitFor();
    assert.deepEqual(await thisMonth(), { paid: '0.00', pending: '1,250.50' });
    const bar = (kind: string) => page.locator(`[data-testid="revenue-chart"] rect[data-month="${new Date().getMonth() + 1}"][data-kind="${kind}"]`).getAttribute('height');
    assert.equal(Number(await bar('paid')), 0);
    assert.ok(Number(await bar('pending')) > 0);

    await pending.getByRole('button', { name: /^Mark paid: Year-end bookkeeping, Han Jisoo/ }).click();
    await page.getByText('Year-end bookkeeping (Han Jisoo) marked paid.').waitFor();
    await page.getByText('Nothing is waiting for payment.').waitFor();
    await page.getByTestId('total-Paid').filter({ hasText: '1,250.50' }).waitFor();
    await page.getByTestId('monthly-table').getByRole('cell', { name: '1,250.50' }).first().waitFor();
    assert.deepEqual(await thisMonth(), { paid: '1,250.50', pending: '0.00' });
    assert.ok(Number(await bar('paid')) > 0, 'the paid bar grew');
    assert.equal(Number(await bar('pending')), 0, 'the pending bar is gone');
    const [entry] = (await call('GET', `/api/revenue-tracking/client/${clientId}`)).items;
    assert.equal(entry.isPaid, true);
    await shot('revenue');
  });

  test('revenue: the filters live in the URL; the export is the filtered list as CSV with a BOM', async () => {
    await call('POST', '/api/revenue-tracking', { clientId, description: '=HYPERLINK("http://evil.example")', amount: 80, invoiceDate: '2025-03-10' });
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Paid').selectOption('pending');
    await filters.getByLabel('Client').selectOption({ label: 'Han Jisoo' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/status=pending/);
    assert.equal(new URL(page.url()).searchParams.get('clientId'), String(clientId));
    const list = page.getByTestId('revenue-list');
    await list.getByText('=HYPERLINK').waitFor();
    assert.equal(await list.getByText('Year-end bookkeeping').count(), 0, 'paid entries are filtered out');

    const [download] = await Promise.all([page.waitForEvent('download'), filters.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^revenue-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    assert.ok(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 with a BOM');
    const rows = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    assert.match(rows[0]!, /^id,invoiceDate,dueDate,clientId,client,/);
    assert.equal(rows.length, 2, 'only the pending entry of the filter');
    assert.ok(rows[1]!.includes(`"'=HYPERLINK(""http://evil.example"")"`), 'the formula is neutralized');
    assert.ok(rows[1]!.includes(',80.00,false,'));

    // At phone width the page still works: the table beside the chart goes under it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('monthly-table').scrollIntoViewIfNeeded();
    await shot('revenue-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
