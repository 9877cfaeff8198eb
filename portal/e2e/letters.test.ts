/*
 * Issue 34.6 from the client's side, in Chromium on a 360 px phone: a letter staff sent from the
 * admin's contract tab is on the to-do list; the client reads it inline (the PDF the page fetched with its token, the same
 * bytes the firm recorded), downloads it, is told in words what is missing (the consent, the
 * name), signs with the keyboard and downloads the signed PDF; the firm's evidence (hashes, signer,
 * sign-in method, audit entries), in the API and on the admin's contract tab, agrees with what
 * the browser got. Declining from the Engagements
 * page, the 15-minute rule (sign in again by code and come back to the letter) and a letter
 * changed under the page are also driven through the page. axe-core on every state of the page.
 * One suite per database dialect.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../../admin/e2e/lib/axe.js';
import { launchChromium, overflowOf, savedBytes, screenshot, seed, settles, signIn, withoutChromium } from '../../admin/e2e/lib/chromium.js';
import { buildAdmin } from '../../scripts/build-admin.js';
import { buildPortal } from '../../scripts/build-portal.js';
import { sha256 } from '../../src/shared/storage/meter.js';
import { manualClock } from '../../src/testing/clock.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { latestPortalMail } from '../../src/testing/portal.js';
import { freePort } from '../../src/testing/processes.js';

const PASSWORD = 'amber-tiger-orchard-2026';
const BODY_KO = '# 업무 약정서\n\n{{client.name}} 님께,\n\n{{firm.name}}은(는) **{{contract.title}}** 업무를 {{contract.fee}}에 수행합니다.';
const BODY = '# Engagement letter\n\nDear {{client.name}},\n\n{{firm.name}} will provide **{{contract.title}}** for {{contract.fee}}.\n\n- Scope: bookkeeping and returns\n- Term: from {{contract.startDate}}';

for (const { dialect, skip } of testDialects()) {
  describe(`engagement letters in the portal, in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    const clock = manualClock('2027-01-15T01:00:00.000Z');
    let ctx: TestContext;
    let browser: Browser;
    let admin: Page;
    let base = '';
    let templateId = 0;
    let contracts = 0;

    before(async () => {
      await Promise.all([buildAdmin(), buildPortal()]);
      const port = await freePort();
      base = `http://localhost:${port}`;
      ctx = new TestContext(dialect, { config: { adminUrl: `${base}/admin`, portalUrl: `${base}/portal` }, app: { clock } });
      await ctx.start();
      await ctx.app.listen({ port, host: '127.0.0.1' });
      templateId = (await seed(ctx, 'POST', '/api/engagement-letter-templates', { name: 'Standard letter', bodies: { en: BODY, ko: BODY_KO } })).id;
      browser = await launchChromium();
      admin = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      await signIn(admin, base, (await ctx.signup('staff', PASSWORD)).email, PASSWORD);
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    async function newClient(mark: string, locale: 'en' | 'ko' = 'en'): Promise<{ id: number; email: string }> {
      const email = `${mark}-${dialect}@example.com`;
      return { id: (await seed(ctx, 'POST', '/api/client', { name: `Jordan ${mark}`, clientType: 'individual', email, locale })).id, email };
    }

    async function newContract(clientId: number, mark: string): Promise<{ id: number; title: string }> {
      const title = `Bookkeeping ${mark} ${++contracts}`;
      return { id: (await seed(ctx, 'POST', '/api/contract', { clientId, title, feeType: 'fixed', feeAmount: 1200, startDate: '2027-01-01', status: 'active' })).id, title };
    }

    /** Invited last: the newest mail is then the invitation with its sign-in link. */
    const invite = async (clientId: number) => seed(ctx, 'POST', `/api/client/${clientId}/portal-invitation`, {}, await ctx.token('staff'));

    /** A client invited to the portal, with `count` contracts whose letters staff sent over HTTP (the contract tab's call). */
    async function clientWithLetters(mark: string, count: number, locale: 'en' | 'ko' = 'en'): Promise<{ id: number; email: string; contracts: Array<{ id: number; title: string }> }> {
      const client = await newClient(mark, locale);
      const made = [];
      for (let index = 0; index < count; index++) {
        const contract = await newContract(client.id, mark);
        await seed(ctx, 'POST', `/api/contract/${contract.id}/engagement-letter`, { templateId }, await ctx.token('staff'));
        made.push(contract);
      }
      await invite(client.id);
      return { ...client, contracts: made };
    }

    /** A 360 px phone signed in from the newest mailed link, on the to-do list. */
    async function signedInPhone(email: string): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'en-US', acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(`${base}/portal/#token=${(await latestPortalMail(ctx, email)).token}`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Your to-do list', exact: true }).waitFor();
      return { context, page };
    }

    const evidenceOf = async (contractId: number) => (await ctx.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await ctx.token('staff') })).data;
    const letterOps = async (contractId: number) =>
      (await ctx.api('GET', `/api/audit-log?recordType=contract&recordId=${contractId}`, { token: await ctx.token('admin') })).data.items
        .map((entry: { operation: string }) => entry.operation)
        .filter((operation: string) => operation.startsWith('engagement_letter'))
        .sort();

    async function check(page: Page, where: string, found: string[]): Promise<void> {
      found.push(...describeViolations(where, await axeViolations(page)));
    }

    test('sent from the admin, on the to-do list, read inline and downloaded, signed by keyboard at 360 px; the admin’s evidence, the hashes and the audit agree', async () => {
      const client = await newClient('sign');
      const contract = await newContract(client.id, 'sign');
      // Staff send the letter from the client file's Contracts tab (the admin's accessible names: its e2e test).
      const letterPanel = admin.getByTestId('engagement-letter');
      const adminStatus = () => letterPanel.getByTestId('letter-tracking').locator('.badge').textContent();
      await admin.goto(`${base}/admin/clients/${client.id}?tab=contracts&letter=${contract.id}`);
      await letterPanel.getByLabel('Template').selectOption({ label: 'Standard letter' });
      await letterPanel.getByRole('button', { name: 'Send letter', exact: true }).click();
      await letterPanel.getByRole('status').filter({ hasText: 'Letter sent' }).waitFor();
      assert.equal(await adminStatus(), 'Waiting for signature');
      await invite(client.id);
      const found: string[] = [];
      const { context, page } = await signedInPhone(client.email);

      const todo = page.locator('ul.todo > li', { hasText: contract.title });
      await todo.getByText('To sign', { exact: true }).waitFor();
      await todo.getByText(/^Engagement letter sent /).waitFor();
      await check(page, 'home', found);
      await todo.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: `Engagement letter: ${contract.title}`, exact: true }).waitFor();
      assert.equal(await page.evaluate('document.activeElement?.tagName'), 'H1', 'the new page takes the focus to its heading');

      // Inline: a frame of a blob: URL made from the PDF the page fetched; the download saves the
      // same fetched bytes (no second opening), which are the very bytes the firm recorded.
      const frame = page.locator('iframe.letter-pdf');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('title'), 'The engagement letter (PDF)');
      assert.match((await frame.getAttribute('src')) ?? '', /^blob:/);
      const [original] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the letter', exact: true }).click()]);
      const shownSha = sha256(await savedBytes(original));
      const sent = await evidenceOf(contract.id);
      assert.equal(shownSha, sent.originalSha256, 'the page shows the letter as sent');
      assert.equal(sent.status, 'viewed', 'opening it marked it viewed');
      const consent = await page.locator('.consent-text').innerText();
      assert.match(consent, /paper copy at no charge[\s\S]*withdraw this consent/);
      await check(page, 'letter', found);
      assert.equal(await overflowOf(page), 0, 'the letter page fits 360 px');
      await screenshot(page, 'portal-letter-en-phone');

      // What is missing is said beside its field, and the focus goes there.
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Tick the box to agree to sign electronically.' }).waitFor();
      assert.equal(await page.evaluate('document.activeElement?.getAttribute("type")'), 'checkbox');
      await page.keyboard.press('Space');
      assert.ok(await page.getByRole('checkbox', { name: /I agree to sign electronically/ }).isChecked());
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Type your full name to sign.' }).waitFor();
      assert.equal(await page.evaluate('document.activeElement?.getAttribute("name")'), 'fullName');
      await check(page, 'letter with errors', found);
      await page.keyboard.type('Jordan Sign');
      clock.advance(5 * 60_000);
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Signed. Thank you!' }).waitFor();
      await page.locator('.letter-status').getByText('Signed', { exact: true }).waitFor();
      await page.locator('dl.facts').getByText('Jordan Sign', { exact: true }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Sign', exact: true }).count(), 0, 'nothing left to sign');
      const [signedPdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the signed letter', exact: true }).click()]);
      const signedBytes = await savedBytes(signedPdf);
      await check(page, 'signed letter', found);
      await screenshot(page, 'portal-letter-signed-en-phone');

      // The firm's evidence is what the client's browser got: in the API, and on the admin's contract tab.
      const evidence = await evidenceOf(contract.id);
      assert.equal(evidence.status, 'signed');
      assert.equal(evidence.originalSha256, shownSha);
      assert.equal(evidence.signedSha256, sha256(signedBytes));
      assert.equal(evidence.signer.name, 'Jordan Sign');
      assert.equal(evidence.signer.method, 'link');
      assert.match(evidence.signer.userAgent, /Chrome/);
      assert.equal(evidence.signer.consentText, consent, 'the consent stored is the one shown');
      assert.deepEqual(await letterOps(contract.id), ['engagement_letter.consent', 'engagement_letter.send', 'engagement_letter.sign', 'engagement_letter.view', 'engagement_letter.view']);
      await admin.reload();
      const proof = letterPanel.getByTestId('letter-evidence');
      await proof.waitFor();
      await settles(adminStatus, 'Signed');
      const fact = (term: string) => proof.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      assert.equal(await fact('Name typed by the signer').textContent(), 'Jordan Sign');
      assert.match((await fact('Signed in by').textContent()) ?? '', /^mailed link, at /);
      assert.equal(await fact('Browser (user agent)').textContent(), evidence.signer.userAgent);
      assert.equal(await proof.getByTestId('evidence-original-sha256').textContent(), shownSha, 'the admin names the letter the client was shown');
      assert.equal(await proof.getByTestId('signed-sha256').textContent(), sha256(signedBytes), 'the admin names the signed PDF the client downloaded');
      await screenshot(admin, 'admin-contract-letter-signed-in-portal');

      // The Engagements page says it is signed and opens it again.
      await page.getByRole('link', { name: 'Back to your engagements' }).click();
      await page.getByRole('heading', { level: 1, name: 'Engagements', exact: true }).waitFor();
      const card = page.locator('li.item', { hasText: contract.title });
      await card.getByText('Signed', { exact: true }).first().waitFor();
      await card.getByRole('link', { name: `Open the letter for ${contract.title}` }).waitFor();
      await context.close();
      assert.deepEqual(found, []);
    });

    test('declined from the Engagements page with a reason, which staff read', async () => {
      const client = await clientWithLetters('decline', 1);
      const [contract] = client.contracts;
      const { context, page } = await signedInPhone(client.email);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Engagements', exact: true }).click();
      const card = page.locator('li.item', { hasText: contract!.title });
      await card.getByText('Waiting for your signature').waitFor();
      await card.getByRole('link', { name: `Read and sign the letter for ${contract!.title}` }).click();
      await page.locator('iframe.letter-pdf').waitFor();
      await page.getByRole('button', { name: 'Decline the letter', exact: true }).click();
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Tell your tax office why, in a few words.' }).waitFor();
      await page.getByLabel('Why are you declining? Your tax office will read this.').fill('The fee is higher than we agreed.');
      await page.getByRole('button', { name: 'Decline', exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'You declined the letter.' }).waitFor();
      await page.locator('.letter-status').getByText('Declined', { exact: true }).waitFor();
      const evidence = await evidenceOf(contract!.id);
      assert.deepEqual([evidence.status, evidence.declineReason], ['declined', 'The fee is higher than we agreed.']);
      await context.close();
    });

    test('signed on another device or withdrawn by the firm while the page is open: said in words, and the page shows what is so now', async () => {
      const client = await clientWithLetters('elsewhere', 2);
      const [signedElsewhere, withdrawn] = client.contracts;
      const { context, page } = await signedInPhone(client.email);
      const readyToSign = async (contract: { id: number; title: string }) => {
        await page.goto(`${base}/portal/engagements/${contract.id}/letter`);
        await page.locator('iframe.letter-pdf').waitFor();
        await page.getByRole('checkbox').check();
        await page.getByLabel('Type your full name').fill('Jordan Elsewhere');
      };

      await readyToSign(signedElsewhere!);
      // Another device of the client's signs in with a new mailed link and signs first.
      assert.ok((await ctx.api('POST', '/api/portal/auth/link', { body: { email: client.email } })).statusCode < 300);
      const device = (await ctx.api('POST', '/api/portal/auth/verify', { body: { token: (await latestPortalMail(ctx, client.email)).token } })).data.accessToken as string;
      const { sha256: sha } = (await ctx.api('GET', `/api/portal/engagements/${signedElsewhere!.id}/letter`, { token: device })).data;
      assert.equal((await ctx.api('POST', `/api/portal/engagements/${signedElsewhere!.id}/sign`, { token: device, body: { fullName: 'Jordan Elsewhere', consent: true, sha256: sha } })).statusCode, 200);
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'This letter is signed already.' }).waitFor();
      await page.locator('.letter-status').getByText('Signed', { exact: true }).waitFor();

      await readyToSign(withdrawn!);
      assert.equal((await ctx.api('DELETE', `/api/contract/${withdrawn!.id}/engagement-letter`, { token: await ctx.token('staff') })).statusCode, 204);
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Your tax office withdrew this letter; there is nothing to sign.' }).waitFor();
      await page.getByText('There is no letter to read for this engagement').waitFor();
      await context.close();
    });

    test('after the 15 minutes, a mailed link opened in another tab brings the client back to the letter; an address that names no letter says so', async () => {
      const client = await clientWithLetters('relink', 1);
      const [contract] = client.contracts;
      const { context, page } = await signedInPhone(client.email);
      await page.goto(`${base}/portal/engagements/${contract!.id}/letter`);
      await page.locator('iframe.letter-pdf').waitFor();
      clock.advance(16 * 60_000);
      await page.getByRole('checkbox').check();
      await page.getByLabel('Type your full name').fill('Jordan Relink');
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await page.getByRole('button', { name: 'Sign in again', exact: true }).click();
      await page.getByLabel('Email').fill(client.email);
      await page.getByRole('button', { name: 'Send me a sign-in link', exact: true }).click();
      await page.getByLabel('6-digit code').waitFor();

      // The mail's link opens the portal's start in a new tab, which goes on to the letter.
      const tab = await context.newPage();
      await tab.goto(`${base}/portal/#token=${(await latestPortalMail(ctx, client.email)).token}`);
      await tab.getByRole('button', { name: 'Sign in', exact: true }).click();
      await tab.getByRole('heading', { level: 1, name: `Engagement letter: ${contract!.title}`, exact: true }).waitFor();
      await tab.getByRole('checkbox').check();
      await tab.getByLabel('Type your full name').fill('Jordan Relink');
      await tab.getByRole('button', { name: 'Sign', exact: true }).click();
      await tab.getByRole('status').filter({ hasText: 'Signed. Thank you!' }).waitFor();
      assert.equal((await evidenceOf(contract!.id)).signer.name, 'Jordan Relink');

      for (const address of ['abc', '999999']) {
        await tab.goto(`${base}/portal/engagements/${address}/letter`);
        await tab.getByText('There is no letter to read for this engagement').waitFor();
      }
      await context.close();
    });

    test('in Korean at 360 px, after the 15 minutes, a passkey signs the client in again on the same page and the letter is signed', async () => {
      const client = await clientWithLetters('passkey', 1, 'ko');
      const [contract] = client.contracts;
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR', acceptDownloads: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', { options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true } });
      await page.goto(`${base}/portal/#token=${(await latestPortalMail(ctx, client.email)).token}`);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByRole('heading', { name: '할 일 목록', exact: true }).waitFor();
      await page.goto(`${base}/portal/profile`);
      await page.getByLabel('새 패스키 이름').fill('내 휴대폰');
      await page.getByRole('button', { name: '이 기기에 패스키 추가' }).click();
      await page.getByRole('status').filter({ hasText: '패스키가 추가되었습니다.' }).waitFor();

      const found: string[] = [];
      await page.goto(`${base}/portal/`);
      const todo = page.locator('ul.todo > li', { hasText: contract!.title });
      await todo.getByText('서명 필요', { exact: true }).waitFor();
      await todo.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: `업무 약정서: ${contract!.title}`, exact: true }).waitFor();
      await page.locator('iframe.letter-pdf').waitFor();
      assert.match(await page.locator('.consent-text').innerText(), /종이 사본을 무료로 요청/);
      await check(page, 'letter in Korean', found);
      clock.advance(16 * 60_000);
      await page.getByRole('checkbox', { name: /전자 방식으로 서명하는 데 동의합니다/ }).check();
      await page.getByLabel('성명을 입력하세요').fill('김하늘');
      await page.getByRole('button', { name: '서명', exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: '최근 15분 안에 로그인한 경우에만' });
      await refusal.waitFor();
      await check(page, 'letter in Korean, sign in again', found);
      await refusal.getByRole('button', { name: '다시 로그인', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '다시 로그인하시면 업무 약정서로 돌아갑니다.' }).waitFor();
      await page.getByRole('button', { name: '패스키로 로그인', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `업무 약정서: ${contract!.title}`, exact: true }).waitFor();
      await page.getByRole('checkbox').check();
      await page.getByLabel('성명을 입력하세요').fill('김하늘');
      await page.getByRole('button', { name: '서명', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '서명되었습니다.' }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '서명된 약정서 내려받기', exact: true }).click()]);
      assert.equal(download.suggestedFilename(), '업무 약정서 (서명 완료).pdf', 'the signed letter is named in the letter’s language');
      await check(page, 'signed letter in Korean', found);
      await screenshot(page, 'portal-letter-signed-ko-phone');
      const evidence = await evidenceOf(contract!.id);
      assert.deepEqual([evidence.status, evidence.signer.name, evidence.signer.method], ['signed', '김하늘', 'passkey']);
      await context.close();
      assert.deepEqual(found, []);
    });

    test('a session older than 15 minutes signs in again by code and comes back to the letter; a letter changed under the page is read again', async () => {
      const client = await clientWithLetters('recent', 1);
      const [contract] = client.contracts;
      const { context, page } = await signedInPhone(client.email);
      await page.locator('ul.todo > li', { hasText: contract!.title }).getByRole('link').click();
      await page.locator('iframe.letter-pdf').waitFor();
      clock.advance(16 * 60_000);
      await page.getByRole('checkbox').check();
      await page.getByLabel('Type your full name').fill('Jordan Recent');
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'signing needs a sign-in from the last 15 minutes' });
      await refusal.waitFor();
      assert.equal((await evidenceOf(contract!.id)).status, 'viewed', 'nothing signed');
      await screenshot(page, 'portal-letter-recent-sign-in-en-phone');
      await refusal.getByRole('button', { name: 'Sign in again', exact: true }).click();

      // The sign-in page says why, and a code brings the client back to the same letter.
      await page.getByRole('status').filter({ hasText: 'Sign in again to come back to your engagement letter.' }).waitFor();
      await page.getByLabel('Email').fill(client.email);
      await page.getByRole('button', { name: 'Send me a sign-in link', exact: true }).click();
      await page.getByLabel('6-digit code').waitFor();
      await page.getByLabel('6-digit code').fill((await latestPortalMail(ctx, client.email)).code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: `Engagement letter: ${contract!.title}`, exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/portal/engagements/${contract!.id}/letter`);

      // The letter changes under the page (its recorded hash, here): refused, and read again.
      await page.locator('iframe.letter-pdf').waitFor();
      await ctx.db.updateTable('engagement_letters').set({ original_sha256: 'f'.repeat(64) }).where('contract_id', '=', contract!.id).execute();
      await page.getByRole('checkbox').check();
      await page.getByLabel('Type your full name').fill('Jordan Recent');
      await page.getByRole('button', { name: 'Sign', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'This letter changed after this page opened it' }).waitFor();
      assert.equal((await evidenceOf(contract!.id)).status, 'viewed', 'nothing signed');
      await context.close();
    });
  });
}
