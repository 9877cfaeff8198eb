/*
 * A client's file and the firm's deadlines in a real browser (issue 19 items 1, 2, 5): open a
 * client, add a filing, mark it filed, see it leave the deadline list; complete a recurring
 * schedule from the calendar; export the list. Same setup as admin.test.ts: the built app on the
 * real server (SQLite), data seeded through the API, Debian's Chromium through playwright-core.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext } from '../../src/testing/harness.js';
import { launchChromium, screenshot, seed, settles, signIn, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('client file and deadlines in Chromium', { skip: withoutChromium }, () => {
  const ctx = new TestContext('sqlite', {});
  let browser: Browser;
  let page: Page;
  let base = '';
  let clientId = 0;
  let lateSchedule = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => seed(ctx, method, url, body);

  const shot = (name: string) => screenshot(page, name);

  /** Nothing sticks out sideways: the page fits the phone's width. */
  async function fitsWidth() {
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    assert.ok(width <= 390, `the page is ${width} px wide at 390`);
  }

  before(async () => {
    await buildAdmin();
    await ctx.start();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    clientId = (await call('POST', '/api/client', { name: 'Seo Jiwoo', clientType: 'individual', email: 'jiwoo@example.com' })).id;
    const other = (await call('POST', '/api/client', { name: 'Yoon Harin', clientType: 'business' })).id;
    lateSchedule = (await call('POST', '/api/taxfilingschedule', { clientId, taxType: 'withholding', period: null, dueDate: inDays(-10), recurrence: 'monthly' })).id;
    await call('POST', '/api/taxfiling', { clientId: other, taxType: 'corporate', taxYear: 2026, dueDate: inDays(20) });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'en-US', acceptDownloads: true });
    await signIn(page, base, (await ctx.signup('admin', PASSWORD)).email, PASSWORD);
  });

  after(async () => {
    await browser?.close();
    await ctx.stop();
  });

  test('open a client, add a filing (a field error first), see it on the deadline list, mark it filed, see it leave', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('link', { name: 'Seo Jiwoo' }).click();
    await page.getByRole('heading', { name: 'Seo Jiwoo' }).waitFor();
    await page.getByRole('tab', { name: 'Filings' }).click();
    await page.getByText('No filings yet.').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('tab'), 'filings', 'the tab is in the URL');

    const form = page.getByRole('form', { name: 'Add filing' });
    await form.getByLabel('Tax type').selectOption('VAT');
    await form.getByLabel('Tax year').fill('20260');
    await form.getByLabel('Period').fill('2026-H2');
    await form.getByLabel('Due date').fill(inDays(5));
    await form.getByRole('button', { name: 'Add filing' }).click();
    await form.locator('label', { hasText: 'Tax year' }).getByRole('alert').waitFor();
    await form.getByLabel('Tax year').fill('2026');
    await form.getByRole('button', { name: 'Add filing' }).click();
    await page.getByTestId('filing-list').getByText('VAT 2026 · 2026-H2').waitFor();
    await shot('client-filings');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deadlines' }).click();
    const list = page.getByTestId('deadline-list');
    await list.getByRole('link', { name: 'Seo Jiwoo' }).first().waitFor();
    const rows = list.locator('tbody tr');
    assert.deepEqual(
      (await rows.allTextContents()).map((text) => /Withholding tax|VAT|Corporate tax/.exec(text)?.[0]),
      ['Withholding tax', 'VAT', 'Corporate tax'],
      'overdue first, then soonest due',
    );
    assert.equal(await rows.first().getAttribute('class'), 'overdue', 'the overdue one stands out');
    await rows.first().getByText('overdue').waitFor();
    await shot('deadlines');

    // Back to the client's filings through the row's link, and filed from there.
    await list.locator('tr', { hasText: 'VAT' }).getByRole('link', { name: 'Seo Jiwoo' }).click();
    await page.getByRole('tab', { name: 'Filings', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Mark filed: VAT 2026 2026-H2' }).click();
    await page.getByText('VAT 2026 2026-H2 marked filed.').waitFor();
    const filings = (await call('GET', `/api/taxfiling/client/${clientId}`)).items;
    assert.equal(filings[0].status, 'filed');
    assert.ok(filings[0].filedAt, 'filedAt is set');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deadlines' }).click();
    await list.locator('tbody tr').filter({ hasText: 'corporate' }).waitFor();
    assert.equal(await list.getByText('VAT').count(), 0, 'the filed return left the open list');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Status').selectOption('done');
    await filters.getByRole('button', { name: 'Apply' }).click();
    // The open list stays on screen until the done one arrives, and its 'Mark filed' buttons would
    // match a plain 'filed'.
    await list.locator('tbody tr').filter({ hasText: 'VAT' }).getByText('Filed', { exact: true }).waitFor();
  });

  test('the calendar shows the month; completing a recurring schedule there brings its next occurrence', async () => {
    await page.goto(`${base}/admin/deadlines?view=calendar&clientId=${clientId}&month=${inDays(-10).slice(0, 7)}`);
    const calendar = page.getByTestId('deadline-calendar');
    const late = calendar.locator('.deadline', { hasText: 'withholding' });
    await late.getByText('overdue').waitFor();
    // The picker fetches the client's name after the page loads; polled from here, as the admin's
    // CSP (no 'unsafe-eval') makes a waitForFunction with a string throw once it has to poll.
    await settles(() => page.getByRole('form', { name: 'Filters' }).getByRole('combobox', { name: 'Client' }).inputValue(), 'Seo Jiwoo', 'the client picker');
    // Completing asks first (it can be undone during the session).
    page.once('dialog', (dialog) => void dialog.accept());
    await late.getByRole('button', { name: /^Complete: Schedule Withholding tax, Seo Jiwoo/ }).click();
    await page.getByText(/Withholding tax due .* completed\. Next occurrence due/).waitFor();
    const schedule = await call('GET', `/api/taxfilingschedule/${lateSchedule}`);
    assert.equal(schedule.isCompleted, true);
    assert.ok(schedule.nextScheduleId);
    await calendar.locator('.deadline', { hasText: 'withholding' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next month' }).click();
    await calendar.locator('.deadline', { hasText: 'withholding' }).getByRole('button', { name: /^Complete/ }).waitFor();
    await shot('deadlines-calendar');

    // Keyboard: the tab list moves with the arrow keys, and the schedule's next occurrence shows.
    await page.goto(`${base}/admin/clients/${clientId}?tab=schedules`);
    await page.getByTestId('schedule-list').getByText(/^due /).waitFor();
    await page.getByRole('tab', { name: 'Schedules' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Filings', selected: true }).waitFor();
    assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Filings');
  });

  test('from the dashboard to all deadlines; the list exports as CSV with a BOM, filters applied', async () => {
    await page.goto(`${base}/admin/`);
    await page.getByRole('link', { name: 'All deadlines, overdue too' }).click();
    await page.getByRole('heading', { name: 'Deadlines', level: 1 }).waitFor();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Status').selectOption('all');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/state=all/);
    await page.getByTestId('deadline-list').getByText('completed').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    assert.match(download.suggestedFilename(), /^deadlines-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync(await download.path());
    assert.ok(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'UTF-8 with a BOM');
    const rows = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    assert.equal(rows[0], 'dueDate,kind,id,clientId,client,taxType,period,taxYear,recurrence,status,overdue');
    assert.equal(rows.length, 5, 'the completed schedule, its next one, the filed VAT return, the corporate one');
    assert.ok(rows.some((row) => row.includes(',filing,') && row.includes(',VAT,') && row.includes(',filed,')));
  });

  test('tax profile, contract, logged time and revenue from the client file; history for admins', async () => {
    await page.goto(`${base}/admin/clients/${clientId}?tab=profile`);
    const profile = page.getByRole('form', { name: 'Add tax profile' });
    await profile.getByLabel('Taxpayer type').selectOption({ label: 'Sole proprietor' });
    await profile.getByLabel('Fiscal year end').fill('13-01');
    await profile.getByRole('button', { name: 'Add tax profile' }).click();
    await profile.locator('label', { hasText: 'Fiscal year end' }).getByRole('alert').waitFor();
    await profile.getByLabel('Fiscal year end').fill('12-31');
    await profile.getByRole('button', { name: 'Add tax profile' }).click();
    await page.getByRole('form', { name: 'Edit tax profile' }).waitFor();
    assert.equal((await call('GET', `/api/taxprofile/client/${clientId}`)).fiscalYearEnd, '12-31');

    await page.getByRole('tab', { name: 'Contracts' }).click();
    const contract = page.getByRole('form', { name: 'Add contract' });
    await contract.getByLabel('Title').fill('Bookkeeping 2027');
    await contract.getByLabel('Start').fill('2027-01-01');
    await contract.getByLabel('End').fill('2026-01-01');
    await contract.getByRole('button', { name: 'Add contract' }).click();
    await contract.getByRole('alert').first().waitFor();
    await contract.getByLabel('End').fill('');
    await contract.getByRole('button', { name: 'Add contract' }).click();
    await page.getByTestId('contract-list').getByText('Bookkeeping 2027').waitFor();
    await page.getByRole('button', { name: 'Edit contract Bookkeeping 2027' }).click();
    const edit = page.getByRole('form', { name: 'Edit contract Bookkeeping 2027' });
    await edit.getByLabel('Status').selectOption('active');
    await edit.getByRole('button', { name: 'Save contract' }).click();
    await page.getByTestId('contract-list').getByText('active').waitFor();

    await page.getByRole('tab', { name: 'Activities' }).click();
    const activity = page.getByRole('form', { name: 'Add activity' });
    await activity.getByLabel('Subject').fill('Year-end review');
    await activity.getByLabel('Time spent').fill('90');
    await activity.getByRole('button', { name: 'Add activity' }).click();
    await page.getByTestId('activity-list').getByText('1 h 30 min').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Delete activity Year-end review/ }).click();
    await page.getByText('No time logged yet.').waitFor();

    await page.getByRole('tab', { name: 'Revenue' }).click();
    const revenue = page.getByRole('form', { name: 'Add revenue entry' });
    await revenue.getByLabel('Description').fill('Quarterly VAT');
    await revenue.getByLabel('Amount').fill('300');
    await revenue.getByRole('button', { name: 'Add revenue entry' }).click();
    await page.getByRole('button', { name: /^Mark paid: Quarterly VAT/ }).click();
    await page.getByText('Quarterly VAT marked paid.').waitFor();
    await page.getByTestId('revenue entry-list').getByText('paid', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByLabel('Phone').fill('+82 10-1234-5678');
    await page.getByRole('button', { name: 'Save client' }).click();
    await page.getByText('Saved.').waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('history').getByText('Client updated').waitFor();

    // The audit log names a changed status by its words (issue 30.3), the contract's list for a contract.
    await page.goto(`${base}/admin/audit-log?recordType=contract`);
    await page.getByText('Contract updated').first().waitFor();
    await page.locator('summary', { hasText: 'Status' }).first().click();
    await page.getByText(/Draft → Active/).waitFor();
  });

  test('at 390 px the client file and both deadline views fit the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/admin/clients/${clientId}?tab=filings`);
    await page.getByTestId('filing-list').waitFor();
    await fitsWidth();
    await shot('client-filings-phone');
    await page.goto(`${base}/admin/deadlines?view=calendar&month=${inDays(20).slice(0, 7)}`);
    await page.getByTestId('deadline-calendar').locator('.deadline').first().waitFor();
    await fitsWidth();
    await shot('deadlines-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
