/*
 * The client portal in a real browser (issue 32, items 6 and 7): a client invited by the firm
 * signs in from the mail (read from a real SMTP server started here) on a phone-sized Chromium in
 * Korean, by the link and by the code, sees their own deadlines, engagements and invoices and
 * nothing of another client's, edits their phone and address (which staff then see), and signs out
 * everywhere. Every page passes axe-core (WCAG 2.1 A/AA). The same at 1280 px. Skipped with a
 * notice when Chromium is missing, except with CI=true.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from '../../admin/e2e/lib/axe.js';
import { launchChromium, screenshot, seed, withoutChromium } from '../../admin/e2e/lib/chromium.js';
import { buildPortal } from '../../scripts/build-portal.js';
import { laneMaySkip } from '../../src/shared/http/lane-fence.js';
import { TestContext } from '../../src/testing/harness.js';
import { freePort } from '../../src/testing/processes.js';
import { smtpCapture } from '../../src/testing/smtp.js';
import { until } from '../../src/testing/until.js';
import { plainTextOf } from './lib/mail.js';

const smtp = smtpCapture();

interface Client {
  id: number;
  email: string;
  name: string;
}

describe('client portal in Chromium', { skip: withoutChromium }, () => {
  // What the server was sent: every request's URL and Referer (a link's token must be in neither).
  const seen: string[] = [];
  let ctx: TestContext;
  let browser: Browser;
  let base = '';
  let clients = 0;

  before(async () => {
    await buildPortal();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    ctx = new TestContext('sqlite', {
      config: { smtpUrl: smtp.url(), adminUrl: `${base}/admin`, portalUrl: `${base}/portal`, currency: 'KRW' },
      app: {
        extend: (app) =>
          app.addHook(
            'onRequest',
            // The test records what the browser asked for; the portal's pages are never replayed.
            laneMaySkip('a test recorder of the portal pages', async (request) => {
              seen.push(request.url, String(request.headers.referer ?? ''));
            }),
          ),
      },
    });
    await ctx.start();
    await ctx.app.listen({ port, host: '127.0.0.1' });
    await seed(ctx, 'PUT', '/api/sitesettings', {
      siteName: '한빛 세무회계',
      siteDescription: 'Tax office',
      siteUrl: 'https://www.example-tax.com',
      contactEmail: 'office@example-tax.com',
      contactPhone: '02-555-0199',
      address: '서울 중구 세종대로 1',
      businessHours: null,
      socialLinks: [],
      defaultMetaTitle: null,
      defaultMetaDescription: null,
      rssItemLimit: null,
    });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await ctx?.stop();
  });

  /** A Korean client with a deadline, an open filing, an engagement and two invoices, all named by `mark`, invited by staff. */
  async function invitedClient(mark: string): Promise<Client> {
    const name = `${mark} 고객 ${++clients}`;
    const email = `${mark.toLowerCase()}-${clients}@example.com`;
    const { id } = await seed(ctx, 'POST', '/api/client', { name, clientType: 'individual', email, phone: '010-1111-2222', locale: 'ko', notes: `${mark} INTERNAL NOTE` });
    await seed(ctx, 'POST', '/api/taxfilingschedule', { clientId: id, taxType: 'vat', period: `${mark}-2026-H2`, dueDate: '2027-01-25', });
    await seed(ctx, 'POST', '/api/taxfilingschedule', { clientId: id, taxType: 'withholding', period: `${mark}-2026-10`, dueDate: '2026-11-10', });
    await seed(ctx, 'POST', '/api/taxfiling', { clientId: id, taxType: 'income', taxYear: 2026, period: `${mark}-annual`, status: 'in_progress', dueDate: '2027-05-31', amountDue: 1_250_000 });
    const contract = await seed(ctx, 'POST', '/api/contract', { clientId: id, title: `${mark} 기장 및 신고 대리 계약`, feeType: 'retainer', feeAmount: 330_000, startDate: '2026-01-01', status: 'active' });
    await seed(ctx, 'POST', '/api/revenue-tracking', { clientId: id, contractId: contract.id, description: `${mark} 11월 기장료`, amount: 330_000, invoiceDate: '2026-11-01', dueDate: '2026-11-30' });
    const paid = await seed(ctx, 'POST', '/api/revenue-tracking', { clientId: id, contractId: contract.id, description: `${mark} 10월 기장료`, amount: 330_000, invoiceDate: '2026-10-01', dueDate: '2026-10-31' });
    await seed(ctx, 'PUT', `/api/revenue-tracking/${paid.id}/paid`, {});
    // Invited by staff, as the admin's client page does.
    const invitation = await ctx.api('POST', `/api/client/${id}/portal-invitation`, { token: await ctx.token('staff') });
    assert.equal(invitation.statusCode, 202, invitation.body);
    return { id, email, name };
  }

  /** The newest mail to the address, as its reader sees it: the link and the code in the plain text. */
  async function mailTo(email: string, after = 0): Promise<{ link: string; code: string; text: string }> {
    await until(() => smtp.received.filter((mail) => mail.to === email).length > after, `mail ${after + 1} to ${email}`, 20_000);
    const text = plainTextOf(smtp.received.filter((mail) => mail.to === email).at(-1)!.data);
    const link = /(http:\/\/\S+\/portal\/#token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    assert.ok(link && code, `a link and a code in: ${text}`);
    return { link, code, text };
  }

  async function phone(width: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'ko-KR' });
    return { context, page: await context.newPage() };
  }

  /** axe-core on the page as it is; every finding is a line of `found`. */
  async function check(page: Page, where: string, found: string[]): Promise<void> {
    found.push(...describeViolations(where, await axeViolations(page)));
  }

  async function open(page: Page, width: number, name: RegExp | string): Promise<void> {
    // On a phone the links are behind the Menu button.
    if (width < 768) await page.getByRole('button', { name: '메뉴' }).click();
    await page.getByRole('navigation', { name: '포털' }).getByRole('link', { name, exact: typeof name === 'string' ? true : undefined }).click();
  }

  for (const width of [360, 1280]) {
    const device = width < 768 ? 'phone' : 'desktop';

    test(`at ${width} px in Korean: sign in from the mailed link, see only one's own affairs, edit the profile, sign in by code elsewhere, sign out everywhere`, async () => {
      const client = await invitedClient('A');
      const other = await invitedClient('B');
      const found: string[] = [];
      const { context, page } = await phone(width);

      // The invitation's link: opening its page spends nothing, the button does.
      const invitation = await mailTo(client.email);
      assert.match(invitation.text, /한빛 세무회계/);
      const token = invitation.link.split('#token=')[1]!;
      await page.goto(invitation.link);
      await page.getByRole('heading', { name: '고객 포털 로그인', exact: true }).waitFor();
      assert.equal(new URL(page.url()).hash, '', 'the token is taken out of the address bar');
      assert.equal(await page.evaluate('document.documentElement.lang'), 'ko');
      await check(page, 'link page', found);
      if (width === 360) await screenshot(page, `portal-link-ko-${device}`);
      // A second tab that opened the same link (a mail scanner running scripts) spends nothing either.
      const scanner = await context.newPage();
      await scanner.goto(invitation.link);
      await scanner.getByRole('heading', { name: '고객 포털 로그인', exact: true }).waitFor();
      await scanner.close();
      await page.getByRole('button', { name: '로그인', exact: true }).click();

      // Home: one to-do list, overdue first, the unpaid invoice with the total outstanding.
      await page.getByRole('heading', { name: '할 일 목록', exact: true }).waitFor();
      await page.locator('ul.todo > li').first().waitFor();
      // The overdue withholding return, the invoice due this month, the VAT return, the income tax filing.
      assert.deepEqual(await page.locator('ul.todo .badge').allInnerTexts(), ['기한 지남', '미납', '기한 예정', '기한 예정']);
      const home = await page.locator('main').innerText();
      assert.match(home, /원천세 \(A-2026-10\)/, "the firm's word for the tax, in Korean");
      assert.match(home, /A 11월 기장료/);
      assert.doesNotMatch(home, /A 10월 기장료/, 'a paid invoice is not a to-do');
      assert.match(home, /미납 금액: ₩330,000/);
      assert.doesNotMatch(home, /\bB[- ]/, "nothing of the other client's");
      await check(page, 'home', found);
      await screenshot(page, `portal-home-ko-${device}`);

      // Each list shows this client's records, never the other's, and nothing internal.
      const pages: Array<[string, string, RegExp[]]> = [
        ['신고 기한', '신고 기한', [/A-2026-H2/, /A-2026-10/, /기한 지남/]],
        ['신고', '신고', [/종합소득세 2026/, /A-annual/, /진행 중/, /₩1,250,000/]],
        ['계약', '계약', [/A 기장 및 신고 대리 계약/, /월정액: ₩330,000/, /진행 중/]],
        ['청구서', '청구서', [/미납 합계: ₩330,000/, /A 11월 기장료/, /A 10월 기장료/, /납부 완료/]],
      ];
      for (const [link, heading, expected] of pages) {
        await open(page, width, new RegExp(`^${link}$`));
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
        await page.locator('main .items, main .state.empty').first().waitFor();
        const text = await page.locator('main').innerText();
        for (const pattern of expected) assert.match(text, pattern, `${heading}: ${text}`);
        assert.doesNotMatch(text, /\bB[- ]|INTERNAL/, `${heading} shows nothing of the other client's: ${text}`);
        assert.equal(await page.evaluate('document.activeElement?.tagName'), 'H1', 'a new page takes the focus to its heading');
        await check(page, heading, found);
        if (heading !== '신고') await screenshot(page, `portal-${{ '신고 기한': 'deadlines', 계약: 'engagements', 청구서: 'invoices' }[heading]}-ko-${device}`);
      }
      assert.ok(!(await page.content()).includes(other.name));

      // The profile: phone and postal address are the client's to change; staff see the change.
      await open(page, width, '내 정보');
      await page.getByRole('heading', { level: 1, name: '내 정보', exact: true }).waitFor();
      await page.getByLabel('전화번호').fill('010-9876-5432');
      await page.getByLabel('우편 주소').fill('서울 마포구 월드컵로 10');
      await check(page, 'profile', found);
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '저장되었습니다.' }).waitFor();
      await screenshot(page, `portal-profile-ko-${device}`);
      const record = (await ctx.api('GET', `/api/client/${client.id}`, { token: await ctx.token('staff') })).data;
      assert.deepEqual([record.phone, record.address, record.name], ['010-9876-5432', '서울 마포구 월드컵로 10', client.name]);

      // A second device signs in by email and code.
      const second = await phone(width);
      await second.page.goto(`${base}/portal/`);
      await second.page.getByRole('heading', { name: '로그인', exact: true }).waitFor();
      await check(second.page, 'sign-in page', found);
      const mails = smtp.received.filter((mail) => mail.to === client.email).length;
      await second.page.getByLabel('이메일').fill(client.email);
      await second.page.getByRole('button', { name: '로그인 링크 받기' }).click();
      await second.page.getByLabel('6자리 코드').waitFor();
      const { code } = await mailTo(client.email, mails);
      await second.page.getByLabel('6자리 코드').fill('000000' === code ? '111111' : '000000');
      await second.page.getByRole('button', { name: '로그인', exact: true }).click();
      await second.page.getByRole('alert').filter({ hasText: '올바르지 않거나' }).waitFor();
      await check(second.page, 'code page with an error', found);
      if (width === 360) await screenshot(second.page, `portal-code-ko-${device}`);
      await second.page.getByLabel('6자리 코드').fill(code);
      await second.page.getByRole('button', { name: '로그인', exact: true }).click();
      await second.page.getByRole('heading', { name: '할 일 목록', exact: true }).waitFor();

      // Sign out everywhere from the second device: both devices are out.
      await open(second.page, width, '로그아웃');
      await second.page.getByRole('heading', { level: 1, name: '로그아웃', exact: true }).waitFor();
      await second.page.getByRole('button', { name: '모든 기기에서 로그아웃', exact: true }).click();
      await check(second.page, 'sign out, confirming', found);
      await screenshot(second.page, `portal-sessions-ko-${device}`);
      await second.page.getByRole('button', { name: '예, 모든 기기에서 로그아웃' }).click();
      await second.page.getByRole('heading', { name: '로그인', exact: true }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: '로그인', exact: true }).waitFor();
      await second.context.close();

      // The link, once used, is dead; the server never saw it in a URL or a Referer.
      await page.goto(invitation.link);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: '올바르지 않거나' }).waitFor();
      assert.ok(seen.length > 0);
      assert.ok(!seen.some((entry) => entry.includes(token)), 'the token reached the server in a URL or Referer');
      await context.close();
      assert.deepEqual(found, []);
    });
  }
});
