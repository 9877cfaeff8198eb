/*
 * Issue 33: every refusal of an upload said in words, in Chromium, as a person meets it. The
 * client on a 360 px phone, in English and in Korean, and staff on the client's Documents tab try
 * a file one byte over UPLOAD_MAX_MB (413), a web page dressed as a PDF (415), the EICAR test file
 * (422 malware_detected, from the harness's clamd, src/testing/clamd.ts) and, with clamd stopped, a
 * clean PDF (503). Each shows its catalog's text (locales/<language>/portal.json, admin.json) and
 * nothing is stored: no row, no blob, no staged file. One suite per database dialect.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { buildPortal } from '../../scripts/build-portal.js';
import { skipWithoutClamd, startTestClamd, type TestClamd } from '../../src/testing/clamd.js';
import { EICAR, SAMPLES } from '../../src/testing/documents.js';
import { TestContext, testConfig, testDialects } from '../../src/testing/harness.js';
import { latestPortalMail } from '../../src/testing/portal.js';
import { freePort } from '../../src/testing/processes.js';
import { launchChromium, overflowOf, screenshot, seed, signIn, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';
const LIMIT = 1024 * 1024;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

type Catalog = Record<string, string>;
const catalog = (language: 'en' | 'ko', namespace: 'portal' | 'admin'): Catalog =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../locales', language, `${namespace}.json`), 'utf8')) as Catalog;
const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The files, each with the catalog key of its reason (portal, admin). */
const REFUSED = {
  tooLarge: { name: 'scan-too-large.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([SAMPLES.pdf, Buffer.alloc(LIMIT + 1 - SAMPLES.pdf.length, 0x20)]), portal: 'upload.tooLarge', admin: 'documents.tooLarge' },
  wrongType: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><script>alert(1)</script>'), portal: 'upload.wrongType', admin: 'documents.wrongType' },
  malware: { name: 'eicar.txt', mimeType: 'text/plain', buffer: EICAR, portal: 'upload.malware', admin: 'documents.malware' },
} as const;
const CLEAN = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: SAMPLES.pdf };

for (const { dialect, skip } of testDialects()) {
  describe(`documents: refusals said in words, in Chromium [${dialect}]`, { skip: withoutChromium || skip || skipWithoutClamd }, () => {
    let ctx: TestContext;
    let clamd: TestClamd;
    let browser: Browser;
    let base = '';

    before(async () => {
      [clamd] = await Promise.all([startTestClamd(), buildAdmin(), buildPortal()]);
      const port = await freePort();
      base = `http://localhost:${port}`;
      const documents = { ...testConfig().documents, uploadMaxBytes: LIMIT, clamdUrl: clamd.url, clamdTimeoutMs: 5_000 };
      ctx = new TestContext(dialect, { config: { adminUrl: `${base}/admin`, portalUrl: `${base}/portal`, documents } });
      await ctx.start();
      await ctx.app.listen({ port, host: '127.0.0.1' });
      browser = await launchChromium();
    });

    after(async () => {
      await browser?.close();
      await clamd?.stop();
      await ctx?.stop();
    });

    /** A client of the language, invited, with one request; signed in on a 360 px phone, the request's card on the to-do list. */
    async function clientOnPhone(language: 'en' | 'ko') {
      const texts = catalog(language, 'portal');
      const email = `refusals-${language}-${dialect}@example.com`;
      const title = language === 'ko' ? '2026년 카드 영수증' : 'Card receipts 2026';
      const { id } = await seed(ctx, 'POST', '/api/client', { name: `Refusals ${language}`, clientType: 'individual', email, locale: language });
      await seed(ctx, 'POST', `/api/client/${id}/portal-invitation`);
      await seed(ctx, 'POST', `/api/client/${id}/document-requests`, { title, dueDate: inDays(10) });
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: language === 'ko' ? 'ko-KR' : 'en-US' });
      const page = await context.newPage();
      await page.goto(`${base}/portal/#token=${(await latestPortalMail(ctx, email)).token}`);
      await page.getByRole('button', { name: texts['signIn.linkContinue'], exact: true }).click();
      await page.getByRole('heading', { name: texts['home.title'], exact: true }).waitFor();
      const card = page.getByTestId('requests').locator('li', { hasText: title });
      const input = card.getByLabel(fill(texts['upload.chooseFor']!, { title }));
      return { id, page, card, input, texts, context };
    }

    /** The reason shown beside the file's name: exactly the catalog's text. */
    async function reasonShown(list: Locator, fileName: string, text: string): Promise<void> {
      const row = list.locator('li', { hasText: fileName }).last();
      const alert = row.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), text, `the reason for ${fileName}`);
    }

    async function nothingStored(clientIds: number[]): Promise<void> {
      const rows = await ctx.db.selectFrom('documents').select('id').where('client_id', 'in', clientIds).execute();
      assert.deepEqual(rows, [], 'no document row');
      const keys: string[] = [];
      for await (const key of ctx.app.documents.storedKeys()) keys.push(key);
      assert.deepEqual(keys, [], 'no blob');
      const store = ctx.app.config.documents.store;
      assert.equal(store.kind, 'local');
      const staging = path.join(store.kind === 'local' ? store.directory : '', '.staging');
      assert.deepEqual(fs.existsSync(staging) ? fs.readdirSync(staging) : [], [], 'no staged file');
    }

    /** Staff on the client's Documents tab: English on a desktop, Korean on a phone. */
    async function staffOnTab(language: 'en' | 'ko', clientId: number, email: string) {
      const texts = catalog(language, 'admin');
      const width = language === 'en' ? 1280 : 360;
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: language === 'ko' ? 'ko-KR' : 'en-US' });
      await signIn(page, base, email, PASSWORD);
      await page.goto(`${base}/admin/clients/${clientId}`);
      await page.getByRole('tab', { name: texts['tab.documents'], exact: true }).click();
      const input = page.getByLabel(texts['documents.choose']!, { exact: true });
      const list = page.getByRole('list', { name: texts['documents.uploads'], exact: true });
      return { page, input, list, texts, language, width };
    }

    test('413, 415, 422 and 503 in the portal at 360 px (English and Korean) and on the admin’s Documents tab (English, Korean at 360 px), each in words; nothing stored', async () => {
      const phones = [await clientOnPhone('en'), await clientOnPhone('ko')];
      const staffEmail = (await ctx.signup('staff', PASSWORD)).email;
      const admins = [await staffOnTab('en', phones[0]!.id, staffEmail), await staffOnTab('ko', phones[1]!.id, staffEmail)];

      for (const file of Object.values(REFUSED)) {
        for (const phone of phones) {
          await phone.input.setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
          await reasonShown(phone.card, file.name, phone.texts[file.portal]!);
        }
        for (const admin of admins) {
          await admin.input.setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
          await reasonShown(admin.list, file.name, admin.texts[file.admin]!);
        }
      }

      // clamd goes away: uploads fail closed, and people are told to try again later.
      await clamd.stop();
      for (const [index, phone] of phones.entries()) {
        await phone.input.setInputFiles(CLEAN);
        await reasonShown(phone.card, CLEAN.name, phone.texts['upload.unavailable']!);
        assert.equal(await overflowOf(phone.page), 0, 'nothing wider than the phone');
        await screenshot(phone.page, `portal-documents-refusals-phone-${index === 0 ? 'en' : 'ko'}`);
        await phone.page.setViewportSize({ width: 1280, height: 900 });
        await screenshot(phone.page, `portal-documents-refusals-desktop-${index === 0 ? 'en' : 'ko'}`);
        await phone.context.close();
      }
      for (const admin of admins) {
        await admin.input.setInputFiles(CLEAN);
        await reasonShown(admin.list, CLEAN.name, admin.texts['documents.unavailable']!);
        // Each screen at both widths, for the docs and for a person to look at.
        for (const width of [admin.width, admin.width === 360 ? 1280 : 360]) {
          await admin.page.setViewportSize({ width, height: 900 });
          assert.equal(await overflowOf(admin.page), 0, `nothing wider than ${width} px`);
          await screenshot(admin.page, `admin-documents-refusals-${admin.language}-${width}`);
        }
        await admin.page.close();
      }

      await nothingStored(phones.map((phone) => phone.id));
    });
  });
}
