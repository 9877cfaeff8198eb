/*
 * An unpaid invoice past the Invoices list's first page, in Chromium (stop 40's leftover): the
 * list is newest first, 20 to a page, so the to-do list's link to an older unpaid invoice must open
 * that invoice, not the list's first page without it. At 360 px and 1280 px, in English and
 * Korean; another client's invoice is not shown. axe-core on the page. One suite per database dialect.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../../admin/e2e/lib/axe.js';
import { launchChromium, overflowOf, seed, withoutChromium } from '../../admin/e2e/lib/chromium.js';
import { buildPortal } from '../../scripts/build-portal.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { latestPortalMail } from '../../src/testing/portal.js';
import { freePort } from '../../src/testing/processes.js';

/** One more than the list's page (portal/src/pages/lists.tsx PAGE_SIZE). */
const NEWER_PAID = 21;

const WORDS = {
  en: { signIn: 'Sign in', home: 'Your to-do list', title: 'Invoice', all: 'All your invoices', invoices: 'Invoices', unpaid: 'Unpaid', open: 'Open PDF: invoice', number: 'Invoice number' },
  ko: { signIn: '로그인', home: '할 일 목록', title: '청구서 보기', all: '청구서 전체 보기', invoices: '청구서', unpaid: '미납', open: 'PDF 열기: 청구서', number: '청구서 번호' },
} as const;

for (const { dialect, skip } of testDialects()) {
  describe(`an invoice past the list's first page, in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    let ctx: TestContext;
    let browser: Browser;
    let base = '';
    let clients = 0;

    before(async () => {
      await buildPortal();
      const port = await freePort();
      base = `http://localhost:${port}`;
      ctx = new TestContext(dialect, { config: { adminUrl: `${base}/admin`, portalUrl: `${base}/portal` } });
      await ctx.start();
      await ctx.app.listen({ port, host: '127.0.0.1' });
      browser = await launchChromium();
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    /** A client whose one unpaid invoice is older than 21 paid ones; invited last, so the newest mail is the invitation. */
    async function clientWithOldUnpaidInvoice(locale: 'en' | 'ko') {
      const mark = `${locale}-${++clients}-${dialect}`;
      const email = `invoices-${mark}@example.com`;
      const { id } = await seed(ctx, 'POST', '/api/client', { name: `Client ${mark}`, clientType: 'individual', email, locale });
      const description = `Old unpaid fee ${mark}`;
      const unpaid = await seed(ctx, 'POST', '/api/revenue-tracking', { clientId: id, description, amount: 450, invoiceDate: '2025-01-02', dueDate: '2025-01-31' });
      for (let month = 1; month <= NEWER_PAID; month++) {
        const date = new Date(Date.UTC(2025, 1 + month, 2)).toISOString().slice(0, 10);
        const paid = await seed(ctx, 'POST', '/api/revenue-tracking', { clientId: id, description: `Paid fee ${month} ${mark}`, amount: 100, invoiceDate: date });
        await seed(ctx, 'PUT', `/api/revenue-tracking/${paid.id}/paid`, {});
      }
      const other = await seed(ctx, 'POST', '/api/client', { name: `Other ${mark}`, clientType: 'individual', email: `other-${mark}@example.com` });
      const theirs = await seed(ctx, 'POST', '/api/revenue-tracking', { clientId: other.id, description: `Their fee ${mark}`, amount: 999, invoiceDate: '2025-01-03' });
      await seed(ctx, 'POST', `/api/client/${id}/portal-invitation`, {}, await ctx.token('staff'));
      const shown = (await ctx.api('GET', `/api/revenue-tracking/${unpaid.id}`, { token: await ctx.token('staff') })).data as { invoiceNumber: string };
      return { email, description, unpaidId: unpaid.id as number, number: shown.invoiceNumber, theirs: theirs.id as number, theirDescription: `Their fee ${mark}` };
    }

    async function signedIn(email: string, locale: 'en' | 'ko', width: number): Promise<Page> {
      const context = await browser.newContext({ viewport: { width, height: 800 }, locale: locale === 'ko' ? 'ko-KR' : 'en-US' });
      const page = await context.newPage();
      await page.goto(`${base}/portal/#token=${(await latestPortalMail(ctx, email)).token}`);
      await page.getByRole('button', { name: WORDS[locale].signIn, exact: true }).click();
      await page.getByRole('heading', { name: WORDS[locale].home, exact: true }).waitFor();
      return page;
    }

    for (const [locale, width] of [['en', 360], ['ko', 1280]] as const) {
      test(`${locale} at ${width} px: the to-do link opens the old unpaid invoice, which the list's first page does not show; another client's is not shown`, async () => {
        const words = WORDS[locale];
        const client = await clientWithOldUnpaidInvoice(locale);
        const page = await signedIn(client.email, locale, width);
        const found: string[] = [];

        const todo = page.locator('ul.todo > li', { hasText: client.description });
        await todo.getByRole('link').click();
        await page.getByRole('heading', { level: 1, name: words.title, exact: true }).waitFor();
        assert.equal(new URL(page.url()).pathname, `/portal/invoices/${client.unpaidId}`);
        const card = page.getByTestId('invoice').getByRole('listitem');
        await card.getByRole('heading', { name: client.description, exact: true }).waitFor();
        await card.getByText(words.unpaid, { exact: true }).waitFor();
        await card.getByText(client.number, { exact: true }).waitFor();
        await card.getByRole('button', { name: `${words.open} ${client.number}`, exact: true }).waitFor();
        found.push(...describeViolations(`invoice ${locale} ${width}`, await axeViolations(page)));
        assert.equal(await overflowOf(page), 0, 'nothing wider than the screen');

        // The list's first page (newest first) does not have it: the reason the link names the invoice.
        await page.getByRole('link', { name: words.all, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: words.invoices, exact: true }).waitFor();
        const list = page.getByTestId('invoices');
        await list.getByRole('heading', { name: `Paid fee ${NEWER_PAID} `, exact: false }).first().waitFor();
        assert.equal(await list.getByRole('heading', { name: client.description, exact: true }).count(), 0);

        // Another client's invoice by its address: an error, never its description.
        await page.goto(`${base}/portal/invoices/${client.theirs}`);
        await page.getByRole('alert').waitFor();
        assert.equal(await page.getByText(client.theirDescription).count(), 0);
        await page.context().close();
        assert.deepEqual(found, []);
      });
    }
  });
}
