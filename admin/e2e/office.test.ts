/*
 * The office's pages in a real browser (issue 19): revenue, the office records, the search box and
 * what each role sees. Same setup as admin.test.ts: the built app on the real server (SQLite),
 * data seeded through the API, Debian's Chromium through playwright-core; skipped with a notice
 * when Chromium is missing, except with CI=true.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Locator, type Page, type Request } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext } from '../../src/testing/harness.js';
import { launchChromium, screenshot, seed, settles, signIn as signInAs, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';

describe('office pages in Chromium', { skip: withoutChromium }, () => {
  const ctx = new TestContext('sqlite', {});
  let browser: Browser;
  let page: Page;
  let base = '';
  let clientId = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => seed(ctx, method, url, body);

  const shot = (name: string) => screenshot(page, name);

  const signIn = (email: string) => signInAs(page, base, email, PASSWORD);

  /**
   * The month (1..12) of the entry the revenue test adds, read from the invoice date the form
   * filled in: the test's own clock could be past a month's end by then.
   */
  let entryMonth = new Date().getMonth() + 1;

  /** The monthly table's paid and pending cells of the entry's month, as the page shows them. */
  async function thisMonth() {
    const month = new Date(2000, entryMonth - 1, 1).toLocaleDateString('en-US', { month: 'short' });
    const row = page.getByTestId('monthly-table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: month, exact: true }) });
    const cells = await row.getByRole('cell').allTextContents();
    return { paid: cells[0], pending: cells[1] };
  }

  /** Types into a form's client picker and picks the match named `name` by click or keyboard. */
  async function pickClient(scope: Locator, text: string, name: string, by: 'click' | 'keyboard') {
    const box = scope.getByRole('combobox', { name: 'Client' });
    await box.fill(text);
    const option = scope.getByRole('option', { name, exact: true });
    await option.waitFor();
    if (by === 'click') await option.click();
    else {
      while ((await option.getAttribute('aria-selected')) !== 'true') await box.press('ArrowDown');
      await box.press('Enter');
    }
    await scope.getByRole('listbox').waitFor({ state: 'hidden' });
    assert.equal(await box.inputValue(), name);
  }

  /**
   * Waits until the revenue list's descriptions are exactly these: only the final list matches.
   * Polled from here: the admin's CSP (no 'unsafe-eval') makes a waitForFunction with a string
   * throw as soon as it has to poll, that is whenever the list was not final at the first look.
   * The description is the fourth column: invoice number, invoiced, client, description.
   */
  async function listShowsOnly(descriptions: string[]) {
    await settles(() => page.locator('[data-testid="revenue-list"] tbody tr td:nth-child(4)').allTextContents(), descriptions, 'the revenue list');
  }

  before(async () => {
    await buildAdmin();
    await ctx.start();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    clientId = (await call('POST', '/api/client', { name: 'Han Jisoo', clientType: 'business', email: 'jisoo@example.com', businessNumber: '123-45-67890' })).id;
    await call('POST', '/api/client', { name: 'Oh Minseo', clientType: 'individual' });
    browser = await launchChromium();
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
    // The monthly table is a request of its own: the pending list being there says nothing of it.
    await settles(thisMonth, { paid: '$0.00', pending: '$0.00' });

    const form = page.getByRole('form', { name: 'Add revenue' });
    await pickClient(form, 'han', 'Han Jisoo', 'keyboard');
    await form.getByLabel('Description').fill('Year-end bookkeeping');
    entryMonth = Number((await form.getByLabel('Invoice date').inputValue()).slice(5, 7));
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
    assert.deepEqual(await thisMonth(), { paid: '$0.00', pending: '$1,250.50' }, 'amounts in the firm’s currency (CURRENCY=USD here)');
    const bar = (kind: string) => page.locator(`[data-testid="revenue-chart"] rect[data-month="${entryMonth}"][data-kind="${kind}"]`).getAttribute('height');
    assert.equal(Number(await bar('paid')), 0);
    assert.ok(Number(await bar('pending')) > 0);

    await pending.getByRole('button', { name: /^Mark paid: Year-end bookkeeping, Han Jisoo/ }).click();
    await page.getByText('Year-end bookkeeping (Han Jisoo) marked paid.').waitFor();
    await page.getByText('Nothing is waiting for payment.').waitFor();
    await page.getByTestId('total-Paid').filter({ hasText: '1,250.50' }).waitFor();
    // The old monthly table stays until the new one arrives, and it too has a 1,250.50 cell (pending).
    await settles(thisMonth, { paid: '$1,250.50', pending: '$0.00' });
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
    await pickClient(filters, 'Jiso', 'Han Jisoo', 'click');
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

  test('revenue: the client picker finds a client past the first 100 by name, also at 390 px, and shows it after a reload', async () => {
    const bulk: number[] = [];
    for (let n = 1; n <= 105; n++) bulk.push((await call('POST', '/api/client', { name: `Acme client ${String(n).padStart(3, '0')}`, clientType: 'business' })).id);
    const last = bulk.at(-1)!;
    await call('POST', '/api/revenue-tracking', { clientId: last, description: 'Audit fee', amount: 300, invoiceDate: '2025-04-01' });
    await page.goto(`${base}/admin/revenue`);
    await page.setViewportSize({ width: 390, height: 844 });
    const filters = page.getByRole('form', { name: 'Filters' });
    const box = filters.getByRole('combobox', { name: 'Client' });
    await box.fill('Acme client 10');
    const list = filters.getByRole('listbox');
    await list.getByRole('option', { name: 'Acme client 105' }).waitFor();
    const bounds = (await list.boundingBox())!;
    assert.ok(bounds.x >= 0 && bounds.x + bounds.width <= 390, `the matches fit the screen: ${JSON.stringify(bounds)}`);
    await box.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await pickClient(filters, 'client 105', 'Acme client 105', 'keyboard');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`clientId=${last}`));
    // The unfiltered list stays on screen until the filtered one arrives, and it too has 'Audit fee'.
    await listShowsOnly(['Audit fee']);

    await page.reload();
    await page.getByTestId('revenue-list').getByText('Audit fee').waitFor();
    // The picker fetches the client's name after the page loads.
    await settles(() => filters.getByRole('combobox', { name: 'Client' }).inputValue(), 'Acme client 105', 'the client picker after a reload');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  test('records: a company is created (field errors first), edited and deleted', async () => {
    await page.getByRole('link', { name: 'Records' }).click();
    await page.getByRole('link', { name: 'Companies' }).click();
    await page.getByRole('button', { name: 'New company' }).click();
    const form = page.getByRole('form', { name: 'New company' });
    await form.getByLabel('Code').fill('has space');
    await form.getByLabel('Name', { exact: true }).fill('Seoul Bakery Co.');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.locator('label', { hasText: 'Code' }).getByRole('alert').waitFor();
    await form.getByLabel('Code').fill('SEOUL-01');
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Company created.').waitFor();
    const rows = page.getByTestId('records');
    await rows.getByText('Seoul Bakery Co.').waitFor();
    await rows.getByRole('button', { name: 'Edit Seoul Bakery Co.' }).click();
    await page.getByRole('form', { name: 'Edit Seoul Bakery Co.' }).getByLabel('Business number').fill('220-81-12345');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await rows.getByText('220-81-12345').waitFor();
    assert.equal((await call('GET', '/api/company/code/SEOUL-01')).businessNumber, '220-81-12345');
    await shot('companies');
    page.once('dialog', (dialog) => void dialog.accept());
    await rows.getByRole('button', { name: 'Delete Seoul Bakery Co.' }).click();
    await page.getByText('Seoul Bakery Co. deleted.').waitFor();
  });

  test('records: FAQ entries are reordered; an announcement is unpublished; a common code is upserted and deleted', async () => {
    for (const question of ['How do I pay?', 'When is VAT due?']) await call('POST', '/api/faq', { question, answer: 'See the office.' });
    await page.goto(`${base}/admin/records/faq`);
    const writes: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/faq')) writes.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await page.getByRole('button', { name: 'Move down: How do I pay?' }).click();
    await page.getByText('Moved down: How do I pay?').waitFor();
    page.off('request', onRequest);
    assert.deepEqual(writes, ['/api/faq/order'], 'one request moves the whole list');
    await page.getByTestId('records').getByRole('row').nth(1).filter({ hasText: 'When is VAT due?' }).waitFor();
    const faqs = (await call('GET', '/api/faq')).items.map((f: { question: string }) => f.question);
    assert.deepEqual(faqs, ['When is VAT due?', 'How do I pay?']);

    await call('POST', '/api/announcement', { title: 'Office closed on Friday', content: 'Back on Monday.' });
    await page.goto(`${base}/admin/records/announcements`);
    await page.getByRole('button', { name: 'Published: Office closed on Friday' }).click();
    await page.getByText('Office closed on Friday unpublished.').waitFor();
    await page.getByTestId('records').getByText('unpublished', { exact: true }).waitFor();
    assert.equal((await call('GET', '/api/announcement')).items[0].isPublished, false);

    await page.goto(`${base}/admin/records/common-codes`);
    await page.getByRole('button', { name: 'New code' }).click();
    const form = page.getByRole('form', { name: 'New code' });
    await form.getByLabel('Group (no spaces)').fill('TAX_TYPE');
    await form.getByLabel('Value (no spaces)').fill('VAT');
    await form.getByLabel('Name').fill('Value-added tax');
    await form.getByRole('button', { name: 'Save code' }).click();
    await page.getByRole('heading', { name: /^TAX_TYPE/ }).waitFor();
    assert.equal((await call('GET', '/api/commoncode/groups/TAX_TYPE/VAT')).name, 'Value-added tax');
    await shot('common-codes');
    page.once('dialog', (dialog) => void dialog.accept());
    // exact: the seeded tax_type/VAT's button differs only in case.
    await page.getByRole('button', { name: 'Delete TAX_TYPE/VAT', exact: true }).click();
    await page.getByText('TAX_TYPE/VAT deleted.').waitFor();
  });

  test('users: created with a generated password shown once, role changed, disabled; formulas move through their lifecycle', async () => {
    await page.goto(`${base}/admin/records/users`);
    const form = page.getByRole('form', { name: 'New user' });
    await form.getByLabel('Email').fill('newhire@example.com');
    await form.getByRole('button', { name: 'Create user with a generated password' }).click();
    const shown = page.getByLabel('Password for newhire@example.com (shown once)');
    const password = await shown.inputValue();
    assert.equal(password.length, 20);
    const signedIn = await ctx.api('POST', '/api/auth/login', { body: { email: 'newhire@example.com', password } });
    assert.equal(signedIn.statusCode, 200, 'the shown password signs in');
    await page.getByRole('button', { name: 'Done, hide it' }).click();
    assert.equal(await shown.count(), 0);

    const row = page.getByTestId('users').getByRole('row').filter({ hasText: 'newhire@example.com' });
    await row.getByLabel('Role of newhire@example.com').selectOption('admin');
    // At once, as a quick hand would: the row refuses it (aria-disabled, which the click waits out)
    // until the role is saved and the list reloaded, or it would send the old role back.
    await row.getByRole('button', { name: 'Disable newhire@example.com' }).click();
    await page.getByText('newhire@example.com is disabled and signed out.').waitFor();
    await settles(() => row.getByLabel('Role of newhire@example.com').inputValue(), 'admin');
    const refused = await ctx.api('GET', '/api/users/me', { token: signedIn.data.accessToken });
    assert.equal(refused.statusCode, 401, 'a disabled user is signed out');
    const hired = (await call('GET', '/api/users')).items.find((u: { email: string }) => u.email === 'newhire@example.com');
    assert.deepEqual({ role: hired.role, disabled: hired.disabled }, { role: 'admin', disabled: true }, 'disabling kept the new role');

    await page.goto(`${base}/admin/records/formulas`);
    await page.getByRole('button', { name: 'RS_MOMENTUM_V1' }).click();
    await page.getByText('Move to active').click();
    await page.getByText('RS_MOMENTUM_V1 is now active.').waitFor();
    await page.getByText('JSON Schema').click();
    await page.getByTestId('formula-schema').getByText('schema://formula/RS_MOMENTUM_V1').waitFor();
    assert.equal((await call('GET', '/api/formulas/RS_MOMENTUM_V1')).status, 'active');
  });

  test('staff do not see what they cannot do; the server still refuses', async () => {
    const staff = await ctx.signup('staff', PASSWORD);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    const own = page;
    page = await context.newPage();
    try {
      await signIn(staff.email);
      const nav = page.getByRole('navigation', { name: 'Main' });
      // A phone: the links open from the Menu button.
      await page.getByRole('button', { name: 'Menu' }).click();
      const links = await nav.getByRole('link').allTextContents();
      assert.ok(links.includes('Revenue') && links.includes('Records'), links.join());
      for (const hidden of ['Settings', 'Audit log', 'Mail']) assert.ok(!links.includes(hidden), `${hidden} is not offered to staff`);
      await nav.getByRole('link', { name: 'Records' }).click();
      await page.getByRole('link', { name: 'Companies' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Users' }).count(), 0);
      assert.equal(await page.getByRole('link', { name: 'Formulas' }).count(), 0);
      await page.getByRole('link', { name: 'Common codes' }).click();
      await page.getByText('Only admins change common codes.').waitFor();
      assert.equal(await page.getByRole('button', { name: 'New code' }).count(), 0);
      await page.goto(`${base}/admin/records/users`);
      await page.getByText('Only admins can open this page.').waitFor();
      await page.goto(`${base}/admin/settings`);
      await page.getByText('Only admins can open this page.').waitFor();
      // Audit log and Mail say so too, without asking the server for what it would refuse.
      const refused: string[] = [];
      page.on('response', (response) => response.status() === 403 && refused.push(response.url()));
      for (const [path, title] of [['audit-log', 'Audit log'], ['mail', 'Mail']]) {
        await page.goto(`${base}/admin/${path}`);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.getByText('Only admins can open this page.').waitFor();
      }
      assert.deepEqual(refused, [], 'no request the server refuses');
      // Exports are admin-only (issue 28.10): no button that could only answer 403.
      await page.goto(`${base}/admin/revenue`);
      await page.getByRole('button', { name: 'Apply' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Export CSV' }).count(), 0, 'no export offered to staff');
      await shot('staff-phone');
      const token = await ctx.login(staff.email, PASSWORD);
      const write = await ctx.api('PUT', '/api/commoncode/groups/X/Y', { token: token.accessToken, body: { name: 'x' } });
      assert.equal(write.statusCode, 403, 'the server stays the authority');
      assert.equal((await ctx.api('GET', '/api/revenue-tracking/export', { token: token.accessToken })).statusCode, 403);
    } finally {
      await context.close();
      page = own;
    }
  });
  test('search: the top bar finds a client by business number as you type; the keyboard opens it', async () => {
    await page.goto(`${base}/admin/revenue`);
    const box = page.getByRole('combobox', { name: 'Search clients, inquiries, companies and posts' });
    await box.focus();
    await page.keyboard.type('1234567890');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await results.getByRole('option', { name: /Han Jisoo/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    assert.equal(await results.getByRole('option', { selected: true }).textContent().then((t) => t?.includes('Han Jisoo')), true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Han Jisoo' }).waitFor();
    assert.match(page.url(), new RegExp(`/admin/clients/${clientId}$`));

    // At phone width, by mouse (a tap), with a name typed word by word.
    await page.setViewportSize({ width: 390, height: 844 });
    await box.fill('oh min');
    await results.getByRole('option', { name: /Oh Minseo/ }).click();
    await page.getByRole('heading', { name: 'Oh Minseo' }).waitFor();
    await box.fill('zzzz');
    await results.getByText('Nothing found.').waitFor();
    await shot('search-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 860 });
  });

});
