/*
 * The issue 32 walk from end to end in Chromium (items 1 and 3): staff open a client's record in
 * the admin, see that a client without an email cannot be invited (and why), invite a Korean
 * client to the portal; the client follows the mailed link (a real SMTP server started here) on a
 * phone-sized window in Korean, sees their own deadline and nothing of another client's, adds a
 * passkey (Chromium's virtual authenticator, DevTools protocol) and signs in with it; staff then
 * see the last sign-in and end the access (after a confirmation), and the passkey signs in no more.
 * The app runs at http://localhost:PORT (ADMIN_URL, PORTAL_URL) so the passkey's RP ID is a
 * domain. One suite per database dialect.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { smtpCapture } from '../../src/testing/smtp.js';
import { until } from '../../src/testing/until.js';
import { plainTextOf } from '../../portal/e2e/lib/mail.js';
import { screenshot, seed, withoutChromium } from './lib/chromium.js';
import { servedWithMail } from './lib/served.js';

const PASSWORD = 'amber-tiger-orchard-2026';
const smtp = smtpCapture();

for (const { dialect, skip } of testDialects()) {
  describe(`inviting a client to the portal from the admin, in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    let ctx: TestContext;
    let browser: Browser;
    let admin: Page;
    let base = '';

    before(async () => {
      ({ ctx, base, browser, admin } = await servedWithMail(dialect, smtp, { password: PASSWORD, config: { currency: 'KRW' } }));
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    async function openClient(id: number, name: string) {
      await admin.goto(`${base}/admin/clients/${id}`);
      await admin.getByRole('heading', { level: 1, name }).waitFor();
    }

    const access = () => admin.getByTestId('portal-access');

    test('a client without an email cannot be invited, and the record says why', async () => {
      const { id } = await seed(ctx, 'POST', '/api/client', { name: `No Mail ${dialect}`, clientType: 'individual' });
      await openClient(id, `No Mail ${dialect}`);
      const invite = admin.getByRole('button', { name: 'Invite to portal' });
      assert.ok(await invite.isDisabled());
      assert.equal(await invite.getAttribute('aria-describedby'), 'portal-no-email');
      await admin.getByText('The client has no email address: add one to the details to invite them.').waitFor();
      assert.match(await access().innerText(), /Not invited[\s\S]*Never signed in/);
    });

    test('invited from the admin, the client signs in from the mail on a phone in Korean, adds a passkey and signs in with it; staff see the sign-in and end the access', async () => {
      const email = `invited-${dialect}@example.com`;
      const name = `김하늘 ${dialect}`;
      const { id } = await seed(ctx, 'POST', '/api/client', { name, clientType: 'individual', email, locale: 'ko' });
      await seed(ctx, 'POST', '/api/taxfilingschedule', { clientId: id, taxType: 'vat', period: 'OWN-2026-H2', dueDate: '2027-01-25' });
      const other = await seed(ctx, 'POST', '/api/client', { name: `다른 고객 ${dialect}`, clientType: 'individual', email: `other-${dialect}@example.com` });
      await seed(ctx, 'POST', '/api/taxfilingschedule', { clientId: other.id, taxType: 'vat', period: 'OTHER-2026-H2', dueDate: '2027-01-25' });

      // Staff invite from the client's record.
      await openClient(id, name);
      await admin.getByRole('button', { name: 'Invite to portal' }).click();
      await admin.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` }).waitFor();
      await access().getByText(/^May sign in \(invited /).waitFor();
      await screenshot(admin, 'admin-portal-access');

      // The mail, in Korean, with its link to PORTAL_URL.
      await until(() => smtp.received.some((mail) => mail.to === email), `the invitation to ${email}`, 20_000);
      const text = plainTextOf(smtp.received.filter((mail) => mail.to === email).at(-1)!.data);
      const link = /(http:\/\/\S+\/portal\/#token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
      assert.ok(link && link.startsWith(`${base}/portal/`), `a link to the portal in: ${text}`);

      // The client, on a phone in Korean.
      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
      const phone = await context.newPage();
      const cdp = await context.newCDPSession(phone);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
      await phone.goto(link);
      await phone.getByRole('button', { name: '로그인', exact: true }).click();
      await phone.getByRole('heading', { name: '할 일 목록', exact: true }).waitFor();
      await phone.locator('ul.todo > li').first().waitFor();
      const home = await phone.locator('main').innerText();
      assert.match(home, /OWN-2026-H2/);
      assert.doesNotMatch(home, /OTHER|다른 고객/, "nothing of the other client's");

      const menu = async (link: string) => {
        await phone.getByRole('button', { name: '메뉴' }).click();
        await phone.getByRole('navigation', { name: '포털' }).getByRole('link', { name: link, exact: true }).click();
      };
      await menu('내 정보');
      await phone.getByLabel('새 패스키 이름').fill('내 휴대폰');
      await phone.getByRole('button', { name: '이 기기에 패스키 추가' }).click();
      await phone.getByRole('heading', { level: 3, name: '내 휴대폰' }).waitFor();
      await menu('로그아웃');
      await phone.getByRole('button', { name: '로그아웃', exact: true }).click();
      await phone.getByRole('button', { name: '패스키로 로그인' }).click();
      await phone.getByRole('heading', { name: '할 일 목록', exact: true }).waitFor();
      await phone.locator('ul.todo > li').filter({ hasText: 'OWN-2026-H2' }).waitFor();

      // Staff see when the client last signed in, then end the access after a confirmation.
      await openClient(id, name);
      assert.doesNotMatch(await access().innerText(), /Never signed in/);
      await admin.getByRole('button', { name: 'End portal access' }).click();
      const confirm = admin.getByRole('group', { name: 'Confirm ending portal access' });
      await confirm.getByText(`End ${name}’s portal access?`, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Yes, end access' }).click();
      await admin.getByRole('status').filter({ hasText: 'Portal access ended.' }).waitFor();
      await access().getByText(/^Ended /).waitFor();
      await admin.getByRole('button', { name: 'Invite to portal' }).waitFor();

      // The client is out at the next request, and the passkey signs in no more.
      await phone.reload();
      await phone.getByRole('heading', { name: '로그인', exact: true }).waitFor();
      await phone.getByRole('button', { name: '패스키로 로그인' }).click();
      await phone.getByRole('alert').filter({ hasText: '이 패스키로는 로그인할 수 없습니다' }).waitFor();
      await context.close();
    });
  });
}
