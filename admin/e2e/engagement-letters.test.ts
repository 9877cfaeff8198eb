/*
 * Issue 34's admin pages in Chromium: an admin writes a letter template (a body the engine refuses
 * is explained beside it), previews it for a contract, sends the contract's letter from the client
 * file's Contracts tab, resends and withdraws it (each after a question) and sends a new one, which
 * the client declines with a reason that staff read before sending another; the client signs that
 * one over HTTP (the portal's sign operation, from a portal sign-in of the last minutes); the tab
 * then shows the evidence with the hashes GET /api/contract/{id}/engagement-letter answers, the
 * signed PDF downloads with those bytes, and "Verify a PDF" recognises it and refuses a copy with
 * one changed byte. Keyboard, axe, 360 px and 1280 px, English and Korean screenshots. One suite
 * per database dialect.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { sha256 } from '../../src/shared/storage/meter.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { portalSignIn } from '../../src/testing/portal.js';
import { freePort } from '../../src/testing/processes.js';
import { axeViolations, describeViolations } from './lib/axe.js';
import { launchChromium, overflowOf, savedBytes, screenshot, seed, settles, signIn, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const BODY_EN = [
  '# Engagement letter',
  '',
  'Dear {{client.name}},',
  '',
  'This letter confirms that {{firm.name}} will provide **{{contract.title}}** from {{contract.startDate}} for {{contract.fee}}.',
  '',
  '- Bookkeeping every month',
  '- The year-end return',
].join('\n');

for (const { dialect, skip } of testDialects()) {
  describe(`engagement letters in the admin: template, send, resend, withdraw, evidence, verify, in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    let ctx: TestContext;
    let browser: Browser;
    let page: Page;
    let base = '';
    let clientId = 0;
    let contractId = 0;
    let portal = '';
    const client = { name: 'Seo Jiwoo', email: 'seo.jiwoo@example.com' };
    const contractTitle = 'Bookkeeping and year-end return 2027';
    const templateName = 'Standard engagement';

    before(async () => {
      await buildAdmin();
      const port = await freePort();
      base = `http://localhost:${port}`;
      ctx = new TestContext(dialect, { config: { adminUrl: `${base}/admin`, portalUrl: `${base}/portal` } });
      await ctx.start();
      await ctx.app.listen({ port, host: '127.0.0.1' });
      clientId = (await seed(ctx, 'POST', '/api/client', { ...client, clientType: 'individual', locale: 'en' })).id;
      contractId = (await seed(ctx, 'POST', '/api/contract', { clientId, title: contractTitle, feeType: 'fixed', feeAmount: 1_500_000, startDate: '2027-01-01' })).id;
      // The client signs in from the invitation now: signing needs a sign-in of the last 15 minutes.
      await seed(ctx, 'POST', `/api/client/${clientId}/portal-invitation`);
      portal = (await portalSignIn(ctx, client.email)).accessToken;
      browser = await launchChromium();
      page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US', acceptDownloads: true });
      await signIn(page, base, (await ctx.signup('admin', PASSWORD)).email, PASSWORD);
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    async function noAxeViolations(where: string) {
      assert.deepEqual(describeViolations(where, await axeViolations(page)), []);
    }

    /** Answers a confirmation dialog: its question shown, then the confirming button. */
    async function confirm(title: string, yes: string) {
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: yes, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    const letterPanel = () => page.getByTestId('engagement-letter');
    const status = () => letterPanel().getByTestId('letter-tracking').locator('.badge').textContent();

    /** The cell of a contract's row under a header, found by the header's text (never by position). */
    async function cellUnder(on: Page, rowTitle: string, header: string) {
      const table = on.getByTestId('contract-list');
      const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
      const index = headers.indexOf(header);
      assert.ok(index >= 0, `a column ${header} in ${headers.join(', ')}`);
      return table.getByRole('row').filter({ has: on.getByRole('cell', { name: rowTitle, exact: true }) }).getByRole('cell').nth(index);
    }

    test('an admin writes a template, refused then saved, and previews it for the contract', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'More' }).click();
      await nav.getByRole('link', { name: 'Letter templates' }).click();
      await page.getByRole('heading', { level: 1, name: 'Letter templates' }).waitFor();
      await page.getByText('No letter templates yet.').waitFor();
      await page.getByText('Merge fields', { exact: true }).click();
      await page.getByText('{{client.name}}', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'New template', exact: true }).click();
      const form = page.getByRole('form', { name: 'New template' });
      // The keyboard starts in the form's first field.
      await page.keyboard.type(templateName);
      assert.equal(await form.getByLabel('Name').inputValue(), templateName);
      await form.getByLabel('Letter in English (Markdown)').fill('Dear {{ client.nmae }},');
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      const refused = form.locator('.field.invalid', { has: page.getByLabel('Letter in English (Markdown)') }).getByRole('alert');
      await refused.waitFor();
      assert.match((await refused.textContent()) ?? '', /^This letter cannot be written out: .*nmae/);
      await form.getByLabel('Letter in English (Markdown)').fill(BODY_EN);
      await form.getByRole('button', { name: 'Create', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Template created.' }).waitFor();
      const row = page.getByTestId('records').getByRole('row', { name: new RegExp(templateName) });
      await row.getByRole('cell', { name: 'English', exact: true }).waitFor();

      await row.getByRole('button', { name: `Preview ${templateName}`, exact: true }).click();
      const preview = page.getByTestId('template-preview');
      const box = preview.getByRole('combobox', { name: 'Client' });
      await box.fill(client.name.slice(0, 8));
      await preview.getByRole('option', { name: client.name, exact: true }).click();
      await preview.getByLabel('Contract').selectOption({ label: `${contractTitle} (Jan 1, 2027 – open)` });
      await preview.getByRole('button', { name: 'Preview', exact: true }).click();
      const frame = page.frameLocator('iframe.letter-frame');
      await frame.getByText(`Dear ${client.name},`).waitFor();
      await frame.getByRole('heading', { name: 'Engagement letter' }).waitFor();
      await noAxeViolations('letter templates');
      await screenshot(page, 'admin-letter-templates-en-desktop');
    });

    test('staff send the letter from the Contracts tab, resend it, withdraw it and send a new one', async () => {
      await page.goto(`${base}/admin/clients/${clientId}?tab=contracts`);
      await page.getByRole('heading', { level: 1, name: client.name }).waitFor();
      const open = page.getByRole('button', { name: `Engagement letter: ${contractTitle}`, exact: true });
      await open.click();
      // The panel takes the keyboard: its heading has the focus.
      await page.getByRole('heading', { level: 3, name: `Engagement letter: ${contractTitle}` }).waitFor();
      assert.equal(await page.evaluate('document.activeElement?.textContent'), `Engagement letter: ${contractTitle}`);
      await letterPanel().getByText('No engagement letter has been sent for this contract.').waitFor();
      await letterPanel().getByLabel('Template').selectOption({ label: templateName });
      await letterPanel().getByRole('button', { name: 'Send letter', exact: true }).click();
      await letterPanel().getByRole('status').filter({ hasText: 'Letter sent' }).waitFor();
      await settles(status, 'Waiting for signature', "the letter's status");
      const sent = (await ctx.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await ctx.token() })).data;
      assert.equal(await letterPanel().getByTestId('original-sha256').textContent(), sent.originalSha256);

      // Resend: a question first; Escape cancels it and nothing is sent.
      await letterPanel().getByRole('button', { name: 'Resend letter', exact: true }).click();
      await page.getByRole('dialog', { name: 'Resend the letter?' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      assert.equal((await ctx.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await ctx.token() })).data.resentAt, null);
      await letterPanel().getByRole('button', { name: 'Resend letter', exact: true }).click();
      await confirm('Resend the letter?', 'Resend');
      await letterPanel().getByRole('status').filter({ hasText: 'Letter mailed again.' }).waitFor();
      await letterPanel().getByText('Sent again', { exact: true }).waitFor();

      await letterPanel().getByRole('button', { name: 'Withdraw letter', exact: true }).click();
      await confirm('Withdraw the letter?', 'Withdraw');
      await letterPanel().getByRole('status').filter({ hasText: 'Letter withdrawn.' }).waitFor();
      await settles(status, 'Withdrawn', "the letter's status");
      assert.equal(await letterPanel().getByRole('button', { name: 'Withdraw letter' }).count(), 0, 'a withdrawn letter has no actions');

      // A new letter, chosen by keyboard.
      const template = letterPanel().getByLabel('Template');
      await template.focus();
      await template.selectOption({ label: templateName });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await letterPanel().getByRole('status').filter({ hasText: 'Letter sent' }).waitFor();
      await settles(status, 'Waiting for signature', 'the new letter waits for signature');

      // The client declines it with a reason (the portal's decline operation); staff read the reason and send another.
      const reason = 'The fee should include the VAT return.';
      const declined = await ctx.api('POST', `/api/portal/engagements/${contractId}/decline`, { token: portal, body: { reason } });
      assert.equal(declined.statusCode, 200, declined.body);
      await page.reload();
      await settles(status, 'Declined', 'the tab shows the refusal');
      assert.equal(await letterPanel().locator('dt', { hasText: 'Reason given' }).locator('xpath=following-sibling::dd[1]').textContent(), reason);
      await letterPanel().getByRole('heading', { name: 'Send a new letter' }).waitFor();
      await letterPanel().getByLabel('Template').selectOption({ label: templateName });
      await letterPanel().getByRole('button', { name: 'Send letter', exact: true }).click();
      await settles(status, 'Waiting for signature', 'the letter after the refusal waits for signature');
      await screenshot(page, 'admin-contract-letter-sent-en-desktop');
    });

    test('after the client signs, the tab shows the evidence with the API’s hashes; the signed PDF downloads and verifies, and a changed byte is refused', async () => {
      // The client signs as the portal's signing page does: the letter's hash as shown, the name, the consent.
      const shown = await ctx.api('GET', `/api/portal/engagements/${contractId}/letter`, { token: portal });
      assert.equal(shown.statusCode, 200, shown.body);
      // Opening the PDF marks the letter viewed; staff see it at the next load.
      assert.equal((await ctx.api('GET', `/api/portal/engagements/${contractId}/letter/pdf`, { token: portal })).statusCode, 200);
      await page.reload();
      await settles(status, 'Opened by the client', 'the tab shows the letter was read');
      await letterPanel().getByText('First opened', { exact: true }).waitFor();
      const signed = await ctx.api('POST', `/api/portal/engagements/${contractId}/sign`, {
        token: portal,
        headers: { 'user-agent': PHONE_UA },
        body: { fullName: client.name, consent: true, sha256: shown.data.sha256 },
      });
      assert.equal(signed.statusCode, 200, signed.body);
      const evidence = (await ctx.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await ctx.token() })).data;
      assert.equal(evidence.status, 'signed');

      await page.reload();
      const panel = letterPanel().getByTestId('letter-evidence');
      await panel.waitFor();
      await settles(status, 'Signed', "the letter's status");
      // The signature counts for the contract itself: the draft it was sent from is active now.
      await settles(async () => (await cellUnder(page, contractTitle, 'Status')).textContent(), 'Active', "the contract's status");
      assert.equal(await (await cellUnder(page, contractTitle, 'Engagement letter')).textContent(), 'Signed', "the row's letter status");
      const fact = (term: string) => panel.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      assert.equal(await fact('Name typed by the signer').textContent(), client.name);
      assert.match((await fact('Signed in by').textContent()) ?? '', /^mailed link, at /);
      assert.equal(await fact('IP address').textContent(), evidence.signer.ip);
      assert.equal(await fact('Browser (user agent)').textContent(), PHONE_UA);
      assert.equal(await panel.getByTestId('evidence-original-sha256').textContent(), evidence.originalSha256);
      assert.equal(await panel.getByTestId('signed-sha256').textContent(), evidence.signedSha256);
      await noAxeViolations('the contract tab with the evidence');
      await screenshot(page, 'admin-contract-letter-en-desktop');

      const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download the signed letter', exact: true }).click()]);
      const pdf = await savedBytes(download);
      assert.equal(sha256(pdf), evidence.signedSha256, 'the download is the signed PDF the evidence names');
      const [original] = await Promise.all([page.waitForEvent('download'), letterPanel().getByRole('button', { name: 'Download the letter as sent', exact: true }).click()]);
      assert.equal(sha256(await savedBytes(original)), evidence.originalSha256);

      await page.goto(`${base}/admin/letter-templates`);
      const verify = page.getByTestId('verify-pdf');
      await verify.getByLabel('Choose a PDF to verify').setInputFiles({ name: 'signed-letter.pdf', mimeType: 'application/pdf', buffer: pdf });
      const outcome = verify.getByTestId('verify-outcome');
      await outcome.getByText('signed-letter.pdf: every byte matches.').waitFor();
      await outcome.getByText(`It is the signed engagement letter for “${contractTitle}” of ${client.name}, signed by ${client.name} on`).waitFor();
      await outcome.getByText(evidence.signedSha256, { exact: true }).waitFor();
      await screenshot(page, 'admin-letter-verified-en-desktop');

      const forged = Buffer.from(pdf);
      forged[forged.length - 40] = forged[forged.length - 40]! ^ 0x20;
      await verify.getByLabel('Choose a PDF to verify').setInputFiles({ name: 'forged.pdf', mimeType: 'application/pdf', buffer: forged });
      await outcome.getByText('forged.pdf does not match any letter as sent or signed.').waitFor();
      await outcome.getByText(`It claims to be the engagement letter for “${contractTitle}” of ${client.name}, but at least one byte differs`).waitFor();
      await outcome.getByText(sha256(forged), { exact: true }).waitFor();
      await outcome.getByRole('link', { name: "Open the letter in the client's file" }).click();
      await letterPanel().getByTestId('letter-evidence').waitFor();

      // Every event of the letter is in the audit log, in words.
      await page.goto(`${base}/admin/audit-log?recordType=contract&recordId=${contractId}`);
      const log = page.locator('main table');
      for (const event of ['Engagement letter sent', 'Engagement letter sent again', 'Engagement letter withdrawn', 'Engagement letter declined', 'Engagement letter viewed', 'Consent to sign electronically given', 'Engagement letter signed', 'Engagement letter checked against a PDF']) {
        await log.getByText(event, { exact: true }).first().waitFor();
      }
    });

    test('staff read the letter and its evidence; templates and verification are the admins’', async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      const staff = await context.newPage();
      try {
        await signIn(staff, base, (await ctx.signup('staff', PASSWORD)).email, PASSWORD);
        await staff.goto(`${base}/admin/clients/${clientId}?tab=contracts`);
        const open = staff.getByRole('button', { name: `Engagement letter: ${contractTitle}`, exact: true });
        await open.click();
        const panel = staff.getByTestId('engagement-letter');
        await panel.getByTestId('letter-evidence').getByTestId('signed-sha256').waitFor();
        // Close gives the keyboard back to the button that opened the panel.
        await panel.getByRole('button', { name: 'Close', exact: true }).click();
        await panel.waitFor({ state: 'detached' });
        assert.equal(await open.evaluate((button) => button === button.ownerDocument.activeElement), true);
        const nav = staff.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('button', { name: 'More' }).click();
        assert.equal(await nav.getByRole('link', { name: 'Letter templates' }).count(), 0, 'no link to an admin page');
        await staff.goto(`${base}/admin/letter-templates`);
        await staff.getByText('Only admins can open this page.').waitFor();
        assert.equal(await staff.getByTestId('verify-pdf').count(), 0);
      } finally {
        await context.close();
      }
    });

    test('at 360 px and in Korean the pages fit and read Korean', async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${base}/admin/clients/${clientId}?tab=contracts&letter=${contractId}`);
      await letterPanel().getByTestId('letter-evidence').waitFor();
      assert.equal(await overflowOf(page), 0, 'the contract tab fits 360 px');
      await screenshot(page, 'admin-contract-letter-en-phone');
      await page.goto(`${base}/admin/letter-templates`);
      await page.getByTestId('records').waitFor();
      assert.equal(await overflowOf(page), 0, 'the templates page fits 360 px');
      await screenshot(page, 'admin-letter-templates-en-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
      const korean = await context.newPage();
      try {
        await signIn(korean, base, (await ctx.signup('admin', PASSWORD)).email, PASSWORD);
        await korean.goto(`${base}/admin/clients/${clientId}?tab=contracts&letter=${contractId}`);
        const evidence = korean.getByTestId('letter-evidence');
        await evidence.getByRole('heading', { name: '서명 증거' }).waitFor();
        await korean.getByTestId('letter-tracking').getByText('서명 완료').waitFor();
        assert.equal(await overflowOf(korean), 0);
        await screenshot(korean, 'admin-contract-letter-ko-phone');
        await korean.setViewportSize({ width: 1280, height: 900 });
        await screenshot(korean, 'admin-contract-letter-ko-desktop');
        // A Korean body for the template, then the letter previewed in Korean.
        await korean.goto(`${base}/admin/letter-templates`);
        await korean.getByRole('heading', { level: 1, name: '약정서 양식' }).waitFor();
        await korean.getByRole('button', { name: `${templateName} 수정`, exact: true }).click();
        const form = korean.getByRole('form', { name: `${templateName} 수정` });
        await form.getByLabel('한국어 약정서 (Markdown)').fill('# 업무 약정서\n\n{{client.name}} 귀하\n\n{{firm.name}}은(는) {{contract.startDate}}부터 **{{contract.title}}** 업무를 {{contract.fee}}에 수행합니다.');
        await form.getByRole('button', { name: '저장', exact: true }).click();
        await korean.getByRole('status').filter({ hasText: `${templateName}` }).waitFor();
        await korean.getByTestId('records').getByRole('cell', { name: '영어, 한국어', exact: true }).waitFor();
        /** Opens the template's preview for the contract, in Korean, and waits for the letter in its frame. */
        const previewInKorean = async () => {
          await korean.getByRole('button', { name: `${templateName} 미리 보기`, exact: true }).click();
          const preview = korean.getByTestId('template-preview');
          await preview.getByRole('combobox', { name: '고객' }).fill(client.name.slice(0, 8));
          await preview.getByRole('option', { name: client.name, exact: true }).click();
          await preview.getByLabel(/^계약/).selectOption({ index: 1 });
          await preview.getByLabel(/^언어/).selectOption({ label: '한국어' });
          await preview.getByRole('button', { name: '미리 보기', exact: true }).click();
          await korean.frameLocator('iframe.letter-frame').getByText(`${client.name} 귀하`).waitFor();
          return preview;
        };
        const preview = await previewInKorean();
        await screenshot(korean, 'admin-letter-templates-ko-desktop');
        // At phone width, opened again there: headless Chromium does not repaint a sandboxed frame after a resize.
        await preview.getByRole('button', { name: '닫기', exact: true }).click();
        await korean.setViewportSize({ width: 360, height: 800 });
        await previewInKorean();
        assert.equal(await overflowOf(korean), 0);
        await screenshot(korean, 'admin-letter-templates-ko-phone');
      } finally {
        await context.close();
      }
    });

    test('the contract list shows each row’s letter status (one read for the page); the panel opens for a contract past the first page; en and ko, 360 px and desktop', async () => {
      const other = (await seed(ctx, 'POST', '/api/client', { name: 'Han Minseo', email: 'han.minseo@example.com', clientType: 'individual', locale: 'en' })).id;
      const templates = (await ctx.api('GET', '/api/engagement-letter-templates', { token: await ctx.token() })).data.items as Array<{ id: number; name: string }>;
      const templateId = templates.find((item) => item.name === templateName)!.id;
      const oldTitle = 'Retainer 2020';
      const old = (await seed(ctx, 'POST', '/api/contract', { clientId: other, title: oldTitle, feeType: 'fixed', startDate: '2020-01-01' })).id;
      await seed(ctx, 'POST', `/api/contract/${old}/engagement-letter`, { templateId });
      // 20 newer contracts fill the tab's first page (newest start first); the newest has a withdrawn letter.
      const newer: number[] = [];
      for (let month = 1; month <= 20; month++) newer.push((await seed(ctx, 'POST', '/api/contract', { clientId: other, title: `Monthly bookkeeping ${month}`, feeType: 'fixed', startDate: `2026-${String(Math.ceil(month / 2)).padStart(2, '0')}-${month % 2 ? '01' : '15'}` })).id);
      const newest = newer.at(-1)!;
      await seed(ctx, 'POST', `/api/contract/${newest}/engagement-letter`, { templateId });
      assert.equal((await ctx.api('DELETE', `/api/contract/${newest}/engagement-letter`, { token: await ctx.token() })).statusCode, 204);

      await page.goto(`${base}/admin/clients/${other}?tab=contracts`);
      await page.getByRole('heading', { level: 1, name: 'Han Minseo' }).waitFor();
      await page.getByTestId('contract-list').waitFor();
      assert.equal(await (await cellUnder(page, 'Monthly bookkeeping 20', 'Engagement letter')).textContent(), 'Withdrawn');
      assert.equal(await (await cellUnder(page, 'Monthly bookkeeping 19', 'Engagement letter')).textContent(), 'Not sent');
      assert.equal(await page.getByTestId('contract-list').getByRole('cell', { name: oldTitle, exact: true }).count(), 0, 'the old contract is past the first page');
      await noAxeViolations('contract list with letters');
      await screenshot(page, 'admin-contracts-letters-en-desktop');

      // ?letter= names the old contract (as the staff reminder's link does): its panel opens all the same.
      await page.goto(`${base}/admin/clients/${other}?tab=contracts&letter=${old}`);
      await page.getByRole('heading', { level: 3, name: `Engagement letter: ${oldTitle}` }).waitFor();
      await settles(status, 'Waiting for signature', 'the old contract’s letter');
      await letterPanel().getByRole('button', { name: 'Close', exact: true }).click();
      await letterPanel().waitFor({ state: 'detached' });
      assert.equal(new URL(page.url()).searchParams.get('letter'), null);
      // Its row on page 2 says the same.
      await page.getByRole('button', { name: 'Next →', exact: true }).click();
      await page.getByTestId('contract-list').getByRole('cell', { name: oldTitle, exact: true }).waitFor();
      assert.equal(await (await cellUnder(page, oldTitle, 'Engagement letter')).textContent(), 'Waiting for signature');

      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${base}/admin/clients/${other}?tab=contracts`);
      await page.getByTestId('contract-list').waitFor();
      await screenshot(page, 'admin-contracts-letters-en-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
      const korean = await context.newPage();
      try {
        await signIn(korean, base, (await ctx.signup('staff', PASSWORD)).email, PASSWORD);
        await korean.goto(`${base}/admin/clients/${other}?tab=contracts`);
        await korean.getByTestId('contract-list').waitFor();
        assert.equal(await (await cellUnder(korean, 'Monthly bookkeeping 20', '업무 약정서')).textContent(), '철회');
        assert.equal(await (await cellUnder(korean, 'Monthly bookkeeping 19', '업무 약정서')).textContent(), '보내지 않음');
        await screenshot(korean, 'admin-contracts-letters-ko-phone');
        await korean.setViewportSize({ width: 1280, height: 900 });
        await screenshot(korean, 'admin-contracts-letters-ko-desktop');
      } finally {
        await context.close();
      }
    });
  });
}
