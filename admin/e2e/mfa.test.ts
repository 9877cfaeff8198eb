/*
 * Two-factor sign-in of staff in Chromium (issue 35, item 5): the second step of the sign-in page
 * by authenticator code and by recovery code, a wrong code's sentence, in English and Korean, at
 * 1280 px and 360 px, on SQLite and PostgreSQL. Codes are computed as the server computes them
 * (otpauth, src/shared/auth/totp.ts) for the test server's clock, which moves only when the test
 * moves it. The admin is served as http://localhost:PORT: a passkey's RP ID must be a domain.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { totpCode } from '../../src/shared/auth/totp.js';
import { manualClock } from '../../src/testing/clock.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { freePort } from '../../src/testing/processes.js';
import { axeViolations, describeViolations } from './lib/axe.js';
import { launchChromium, overflowOf, screenshot, settles, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';
const STEP_MS = 30_000;

/** The words the tests look for, per language of the page. */
const WORDS = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    secondStep: 'Second step',
    totpCode: 'Authenticator code',
    recoveryCode: 'Recovery code',
    verify: 'Verify',
    useRecovery: 'Use a recovery code instead',
    dashboard: 'Dashboard',
    signOut: 'Sign out',
    wrongCode: 'The authenticator or recovery code is wrong',
    recoveryLeft: 'You signed in with a recovery code. 9 are left.',
    twoFactor: 'Two-factor sign-in',
    useTotp: 'Use the authenticator app instead',
    enrollTitle: 'Set up two-factor sign-in',
    clients: 'Clients',
    factorTotp: 'Authenticator app (10 recovery codes)',
    resetFactors: 'Reset second factors',
    resetConfirm: 'Reset',
    factorNone: 'None',
    factorMissing: 'Required, none set up',
    passkeys: 'Passkeys',
    passkeyName: 'Name of the passkey',
    addPasskey: 'Add a passkey',
    rename: 'Rename the passkey Office laptop',
    newName: 'New name',
    save: 'Save',
    remove: 'Remove the passkey Laptop',
    removeConfirm: 'Remove',
    usePasskey: 'Use my passkey',
    passkeySignIn: 'Sign in with a passkey alone, without the password',
    withPasskey: 'Sign in with a passkey',
    noPasskeys: 'No passkeys yet.',
    setUp: 'Set up an authenticator app',
    qr: 'QR code for your authenticator app',
    code: 'Authenticator code',
    turnOn: 'Turn on',
    codesTitle: 'Your recovery codes',
    download: 'Download',
    saved: 'I have saved them',
    appOn: /^On since /,
    tenLeft: '10 left',
    newCodes: 'New recovery codes',
    codesByPasskey: 'Use a passkey',
    makeCodes: 'Make new codes',
    codeIncorrect: 'The code from your authenticator app is wrong',
  },
  ko: {
    email: '이메일',
    password: '비밀번호',
    signIn: '로그인',
    secondStep: '2단계 인증',
    totpCode: '인증 코드',
    recoveryCode: '복구 코드',
    verify: '확인',
    useRecovery: '복구 코드 사용하기',
    dashboard: '대시보드',
    signOut: '로그아웃',
    wrongCode: '인증 코드 또는 복구 코드가 틀렸거나',
    recoveryLeft: '복구 코드로 로그인했습니다. 9개 남았습니다.',
    twoFactor: '2단계 로그인',
    useTotp: '인증 앱 사용하기',
    enrollTitle: '2단계 로그인 설정',
    clients: '고객',
    factorTotp: '인증 앱(복구 코드 10개)',
    resetFactors: '2단계 인증 초기화',
    resetConfirm: '초기화',
    factorNone: '없음',
    factorMissing: '필수, 설정 안 됨',
    passkeys: '패스키',
    passkeyName: '패스키 이름',
    addPasskey: '패스키 추가',
    rename: '패스키 Office laptop의 이름 변경',
    newName: '새 이름',
    save: '저장',
    remove: '패스키 Laptop 삭제',
    removeConfirm: '삭제',
    usePasskey: '패스키 사용',
    passkeySignIn: '비밀번호 없이 패스키만으로 로그인',
    withPasskey: '패스키로 로그인',
    noPasskeys: '아직 패스키가 없습니다.',
    setUp: '인증 앱 설정',
    qr: '인증 앱용 QR 코드',
    code: '인증 코드',
    turnOn: '사용하기',
    codesTitle: '복구 코드',
    download: '내려받기',
    saved: '저장했습니다',
    appOn: /부터 사용 중$/,
    tenLeft: '10개 남음',
    newCodes: '새 복구 코드',
    codesByPasskey: '패스키 사용',
    makeCodes: '새 코드 만들기',
    codeIncorrect: '인증 앱의 코드가 틀렸거나',
  },
} as const;
type Language = keyof typeof WORDS;

for (const { dialect, skip } of testDialects()) {
  describe(`two-factor sign-in in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    // 10 s into a 30-second step: a code of this step, and the next step's, are unambiguous.
    const clock = manualClock('2026-11-28T09:00:10.000Z');
    let ctx: TestContext;
    let browser: Browser;
    let base = '';
    let lastOctet = 0;

    /** A code of the secret at the server's now; the clock then moves a step, so the next code is new. */
    const currentCode = (secret: string) => {
      const code = totpCode(secret, clock.now().getTime());
      clock.advance(STEP_MS);
      return code;
    };

    /** A code that is none of the three the server accepts now (this step and one either side). */
    const wrongCode = (secret: string) => {
      const near = [-1, 0, 1].map((steps) => totpCode(secret, clock.now().getTime() + steps * STEP_MS));
      return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code))!;
    };

    /** A staff user with an authenticator app, set up through the API (the Account page's test does it by the page). */
    async function enrolledUser(role: 'staff' | 'admin' = 'staff'): Promise<{ id: number; email: string; secret: string; recoveryCodes: string[]; token: string }> {
      const headers = { 'x-forwarded-for': `198.51.100.${++lastOctet}` };
      const user = await ctx.signup(role, PASSWORD);
      const signedIn = await ctx.api('POST', '/api/auth/login', { body: { email: user.email, password: PASSWORD }, headers });
      const token = signedIn.data.accessToken as string;
      const started = await ctx.api('POST', '/api/auth/mfa/totp', { token, headers });
      assert.equal(started.statusCode, 200, started.body);
      const secret = started.data.secret as string;
      const confirmed = await ctx.api('POST', '/api/auth/mfa/totp/confirm', { token, headers, body: { code: currentCode(secret) } });
      assert.equal(confirmed.statusCode, 200, confirmed.body);
      return { id: user.id, email: user.email, secret, recoveryCodes: confirmed.data.recoveryCodes as string[], token };
    }

    /** axe-core finds nothing on the page as it is (WCAG 2.1 A and AA, best practices). */
    async function accessible(page: Page, where: string): Promise<void> {
      assert.deepEqual(describeViolations(where, await axeViolations(page)), []);
    }

    async function newPage(language: Language, width: number): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ viewport: { width, height: 860 }, locale: language === 'ko' ? 'ko-KR' : 'en-US', acceptDownloads: true });
      return { context, page: await context.newPage() };
    }

    /** The sign-in page's first step, sent by Enter or by its button (named exactly: a passkey's button stands beside it). */
    async function typePassword(page: Page, words: (typeof WORDS)[Language], email: string, send: 'enter' | 'button'): Promise<void> {
      await page.goto(`${base}/admin/`);
      await page.getByLabel(words.email, { exact: true }).fill(email);
      await page.getByLabel(words.password, { exact: true }).fill(PASSWORD);
      if (send === 'enter') await page.keyboard.press('Enter');
      else await page.getByRole('button', { name: words.signIn, exact: true }).click();
    }

    async function passwordStep(page: Page, words: (typeof WORDS)[Language], email: string): Promise<void> {
      await typePassword(page, words, email, 'button');
      await page.getByRole('heading', { name: words.secondStep }).waitFor();
    }

    /** Chromium's DevTools authenticator: a platform authenticator that keeps resident keys and verifies the user. */
    async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });
    }

    /**
     * Waits for what a passkey ceremony leads to; a refusal the page shows instead (the ceremony's
     * or the server's) fails at once with its words, where a timeout alone would say nothing.
     */
    async function shownOrRefused(page: Page, expected: Locator): Promise<void> {
      const refusal = page.getByRole('alert');
      await expected.or(refusal).first().waitFor();
      if (await refusal.count()) assert.fail(`the page refused: ${(await refusal.allInnerTexts()).join(' | ')}`);
    }

    /** The recovery codes the page shows, as the user reads them. */
    async function shownCodes(page: Page): Promise<string[]> {
      return (await page.getByTestId('recovery-codes').locator('li').allInnerTexts()).map((text) => text.trim());
    }

    before(async () => {
      await buildAdmin();
      const port = await freePort();
      base = `http://localhost:${port}`;
      ctx = new TestContext(dialect, { config: { adminUrl: `${base}/admin`, trustProxy: true, mfaRequired: 'admins' }, app: { clock } });
      await ctx.start();
      await ctx.app.listen({ port, host: '127.0.0.1' });
      browser = await launchChromium();
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    for (const [language, width] of [
      ['en', 1280],
      ['ko', 360],
    ] as const) {
      const words = WORDS[language];

      test(`[${language}, ${width} px] the Account page sets up the authenticator app from its QR code, shows ten recovery codes once and makes new ones`, async () => {
        const user = await ctx.signup('staff', PASSWORD);
        const { context, page } = await newPage(language, width);
        try {
          await typePassword(page, words, user.email, 'enter');
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();
          await page.goto(`${base}/admin/account`);
          const panel = page.getByRole('region', { name: words.twoFactor });
          await panel.getByRole('button', { name: words.setUp }).click();
          await panel.getByRole('img', { name: words.qr }).waitFor();
          const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
          assert.match(secret, /^[A-Z2-7]{32}$/);
          // The code field has the focus once the QR code is shown.
          const code = panel.getByLabel(words.code, { exact: true });
          assert.equal(await code.evaluate((node) => node === node.ownerDocument.activeElement), true, 'the code field has the focus');
          assert.equal(await overflowOf(page), 0, 'no horizontal scrolling');
          await screenshot(page, `mfa-enroll-${language}-${width}`);
          await accessible(page, `mfa-enroll-${language}-${width}`);

          await page.keyboard.type(wrongCode(secret));
          await page.keyboard.press('Enter');
          await panel.getByRole('alert').filter({ hasText: words.codeIncorrect }).waitFor();
          await code.fill(currentCode(secret));
          await page.keyboard.press('Enter');
          await panel.getByRole('heading', { name: words.codesTitle, exact: true }).waitFor();
          const codes = await shownCodes(page);
          assert.equal(codes.length, 10);
          assert.equal(new Set(codes).size, 10);
          await screenshot(page, `mfa-recovery-codes-${language}-${width}`);
          await accessible(page, `mfa-recovery-codes-${language}-${width}`);
          // Download: a text file of the ten codes.
          const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: words.download, exact: true }).click()]);
          assert.equal(download.suggestedFilename(), 'taxdesk-recovery-codes.txt');
          const file = fs.readFileSync(await download.path(), 'utf8');
          assert.deepEqual(file.trim().split('\n').slice(-10), codes);
          await panel.getByRole('button', { name: words.saved }).click();
          const status = page.getByTestId('mfa-status');
          await status.getByText(words.appOn).waitFor();
          await status.getByText(words.tenLeft, { exact: true }).waitFor();

          // New codes against a current one; the old ones stop working.
          await panel.getByRole('button', { name: words.newCodes }).click();
          await panel.getByLabel(words.code, { exact: true }).fill(currentCode(secret));
          await panel.getByRole('button', { name: words.makeCodes }).click();
          await panel.getByRole('heading', { name: words.codesTitle, exact: true }).waitFor();
          const fresh = await shownCodes(page);
          assert.equal(fresh.length, 10);
          assert.ok(!fresh.some((one) => codes.includes(one)), 'the new codes are new');
          await panel.getByRole('button', { name: words.saved }).click();
          await status.getByText(words.tenLeft, { exact: true }).waitFor();

          // The next sign-in asks for the app's code, and an old recovery code is refused.
          await page.getByRole('button', { name: words.signOut, exact: true }).click();
          await passwordStep(page, words, user.email);
          await page.getByRole('button', { name: words.useRecovery }).click();
          await page.getByLabel(words.recoveryCode, { exact: true }).fill(codes[0]!);
          await page.keyboard.press('Enter');
          await page.getByRole('alert').filter({ hasText: words.wrongCode }).waitFor();
          await page.getByRole('button', { name: words.useTotp }).click();
          await page.getByLabel(words.totpCode, { exact: true }).fill(currentCode(secret));
          await page.keyboard.press('Enter');
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();
        } finally {
          await context.close();
        }
      });

      test(`[${language}, ${width} px] an admin without a second factor (MFA_REQUIRED=admins) can only set one up, then the app opens`, async () => {
        const admin = await ctx.signup('admin', PASSWORD);
        const { context, page } = await newPage(language, width);
        try {
          await typePassword(page, words, admin.email, 'enter');
          await page.getByRole('heading', { name: words.enrollTitle, exact: true }).waitFor();
          assert.equal(await page.locator('#main-nav').count(), 0, 'no navigation while enrolling');
          await screenshot(page, `mfa-enrollment-required-${language}-${width}`);
          await accessible(page, `mfa-enrollment-required-${language}-${width}`);
          // Another address, or a reload, still opens the enrollment page and nothing else.
          await page.goto(`${base}/admin/clients`);
          await page.getByRole('heading', { name: words.enrollTitle, exact: true }).waitFor();
          assert.equal(await page.locator('#main-nav').count(), 0, 'no navigation after a reload');

          const panel = page.getByRole('region', { name: words.twoFactor });
          await panel.getByRole('img', { name: words.qr }).waitFor();
          const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
          await panel.getByLabel(words.code, { exact: true }).fill(currentCode(secret));
          await page.keyboard.press('Enter');
          await panel.getByRole('heading', { name: words.codesTitle, exact: true }).waitFor();
          await panel.getByRole('button', { name: words.saved }).click();
          // The page asked for opens (the clients' list), with the navigation.
          await page.locator('#main-nav').waitFor({ state: 'attached' });
          await page.getByRole('heading', { name: words.clients, exact: true }).waitFor();
          assert.equal(await overflowOf(page), 0, 'no horizontal scrolling');
        } finally {
          await context.close();
        }
      });

      test(`[${language}, ${width} px] passkeys with the virtual authenticator: added, renamed, the second step, sign-in without the password, removed after a confirmation`, async () => {
        const user = await ctx.signup('staff', PASSWORD);
        const { context, page } = await newPage(language, width);
        try {
          await virtualAuthenticator(context, page);
          await typePassword(page, words, user.email, 'enter');
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();
          await page.goto(`${base}/admin/account`);
          const panel = page.getByRole('region', { name: words.passkeys, exact: true });
          await panel.getByText(words.noPasskeys).waitFor();
          await panel.getByLabel(words.passkeyName).fill('Office laptop');
          await page.keyboard.press('Enter');
          const list = page.getByTestId('passkeys');
          await list.getByText('Office laptop', { exact: true }).waitFor();
          // The first second factor comes with the ten recovery codes, shown this once.
          await panel.getByRole('heading', { name: words.codesTitle, exact: true }).waitFor();
          assert.equal(await panel.getByTestId('recovery-codes').locator('li').count(), 10);
          await panel.getByRole('button', { name: words.saved }).click();
          await panel.getByRole('button', { name: words.rename }).click();
          await panel.getByLabel(words.newName).fill('Laptop');
          await page.keyboard.press('Enter');
          await list.getByText('Laptop', { exact: true }).waitFor();
          assert.deepEqual(await list.locator('li strong').allInnerTexts(), ['Laptop']);
          // The box follows the server: checked once the choice is saved.
          await panel.getByLabel(words.passkeySignIn).click();
          await panel.getByRole('status').filter({ hasText: language === 'en' ? 'You can now sign in with a passkey alone.' : '이제 패스키만으로 로그인할 수 있습니다.' }).waitFor();
          await settles(() => panel.getByLabel(words.passkeySignIn).isChecked(), true);
          assert.equal(await overflowOf(page), 0, 'no horizontal scrolling');
          await screenshot(page, `mfa-passkeys-${language}-${width}`);
          await accessible(page, `mfa-passkeys-${language}-${width}`);

          // The next sign-in's second step offers the passkey first.
          await page.getByRole('button', { name: words.signOut, exact: true }).click();
          await passwordStep(page, words, user.email);
          await page.getByRole('button', { name: words.usePasskey }).click();
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();

          // Without the password.
          await page.getByRole('button', { name: words.signOut, exact: true }).click();
          await page.getByRole('button', { name: words.withPasskey, exact: true }).click();
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();

          // Removed after a confirmation (the dialog's first focus is its safe button).
          await page.goto(`${base}/admin/account`);
          await panel.getByRole('button', { name: words.remove }).click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          await screenshot(page, `mfa-passkey-remove-${language}-${width}`);
          await accessible(page, `mfa-passkey-remove-${language}-${width}`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          await list.getByText('Laptop', { exact: true }).waitFor();
          await panel.getByRole('button', { name: words.remove }).click();
          await dialog.getByRole('button', { name: words.removeConfirm, exact: true }).click();
          await panel.getByText(words.noPasskeys).waitFor();
        } finally {
          await context.close();
        }
      });

      test(`[${language}, ${width} px] an admin without a second factor may add a passkey instead; its recovery codes come first, then the app`, async () => {
        const admin = await ctx.signup('admin', PASSWORD);
        const { context, page } = await newPage(language, width);
        try {
          await virtualAuthenticator(context, page);
          await typePassword(page, words, admin.email, 'enter');
          await page.getByRole('heading', { name: words.enrollTitle, exact: true }).waitFor();
          // The page is ready as a person sees it: the authenticator app's setup has drawn its QR code.
          await page.getByRole('region', { name: words.twoFactor }).getByRole('img', { name: words.qr }).waitFor();
          await page.getByLabel(words.passkeyName).fill('Phone');
          await page.getByRole('button', { name: words.addPasskey, exact: true }).click();
          await shownOrRefused(page, page.getByRole('heading', { name: words.codesTitle, exact: true }));
          assert.equal(await page.getByTestId('recovery-codes').locator('li').count(), 10);
          const first = await shownCodes(page);
          await page.getByRole('button', { name: words.saved }).click();
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();
          await page.locator('#main-nav').waitFor({ state: 'attached' });

          // With a passkey as the only factor, new recovery codes are proven by the passkey.
          await page.goto(`${base}/admin/account`);
          const panel = page.getByRole('region', { name: words.twoFactor });
          await panel.getByRole('button', { name: words.newCodes }).click();
          await panel.getByRole('button', { name: words.codesByPasskey, exact: true }).click();
          await shownOrRefused(page, panel.getByRole('heading', { name: words.codesTitle, exact: true }));
          const fresh = await shownCodes(page);
          assert.equal(fresh.length, 10);
          assert.ok(!fresh.some((one) => first.includes(one)), 'the new codes are new');
          await panel.getByRole('button', { name: words.saved }).click();
        } finally {
          await context.close();
        }
      });

      test(`[${language}, ${width} px] the Users page shows each user's second factors; an admin resets a user's after a confirmation`, async () => {
        const admin = await enrolledUser('admin');
        const staff = await enrolledUser('staff');
        const unenrolled = await ctx.signup('admin', PASSWORD);
        const { context, page } = await newPage(language, width);
        try {
          await passwordStep(page, words, admin.email);
          await page.getByLabel(words.totpCode, { exact: true }).fill(currentCode(admin.secret));
          await page.keyboard.press('Enter');
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();
          await page.goto(`${base}/admin/records/users`);
          const row = page.getByTestId('users').getByRole('row').filter({ hasText: staff.email });
          await row.getByText(words.factorTotp, { exact: true }).waitFor();
          // An admin the policy holds who has no factor stands out.
          await page.getByTestId('users').getByRole('row').filter({ hasText: unenrolled.email }).getByText(words.factorMissing, { exact: true }).waitFor();
          await row.getByRole('button', { name: words.resetFactors }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByText(staff.email).first().waitFor();
          await screenshot(page, `mfa-users-reset-${language}-${width}`);
          await accessible(page, `mfa-users-reset-${language}-${width}`);
          await dialog.getByRole('button', { name: words.resetConfirm, exact: true }).click();
          await dialog.waitFor({ state: 'detached' });
          await row.getByText(words.factorNone, { exact: true }).waitFor();
          const factors = await ctx.api('GET', `/api/users/${staff.id}/mfa`, { token: admin.token });
          assert.equal(factors.statusCode, 200, factors.body);
          assert.equal(factors.data.totp, false);
          assert.equal(factors.data.recoveryCodes, 0);
        } finally {
          await context.close();
        }
      });

      test(`[${language}, ${width} px] the password, then the authenticator code, typed with the keyboard; a wrong code is a sentence`, async () => {
        const user = await enrolledUser();
        const { context, page } = await newPage(language, width);
        try {
          await passwordStep(page, words, user.email);
          const code = page.getByLabel(words.totpCode, { exact: true });
          // The code field has the focus: the keyboard alone completes the step.
          assert.equal(await code.evaluate((node) => node === node.ownerDocument.activeElement), true, 'the code field has the focus');
          await page.keyboard.type(wrongCode(user.secret));
          await page.keyboard.press('Enter');
          await page.getByRole('alert').filter({ hasText: words.wrongCode }).waitFor();
          assert.equal(await overflowOf(page), 0, 'no horizontal scrolling');
          await screenshot(page, `mfa-second-step-${language}-${width}`);
          await accessible(page, `mfa-second-step-${language}-${width}`);
          await code.fill(currentCode(user.secret));
          await page.keyboard.press('Enter');
          await page.getByRole('heading', { name: words.dashboard, exact: true }).waitFor();
        } finally {
          await context.close();
        }
      });

      test(`[${language}, ${width} px] a recovery code signs in once and says how many are left; used again it is refused`, async () => {
        const user = await enrolledUser();
        const { context, page } = await newPage(language, width);
        try {
          await passwordStep(page, words, user.email);
          await page.getByRole('button', { name: words.useRecovery }).click();
          await page.getByLabel(words.recoveryCode, { exact: true }).fill(user.recoveryCodes[0]!);
          await page.getByRole('button', { name: words.verify, exact: true }).click();
          await page.getByRole('status').filter({ hasText: words.recoveryLeft }).waitFor();
          await screenshot(page, `mfa-recovery-used-${language}-${width}`);
          await page.getByRole('button', { name: words.signOut, exact: true }).click();
          await page.getByLabel(words.email, { exact: true }).waitFor();

          await passwordStep(page, words, user.email);
          await page.getByRole('button', { name: words.useRecovery }).click();
          await page.getByLabel(words.recoveryCode, { exact: true }).fill(user.recoveryCodes[0]!);
          await page.keyboard.press('Enter');
          await page.getByRole('alert').filter({ hasText: words.wrongCode }).waitFor();
        } finally {
          await context.close();
        }
      });
    }
  });
}
