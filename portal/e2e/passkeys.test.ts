/*
 * Passkeys in the portal app, in a real Chromium with the DevTools protocol's virtual
 * authenticator (WebAuthn domain; nothing mocked): a Korean client invited by the firm signs in
 * from the mailed link on a phone-sized window, adds a passkey on the profile page, renames it,
 * signs out and signs in with it, then removes it, after which it signs nobody in. The portal runs
 * at http://localhost:PORT/portal (PORTAL_URL), so the relying party's ID is a domain. Each
 * database dialect gets its own suite. Skipped with a notice when Chromium is missing, except with CI=true.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../../admin/e2e/lib/axe.js';
import { launchChromium, screenshot, seed, withoutChromium } from '../../admin/e2e/lib/chromium.js';
import { buildPortal } from '../../scripts/build-portal.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { freePort } from '../../src/testing/processes.js';
import { smtpCapture } from '../../src/testing/smtp.js';
import { until } from '../../src/testing/until.js';
import { plainTextOf } from './lib/mail.js';

const smtp = smtpCapture();

for (const { dialect, skip } of testDialects()) {
  describe(`portal passkeys in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    let ctx: TestContext;
    let browser: Browser;
    let base = '';

    before(async () => {
      await buildPortal();
      const port = await freePort();
      base = `http://localhost:${port}`;
      ctx = new TestContext(dialect, { config: { smtpUrl: smtp.url(), adminUrl: `${base}/admin`, portalUrl: `${base}/portal`, currency: 'KRW' } });
      await ctx.start();
      await ctx.app.listen({ port, host: '127.0.0.1' });
      browser = await launchChromium();
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    async function signInLink(email: string): Promise<string> {
      await until(() => smtp.received.some((mail) => mail.to === email), `the invitation to ${email}`, 20_000);
      const text = plainTextOf(smtp.received.filter((mail) => mail.to === email).at(-1)!.data);
      const link = /(http:\/\/\S+\/portal\/#token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
      assert.ok(link, `a link in: ${text}`);
      return link;
    }

    /** Chromium's virtual platform authenticator (a phone's screen lock), on this page's target. */
    async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      return { cdp, authenticatorId };
    }

    test('at 360 px in Korean: add a passkey, rename it, sign in with it, remove it; a removed passkey signs nobody in', async () => {
      const email = `passkey-${dialect}@example.com`;
      const name = `패스키 고객 ${dialect}`;
      const { id } = await seed(ctx, 'POST', '/api/client', { name, clientType: 'individual', email, locale: 'ko' });
      await seed(ctx, 'POST', `/api/client/${id}/portal-invitation`, {}, await ctx.token('staff'));
      const found: string[] = [];
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
      const page = await context.newPage();
      const { cdp, authenticatorId } = await virtualAuthenticator(context, page);

      await page.goto(await signInLink(email));
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByRole('heading', { name: '할 일 목록', exact: true }).waitFor();

      // The profile page: no passkey yet; one added on this device.
      await page.getByRole('button', { name: '메뉴' }).click();
      await page.getByRole('navigation', { name: '포털' }).getByRole('link', { name: '내 정보', exact: true }).click();
      await page.getByText('아직 등록된 패스키가 없습니다.').waitFor();
      await page.getByLabel('새 패스키 이름').fill('내 휴대폰');
      await page.getByRole('button', { name: '이 기기에 패스키 추가' }).click();
      await page.getByRole('status').filter({ hasText: '패스키가 추가되었습니다.' }).waitFor();
      await page.getByRole('heading', { level: 3, name: '내 휴대폰' }).waitFor();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      assert.equal(credentials.length, 1, 'the authenticator holds the new passkey');
      assert.ok(credentials[0]!.isResidentCredential, 'a discoverable credential: sign-in needs no email');
      found.push(...describeViolations('profile with a passkey', await axeViolations(page)));
      await screenshot(page, 'portal-passkeys-ko-phone');

      // Renamed by its button (the list is read again from the server).
      await page.getByRole('button', { name: '내 휴대폰 이름 변경' }).click();
      await page.getByLabel('새 이름').fill('업무용 휴대폰');
      await page.getByRole('button', { name: '이름 저장' }).click();
      await page.getByRole('heading', { level: 3, name: '업무용 휴대폰' }).waitFor();

      // Signed out, then in again with the passkey alone.
      await page.getByRole('button', { name: '메뉴' }).click();
      await page.getByRole('navigation', { name: '포털' }).getByRole('link', { name: '로그아웃', exact: true }).click();
      await page.getByRole('button', { name: '로그아웃', exact: true }).click();
      await page.getByRole('heading', { name: '로그인', exact: true }).waitFor();
      found.push(...describeViolations('sign-in page with the passkey button', await axeViolations(page)));
      await screenshot(page, 'portal-sign-in-ko-phone');
      await page.getByRole('button', { name: '패스키로 로그인' }).click();
      await page.getByRole('heading', { name: '할 일 목록', exact: true }).waitFor();
      assert.match(await page.locator('main').innerText(), new RegExp(name));
      const { credentials: used } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      assert.equal(used[0]!.signCount, credentials[0]!.signCount + 1, 'the authenticator signed once more');

      // Last used now; removed after a confirmation.
      await page.getByRole('button', { name: '메뉴' }).click();
      await page.getByRole('navigation', { name: '포털' }).getByRole('link', { name: '내 정보', exact: true }).click();
      await page.getByText(/마지막 사용:/).waitFor();
      await page.getByRole('button', { name: '업무용 휴대폰 삭제' }).click();
      await page.getByRole('group', { name: '업무용 휴대폰 삭제 확인' }).waitFor();
      found.push(...describeViolations('removing a passkey, confirming', await axeViolations(page)));
      await page.getByRole('button', { name: '예, 삭제합니다' }).click();
      await page.getByText('아직 등록된 패스키가 없습니다.').waitFor();

      // The authenticator still offers it, the server refuses it: an error in Korean, still signed out.
      await page.getByRole('button', { name: '메뉴' }).click();
      await page.getByRole('navigation', { name: '포털' }).getByRole('link', { name: '로그아웃', exact: true }).click();
      await page.getByRole('button', { name: '로그아웃', exact: true }).click();
      await page.getByRole('button', { name: '패스키로 로그인' }).click();
      await page.getByRole('alert').filter({ hasText: '이 패스키로는 로그인할 수 없습니다' }).waitFor();
      await page.getByRole('heading', { name: '로그인', exact: true }).waitFor();
      await context.close();
      assert.deepEqual(found, []);
    });
  });
}
