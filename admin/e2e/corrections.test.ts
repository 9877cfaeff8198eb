/*
 * Every record can be created, corrected and removed from the admin (issue 30.1): a client made on
 * the Clients page, a schedule edited, completed (after a question), its completion undone and the
 * schedule deleted; revenue corrected, paid, un-paid and deleted; the tax profile deleted; the
 * client deleted after a confirmation that names what goes with them. Same setup as the others:
 * the built app on the real server (SQLite), Debian's Chromium through playwright-core.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext } from '../../src/testing/harness.js';
import { launchChromium, screenshot, seed, signIn, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';

describe('correcting and removing records in Chromium', { skip: withoutChromium }, () => {
  const ctx = new TestContext('sqlite', {});
  let browser: Browser;
  let page: Page;
  let base = '';
  let clientId = 0;
  let adminId = 0;
  const dialogs: string[] = [];

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => seed(ctx, method, url, body);

  before(async () => {
    await buildAdmin();
    await ctx.start();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'en-US' });
    // Every question is answered yes, and kept to check what it said.
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const admin = await ctx.signup('admin', PASSWORD);
    adminId = admin.id;
    await signIn(page, base, admin.email, PASSWORD);
  });

  after(async () => {
    await browser?.close();
    await ctx.stop();
  });

  test('a new client from the Clients page opens their file', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('button', { name: 'New client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel('Type').selectOption('business');
    await form.getByRole('button', { name: 'Add client' }).click();
    await form.locator('label', { hasText: 'Name' }).getByRole('alert').waitFor();
    await form.getByLabel('Name').fill('Han Mirae');
    await form.getByLabel('Email').fill('mirae@example.com');
    await form.getByRole('button', { name: 'Add client' }).click();
    await page.getByRole('heading', { name: 'Han Mirae', level: 1 }).waitFor();
    clientId = Number(/\/clients\/(\d+)/.exec(page.url())?.[1]);
    const client = await call('GET', `/api/client/${clientId}`);
    assert.deepEqual([client.name, client.clientType, client.email], ['Han Mirae', 'business', 'mirae@example.com']);
  });

  test('a schedule is edited, completed after a question, the completion undone, then deleted', async () => {
    await page.goto(`${base}/admin/clients/${clientId}?tab=schedules`);
    const add = page.getByRole('form', { name: 'Add schedule' });
    // Picked from the firm's seeded codes, the assignee from its people (the one user is the admin).
    await add.getByLabel('Tax type').selectOption({ label: 'VAT' });
    await add.getByLabel('Assignee').selectOption({ index: 1 });
    await add.getByLabel('Period').fill('2027-Q1');
    await add.getByLabel('Due date').fill('2027-04-25');
    await add.getByLabel('Repeats').selectOption('quarterly');
    await add.getByRole('button', { name: 'Add schedule' }).click();
    const list = page.getByTestId('schedule-list');
    await list.getByText('VAT · 2027-Q1').waitFor();

    await page.getByRole('button', { name: 'Edit schedule VAT 2027-Q1 due 2027-04-25' }).click();
    const edit = page.getByRole('form', { name: 'Edit schedule VAT 2027-Q1 due 2027-04-25' });
    await edit.getByLabel('Due date').fill('2027-04-27');
    await edit.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByRole('button', { name: 'Complete schedule VAT 2027-Q1 due 2027-04-27' }).waitFor();

    await page.getByRole('button', { name: 'Complete schedule VAT 2027-Q1 due 2027-04-27' }).click();
    await page.getByText(/VAT due .* completed\. Next occurrence due/).waitFor();
    assert.match(dialogs.at(-1)!, /completed\? You can undo it/);
    await list.getByText('VAT · 2027-Q2').waitFor();
    await page.getByRole('button', { name: 'Undo completion of schedule VAT 2027-Q1 due 2027-04-27' }).click();
    await page.getByText('VAT 2027-Q1 due 2027-04-27: completion undone.').waitFor();
    await list.getByText('VAT · 2027-Q2').waitFor({ state: 'detached' });
    const schedules = (await call('GET', `/api/taxfilingschedule/client/${clientId}`)).items;
    assert.deepEqual(schedules.map((s: { isCompleted: boolean; dueDate: string }) => [s.dueDate, s.isCompleted]), [['2027-04-27', false]]);
    assert.equal(schedules[0].assigneeUserId, adminId, 'the assignee picked from the list');

    await page.getByRole('button', { name: 'Delete schedule VAT 2027-Q1 due 2027-04-27' }).click();
    await page.getByText('No filing schedules yet.').waitFor();
  });

  test('revenue is corrected, paid, un-paid and deleted; its contract picked by name and period', async () => {
    const contractId = (await call('POST', '/api/contract', { clientId, title: 'Bookkeeping 2027', feeType: 'fixed', startDate: '2027-01-01', endDate: '2027-12-31' })).id;
    await page.goto(`${base}/admin/clients/${clientId}?tab=revenue`);
    const add = page.getByRole('form', { name: 'Add revenue entry' });
    const contract = add.getByLabel('Contract').locator('option', { hasText: /^Bookkeeping 2027 \(/ });
    await contract.waitFor({ state: 'attached' });
    await add.getByLabel('Contract').selectOption(String(await contract.getAttribute('value')));
    for (const [description, amount] of [['Bookkeeping', '3000'], ['Typo entry', '1']]) {
      await add.getByLabel('Description').fill(description!);
      await add.getByLabel('Amount').fill(amount!);
      await add.getByRole('button', { name: 'Add revenue entry' }).click();
      await page.getByTestId('revenue entry-list').getByText(description!).waitFor();
    }
    await page.getByRole('button', { name: /^Edit revenue entry Bookkeeping/ }).click();
    const edit = page.getByRole('form', { name: /^Edit revenue entry Bookkeeping/ });
    await edit.getByLabel('Amount').fill('30000');
    await edit.getByRole('button', { name: 'Save revenue entry' }).click();
    await page.getByRole('button', { name: /^Mark paid: Bookkeeping, .*30,000/ }).click();
    await page.getByText('Bookkeeping marked paid.').waitFor();
    assert.equal(await page.getByText('Added.').count(), 0, 'the add form’s note cleared when the next action started');
    await page.getByRole('button', { name: /^Mark unpaid: Bookkeeping/ }).click();
    await page.getByText('Bookkeeping marked unpaid.').waitFor();
    await page.getByRole('button', { name: /^Delete revenue entry Typo entry/ }).click();
    await page.getByText(/^Deleted revenue entry “Typo entry/).waitFor();
    const entries = (await call('GET', `/api/revenue-tracking/client/${clientId}`)).items;
    assert.deepEqual(entries.map((e: { description: string; amount: number; isPaid: boolean }) => [e.description, e.amount, e.isPaid]), [['Bookkeeping', 30000, false]]);
    assert.equal(entries[0].contractId, contractId, 'the contract picked by its title');
  });

  test('the tax profile is deleted; then the client, after a question naming what stays', async () => {
    await call('POST', '/api/taxprofile', { clientId, taxpayerType: 'corporation' });
    await page.goto(`${base}/admin/clients/${clientId}?tab=profile`);
    await page.getByRole('button', { name: 'Delete tax profile' }).click();
    await page.getByText('Tax profile deleted.').waitFor();
    await page.getByRole('form', { name: 'Add tax profile' }).waitFor();

    // The company is picked by typing its name.
    const companyId = (await call('POST', '/api/company', { code: 'HMR', name: 'Mirae Trading' })).id;
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('combobox', { name: 'Company' }).fill('Mirae');
    await page.getByRole('option', { name: 'Mirae Trading' }).click();
    await page.getByRole('button', { name: 'Save client' }).click();
    await page.getByText('Saved.').waitFor();
    assert.equal((await call('GET', `/api/client/${clientId}`)).companyId, companyId);
    await page.getByRole('button', { name: 'Delete client' }).click();
    await page.getByText('Deleted client “Han Mirae”.').waitFor();
    const question = dialogs.at(-1)!;
    assert.match(question, /^Delete client “Han Mirae”\?/);
    assert.match(question, /0 filing schedules \(0 pending\), 0 filings, 1 contract, 1 revenue entry/);
    assert.match(question, /mirae@example\.com becomes free/);
    await screenshot(page, 'clients-deleted');
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/client/${clientId}`, headers: { authorization: `Bearer ${await ctx.token()}` } });
    assert.equal(gone.statusCode, 404);
  });
});
