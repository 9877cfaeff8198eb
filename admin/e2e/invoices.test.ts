/*
 * Issue 34.6 from end to end in Chromium: staff add a revenue entry on the client file's revenue
 * tab, issue its invoice (the client is mailed) and open it: a PDF in a new tab, offered as a
 * download named by its number, whose bytes are a PDF holding that number. The client, signed in
 * on a 360 px phone, follows the home to-do to the invoice and opens the same invoice; staff mark it
 * paid and the portal shows it paid on the next load. Screenshots in English and Korean at 360 px
 * and desktop. One suite per database dialect.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { smtpCapture } from '../../src/testing/smtp.js';
import { axeViolations } from './lib/axe.js';
import { overflowOf, savedBytes, screenshot, seed, signIn, withoutChromium } from './lib/chromium.js';
import { mailTo, servedWithMail } from './lib/served.js';

const PASSWORD = 'amber-tiger-orchard-2026';
const smtp = smtpCapture();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** What a reader extracts from a PDF (poppler's pdftotext; .ci/run installs poppler-utils), spaces squeezed out. */
function pdfText(bytes: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-e2e-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Opens an invoice with its button: a new tab shows the blob, and the download link the page then
 * offers saves it under `invoice-<number>.pdf`. Answers the saved bytes, checked to be that invoice.
 */
async function openInvoice(page: Page, scope: Locator, number: string, openName: string): Promise<Buffer> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), scope.getByRole('button', { name: openName, exact: true }).click()]);
  assert.match(tab.url(), /^blob:/, 'the PDF opens in a new tab from the fetched blob');
  await tab.close();
  const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('link', { name: `Download invoice-${number}.pdf`, exact: true }).click()]);
  assert.equal(download.suggestedFilename(), `invoice-${number}.pdf`);
  const bytes = await savedBytes(download);
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
  assert.ok(pdfText(bytes).includes(number), `the invoice number ${number} is in the PDF's text`);
  return bytes;
}

for (const { dialect, skip } of testDialects()) {
  describe(`invoices: issued and opened in the admin, opened on a phone, paid, in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    let ctx: TestContext;
    let browser: Browser;
    let admin: Page;
    let base = '';

    before(async () => {
      ({ ctx, base, browser, admin } = await servedWithMail(dialect, smtp, { password: PASSWORD, downloads: true }));
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    /** A client invited to the portal, signed in from the mailed link on a phone in `context`, on the home page. */
    async function phoneOf(context: BrowserContext, email: string, clientId: number, words: { signIn: string; home: string }): Promise<Page> {
      assert.equal((await ctx.api('POST', `/api/client/${clientId}/portal-invitation`, { token: await ctx.token('staff') })).statusCode, 202);
      const link = /(http:\/\/\S+\/portal\/#token=[A-Za-z0-9_-]+)/.exec(await mailTo(smtp, email, 1))?.[1];
      assert.ok(link, 'the invitation holds a sign-in link');
      const phone = await context.newPage();
      await phone.goto(link);
      await phone.getByRole('button', { name: words.signIn, exact: true }).click();
      await phone.getByRole('heading', { level: 1, name: words.home, exact: true }).waitFor();
      return phone;
    }

    test('added and issued in the admin, opened as a PDF in both apps, paid in the admin and shown paid in the portal', async () => {
      const email = `hana-${dialect}@example.com`;
      const name = 'Yoon Hana';
      const description = 'Year-end tax settlement';
      const { id: clientId } = await seed(ctx, 'POST', '/api/client', { name, clientType: 'individual', email, locale: 'en' });
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'en-US', acceptDownloads: true });
      const phone = await phoneOf(context, email, clientId, { signIn: 'Sign in', home: 'Your to-do list' });

      // Staff add the entry on the revenue tab: its number is shown at once.
      await admin.goto(`${base}/admin/clients/${clientId}?tab=revenue`);
      await admin.getByRole('heading', { level: 1, name }).waitFor();
      const add = admin.getByRole('form', { name: 'Add revenue entry' });
      await add.getByLabel('Description').fill(description);
      await add.getByLabel('Amount').fill('450,000');
      await add.getByLabel('Due date').fill(inDays(14));
      await add.getByRole('button', { name: 'Add revenue entry' }).click();
      const row = admin.getByTestId('revenue entry-list').locator('tr', { hasText: description });
      await row.waitFor();
      const listed = await seed(ctx, 'GET', `/api/revenue-tracking/client/${clientId}?page=1&pageSize=20`);
      const number: string = listed.items[0].invoiceNumber;
      assert.match(number, /^\d{4}-\d{4}$/);
      await row.getByText(number, { exact: true }).waitFor();

      // Issued after a question (Escape first: nothing is sent), then mailed to the client.
      await row.getByRole('button', { name: `Issue: invoice ${number}, mailed to the client`, exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: `Issue invoice ${number}?` });
      await dialog.getByText(`${name} is mailed that invoice ${number} is ready`).waitFor();
      await admin.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await row.getByRole('button', { name: `Issue: invoice ${number}, mailed to the client`, exact: true }).click();
      await screenshot(admin, 'invoices-admin-issue');
      await dialog.getByRole('button', { name: 'Issue and mail', exact: true }).click();
      await admin.getByRole('status').filter({ hasText: new RegExp(`^Invoice ${number} issued .+: mailed to ${email}\\.$`) }).waitFor();
      await row.locator('small').filter({ hasText: /^issued / }).waitFor();
      await row.getByRole('button', { name: `Issue again: invoice ${number}, mailed to the client`, exact: true }).waitFor();
      const mail = await mailTo(smtp, email, 2);
      assert.ok(mail.includes(number) && mail.includes(`${base}/portal`), `the invoice mail names ${number} and the portal: ${mail}`);

      // Opened in a new tab and downloaded under its number: a PDF holding that number.
      const staffBytes = await openInvoice(admin, row, number, `Open PDF: invoice ${number}, in a new tab`);
      assert.deepEqual(await axeViolations(admin), []);
      await screenshot(admin, 'invoices-admin');

      // The client on the phone: the to-do leads to the invoice, which opens as the same PDF.
      await phone.reload();
      const todo = phone.getByRole('link').filter({ hasText: description });
      await todo.getByText('Unpaid', { exact: true }).waitFor();
      await todo.click();
      // The to-do opens the invoice on a page of its own (/invoices/<id>), wherever the list would page it.
      await phone.getByRole('heading', { level: 1, name: 'Invoice', exact: true }).waitFor();
      const card = phone.getByTestId('invoice').locator(`li#invoice-${listed.items[0].id}`);
      await card.getByText(number, { exact: true }).waitFor();
      await card.locator('.badge', { hasText: 'Unpaid' }).waitFor();
      const clientBytes = await openInvoice(phone, card, number, `Open PDF: invoice ${number}`);
      assert.ok(clientBytes.equals(staffBytes), 'the client opens the very invoice staff opened');
      assert.equal(await overflowOf(phone), 0, 'nothing wider than the phone');
      assert.deepEqual(await axeViolations(phone), []);
      await screenshot(phone, 'invoices-portal-phone');

      // Staff mark it paid; the portal's next load shows it paid and nothing outstanding.
      await row.getByRole('button', { name: /^Mark paid: / }).click();
      await admin.getByRole('status').filter({ hasText: `${description} marked paid.` }).waitFor();
      await phone.goto(`${base}/portal/invoices`);
      await phone.getByTestId('invoices').locator(`li#invoice-${listed.items[0].id}`).locator('.badge', { hasText: 'Paid' }).waitFor();
      await phone.getByText(/^Total outstanding: \D*0(\.00)?$/).waitFor();
      await phone.setViewportSize({ width: 1280, height: 900 });
      await screenshot(phone, 'invoices-portal-desktop');
      await context.close();
      await admin.setViewportSize({ width: 360, height: 800 });
      await admin.reload();
      await row.waitFor();
      await screenshot(admin, 'invoices-admin-phone');
      await admin.setViewportSize({ width: 1280, height: 900 });
    });

    test('in Korean: the admin revenue tab and the portal invoices at 360 px and desktop', async () => {
      const email = `minji-${dialect}@example.com`;
      const name = '김민지';
      const { id: clientId } = await seed(ctx, 'POST', '/api/client', { name, clientType: 'individual', email, locale: 'ko' });
      const { id } = await seed(ctx, 'POST', '/api/revenue-tracking', { clientId, description: '종합소득세 신고 대행', amount: 330_000, invoiceDate: inDays(-3), dueDate: inDays(11) });
      await seed(ctx, 'POST', '/api/revenue-tracking', { clientId, description: '기장 대행 (10월)', amount: 110_000, invoiceDate: inDays(-30), isPaid: true });
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR', acceptDownloads: true });
      const phone = await phoneOf(context, email, clientId, { signIn: '로그인', home: '할 일 목록' });
      await seed(ctx, 'POST', `/api/revenue-tracking/${id}/invoice/issue`);
      await phone.goto(`${base}/portal/invoices`);
      await phone.getByRole('heading', { level: 1, name: '청구서', exact: true }).waitFor();
      await phone.getByTestId('invoices').getByText('미납', { exact: true }).waitFor();
      assert.equal(await overflowOf(phone), 0, 'nothing wider than the phone');
      await screenshot(phone, 'invoices-portal-ko-phone');
      await phone.setViewportSize({ width: 1280, height: 900 });
      await screenshot(phone, 'invoices-portal-ko-desktop');
      await context.close();

      const korean = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'ko-KR' });
      await signIn(korean, base, (await ctx.signup('staff', PASSWORD)).email, PASSWORD);
      await korean.goto(`${base}/admin/clients/${clientId}?tab=revenue`);
      const row = korean.getByTestId('revenue entry-list').locator('tr', { hasText: '종합소득세' });
      await row.locator('small').filter({ hasText: / 발행$/ }).waitFor();
      await row.getByRole('button', { name: /^다시 발행: 청구서 \d{4}-\d{4}, 고객에게 메일$/ }).waitFor();
      await screenshot(korean, 'invoices-admin-ko');
      await korean.setViewportSize({ width: 360, height: 800 });
      await korean.reload();
      await row.waitFor();
      await screenshot(korean, 'invoices-admin-ko-phone');
      await korean.close();
    });
  });
}
