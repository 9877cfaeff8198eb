/*
 * The firm's first morning without the API (issue 30, "Done when"), once in English and once in
 * Korean, on SQLite and PostgreSQL: a new client from the Clients page, their tax profile with a
 * taxpayer type and a contract with a service picked from the firm's lists, a schedule and a
 * filing each with an assignee, revenue recorded, a wrong amount corrected ("330,000" typed as
 * people write it), a mistaken entry deleted, a blog category made and a post written and
 * published with it and a cover image. Then every page of the admin, in that language, fits the
 * screen at 360 px and at 1280 px. Every word the test looks for comes from the catalog of its
 * language (locales/<lang>/admin.json through FormatJS), so a page left in English fails
 * the Korean run. `SCREENSHOT_DIR=/some/dir` keeps the Korean pages' screenshots (admin-ko-*.png).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createIntl } from '@formatjs/intl';
import { type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { freePort } from '../../src/testing/processes.js';
import { launchChromium, overflowOf, photoPng, screenshot, seed, settles, signInByForm, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';
type Lang = 'en' | 'ko';
const catalog = (lang: Lang) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../locales/${lang}/admin.json`), 'utf8')) as Record<string, string>;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What people of each language type and pick (the seeded codes' labels are in migration 0029). */
const WORDS = {
  en: { client: 'Han Mirae Design', category: 'Payroll', post: 'Year-end settlement: what changes', corporation: 'Corporation', vat: 'VAT', income: 'Income tax', bookkeeping: 'Bookkeeping' },
  ko: { client: '한미래 디자인', category: '급여', post: '연말정산: 무엇이 바뀌나', corporation: '법인', vat: '부가가치세', income: '종합소득세', bookkeeping: '기장대리' },
} as const;

for (const { dialect, skip } of testDialects()) {
  for (const lang of ['en', 'ko'] as const) {
    describe(`the firm's first morning in Chromium [${dialect}, ${lang}]`, { skip: withoutChromium || skip }, () => {
      const messages = catalog(lang);
      const intl = createIntl({ locale: lang, messages, onError: (error) => assert.fail(error.message) });
      /** A message of the admin's catalog in this language, its arguments filled in. */
      const m = (id: string, values?: Record<string, string | number>) => {
        assert.ok(messages[id] !== undefined, `no message ${id}`);
        return intl.formatMessage({ id }, values);
      };
      /** What a name starts with: the message with `values`, the rest of the name (say, an amount) after it ("Edit revenue entry January retainer …"). */
      const startOf = (id: string, values: Record<string, string | number>) => new RegExp(`^${escape(m(id, values))}`);
      const words = WORDS[lang];
      let ctx: TestContext;
      let browser: Browser;
      let page: Page;
      let base = '';
      let clientId = 0;
      let postId = 0;
      const asked: string[] = [];
      const call = (url: string) => seed(ctx, 'GET', url);

      before(async () => {
        await buildAdmin();
        const port = await freePort();
        base = `http://127.0.0.1:${port}`;
        ctx = new TestContext(dialect, { config: { siteUrl: base } });
        await ctx.start();
        await ctx.app.listen({ port, host: '127.0.0.1' });
        browser = await launchChromium();
        page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: lang === 'ko' ? 'ko-KR' : 'en-US' });
        page.on('dialog', (dialog) => {
          asked.push(dialog.message());
          void dialog.accept();
        });
        // The user chose no language: the admin speaks the browser's.
        await signInByForm(page, base, (await ctx.signup('admin', PASSWORD)).email, PASSWORD);
      });

      after(async () => {
        await browser?.close();
        await ctx?.stop();
      });

      const nav = () => page.getByRole('navigation', { name: m('nav.label') });
      const form = (title: string) => page.getByRole('form', { name: title, exact: true });
      // A label's text goes on with a select's options ("TypeIndividualBusiness"): the label's words first.
      const field = (scope: ReturnType<typeof form> | Page, id: string) => scope.getByLabel(new RegExp(`^${escape(m(id))}`));
      const tab = (id: string) => page.getByRole('tab', { name: m(id), exact: true });

      test('a new client, their tax profile and a contract, picked from the firm’s lists', async () => {
        await nav().getByRole('link', { name: m('nav.clients') }).click();
        await page.getByRole('button', { name: m('clients.new') }).click();
        const create = form(m('clients.new'));
        await field(create, 'clients.name').fill(words.client);
        await field(create, 'clients.type').selectOption('business');
        await field(create, 'clients.email').fill('mirae.design@example.com');
        await create.getByRole('button', { name: m('clients.add') }).click();
        await page.getByRole('heading', { name: words.client, level: 1 }).waitFor();
        clientId = Number(/\/clients\/(\d+)/.exec(page.url())?.[1]);
        assert.equal(await page.evaluate('document.documentElement.lang'), lang);

        await tab('tab.profile').click();
        const profile = form(m('profile.add'));
        // The taxpayer types are the firm's codes, labelled in this language.
        await field(profile, 'profile.taxpayerType').selectOption({ label: words.corporation });
        await field(profile, 'profile.riskLevel').selectOption('medium');
        await profile.getByRole('button', { name: m('profile.add') }).click();
        await form(m('profile.edit')).waitFor();

        await tab('tab.contracts').click();
        const contract = form(m('section.add', { noun: m('contracts.noun') }));
        await field(contract, 'contracts.titleField').fill('2027 bookkeeping');
        await field(contract, 'contracts.service').selectOption({ label: words.bookkeeping });
        await field(contract, 'contracts.feeType').selectOption('retainer');
        // "Fee" is also how "Fee type" starts: this one by its name.
        await contract.locator('[name="feeAmount"]').fill('330,000');
        await field(contract, 'contracts.start').fill('2027-01-01');
        await contract.getByRole('button', { name: m('section.add', { noun: m('contracts.noun') }) }).click();
        await page.getByTestId('contract-list').getByText('2027 bookkeeping').waitFor();

        const [taxProfile, contracts] = await Promise.all([call(`/api/taxprofile/client/${clientId}`), call(`/api/contract/client/${clientId}`)]);
        assert.deepEqual([taxProfile.taxpayerType, taxProfile.riskLevel], ['corporation', 'medium']);
        assert.deepEqual(
          contracts.items.map((c: { serviceType: string; feeType: string; feeAmount: number }) => [c.serviceType, c.feeType, c.feeAmount]),
          [['bookkeeping', 'retainer', 330_000]],
        );
      });

      test('a schedule and a filing, each with an assignee', async () => {
        await tab('tab.schedules').click();
        const noun = m('schedules.noun');
        const schedule = form(m('section.add', { noun }));
        await field(schedule, 'file.taxType').selectOption({ label: words.vat });
        await field(schedule, 'file.period').fill('2027-Q1');
        await field(schedule, 'file.dueDate').fill('2027-04-25');
        await field(schedule, 'schedules.repeats').selectOption('quarterly');
        await field(schedule, 'file.assignee').selectOption({ index: 1 });
        await schedule.getByRole('button', { name: m('section.add', { noun }) }).click();
        await page.getByTestId('schedule-list').getByText(`${words.vat} · 2027-Q1`).waitFor();

        await tab('tab.filings').click();
        const filingNoun = m('filings.noun');
        const filing = form(m('section.add', { noun: filingNoun }));
        await field(filing, 'file.taxType').selectOption({ label: words.income });
        await field(filing, 'filings.taxYear').fill('2026');
        await field(filing, 'file.dueDate').fill('2027-05-31');
        await field(filing, 'filings.amountDue').fill('1,250,000');
        await field(filing, 'file.assignee').selectOption({ index: 1 });
        await filing.getByRole('button', { name: m('section.add', { noun: filingNoun }) }).click();
        await page.getByTestId('filing-list').getByText(`${words.income} 2026`).waitFor();

        const [schedules, filings] = await Promise.all([call(`/api/taxfilingschedule/client/${clientId}`), call(`/api/taxfiling/client/${clientId}`)]);
        assert.deepEqual(
          schedules.items.map((s: { taxType: string; recurrence: string; assigneeUserId: number | null }) => [s.taxType, s.recurrence, s.assigneeUserId !== null]),
          [['VAT', 'quarterly', true]],
        );
        assert.deepEqual(
          filings.items.map((f: { taxType: string; amountDue: number; assigneeUserId: number | null }) => [f.taxType, f.amountDue, f.assigneeUserId !== null]),
          [['income', 1_250_000, true]],
        );
      });

      test('revenue recorded, a wrong amount corrected, a mistaken entry deleted', async () => {
        await tab('tab.revenue').click();
        const noun = m('revenue.noun');
        const add = form(m('section.add', { noun }));
        const list = page.getByTestId('revenue entry-list');
        for (const [description, amount] of [
          ['January retainer', '33,000'],
          ['Typed twice', '330,000'],
        ]) {
          await field(add, 'revenue.description').fill(description!);
          await field(add, 'revenue.amount').fill(amount!);
          await add.getByRole('button', { name: m('section.add', { noun }) }).click();
          await list.getByText(description!).waitFor();
        }
        // 33,000 was meant to be 330,000.
        await list.getByRole('button', { name: startOf('section.editLabel', { noun, label: 'January retainer' }) }).click();
        const edit = page.getByRole('form', { name: startOf('section.editLabel', { noun, label: 'January retainer' }) });
        await field(edit, 'revenue.amount').fill('330,000');
        await edit.getByRole('button', { name: m('section.save', { noun }) }).click();
        await settles(async () => (await call(`/api/revenue-tracking/client/${clientId}`)).items.map((e: { description: string; amount: number }) => `${e.description} ${e.amount}`).sort(), [
          'January retainer 330000',
          'Typed twice 330000',
        ]);
        await list.getByRole('button', { name: startOf('section.deleteLabel', { noun, label: 'Typed twice' }) }).click();
        await list.getByText('Typed twice').waitFor({ state: 'detached' });
        assert.match(asked.at(-1) ?? '', new RegExp(escape(m('section.deleteQuestion', { noun, label: 'Typed twice' }).split('Typed twice')[0]!)));
        await settles(async () => (await call(`/api/revenue-tracking/client/${clientId}`)).items.map((e: { description: string }) => e.description), ['January retainer']);
      });

      test('a blog category, then a post written and published with it and a cover image', async () => {
        await nav().getByRole('link', { name: m('nav.records') }).click();
        await page.getByRole('link', { name: m('records.categories') }).click();
        const singular = m('categories.singular');
        await page.getByRole('button', { name: m('list.new', { singular }) }).click();
        const category = form(m('list.new', { singular }));
        await field(category, 'clients.name').fill(words.category);
        await category.getByRole('button', { name: m('list.create') }).click();
        await page.getByTestId('records').getByText(words.category).first().waitFor();

        await nav().getByRole('link', { name: m('nav.blog') }).click();
        await page.getByRole('link', { name: m('blog.new') }).click();
        await page.getByLabel(m('blog.field.title'), { exact: true }).fill(words.post);
        await page.getByRole('textbox', { name: m('blog.field.content'), exact: true }).click();
        await page.keyboard.type(lang === 'ko' ? '올해 달라지는 공제를 정리했습니다.' : 'The deductions that change this year.');
        await page.waitForURL(/\/admin\/blog\/\d+$/);
        postId = Number(/\/blog\/(\d+)$/.exec(page.url())?.[1]);
        await field(page, 'blog.field.category').selectOption({ label: words.category });
        await field(page, 'blog.field.coverUpload').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await photoPng() });
        await page.getByRole('img', { name: m('blog.cover.current') }).waitFor();
        await field(page, 'blog.field.status').selectOption('published');
        await page.getByRole('button', { name: m('blog.publish'), exact: true }).click();
        await settles(async () => {
          const post = await call(`/api/blog/admin/${postId}`);
          return [post.title, post.status, post.category?.name, Boolean(post.coverImageUrl?.startsWith(`${base}/images/`))];
        }, [words.post, 'published', words.category, true]);
      });

      test('the website’s look: a logo uploaded and a brand colour picked in Settings (issue 31.4)', async () => {
        await nav().getByRole('button', { name: m('shell.more') }).click();
        await nav().getByRole('link', { name: m('nav.settings') }).click();
        await page.getByRole('heading', { name: m('settings.title'), level: 1 }).waitFor();
        await page.getByLabel(m('siteLook.logoUpload')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await photoPng(480, 160) });
        const logo = page.getByRole('img', { name: m('siteLook.logoAlt') });
        await logo.waitFor();
        await page.getByLabel(new RegExp(`^${escape(m('siteLook.colour'))}`)).fill('#0b5d3b');
        // The settings' own address must be https (this test server is http).
        await page.getByLabel(m('settings.siteUrl')).fill('https://www.hanmirae-tax.example');
        await page.getByRole('button', { name: m('settings.save') }).click();
        await page.getByText(m('settings.saved')).waitFor();
        const saved = await call('/api/sitesettings');
        assert.equal(saved.brandColour, '#0b5d3b');
        assert.ok(saved.logoImageId, 'a logo is set');
        assert.equal(await logo.getAttribute('src'), saved.logoUrl, 'the preview is the stored logo');
        assert.ok(await logo.evaluate((img) => {
          const image = img as unknown as { complete: boolean; naturalWidth: number };
          return image.complete && image.naturalWidth > 0;
        }), 'and it loads');
        // Taken back: the site shows its name and the theme's colour again.
        await page.getByRole('button', { name: m('siteLook.logoRemove') }).click();
        await page.getByRole('button', { name: m('siteLook.colourReset') }).click();
        await page.getByRole('button', { name: m('settings.save') }).click();
        await settles(async () => {
          const { logoImageId, logoUrl, brandColour } = await call('/api/sitesettings');
          return [logoImageId, logoUrl, brandColour];
        }, [null, null, null]);
      });

      test(`every page fits at 360 px and at 1280 px, in ${lang === 'ko' ? 'Korean' : 'English'}`, async () => {
        const inquiry = await ctx.api('POST', '/api/inquiry', { body: { name: 'Oh Jisoo', email: 'jisoo@example.com', subject: 'Year-end tax return', message: 'Two jobs this year.' } });
        const paths = [
          '/',
          '/inquiries',
          `/inquiries/${inquiry.data.id}`,
          '/clients',
          ...['details', 'profile', 'schedules', 'filings', 'contracts', 'activities', 'revenue', 'history'].map((name) => `/clients/${clientId}?tab=${name}`),
          '/deadlines',
          '/deadlines?view=calendar&month=2027-04',
          '/revenue',
          '/blog',
          '/blog/new',
          `/blog/${postId}`,
          '/records',
          ...['companies', 'common-codes', 'categories', 'faq', 'announcements', 'users', 'formulas'].map((name) => `/records/${name}`),
          '/diagnostics',
          '/settings',
          '/audit-log',
          '/mail',
          '/account',
        ];
        const shots = new Set(['/', '/clients', `/clients/${clientId}?tab=schedules`, `/clients/${clientId}?tab=revenue`, '/deadlines', '/deadlines?view=calendar&month=2027-04', '/revenue', `/blog/${postId}`, '/records/common-codes', '/audit-log', '/settings', '/mail']);
        const wide: string[] = [];
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          for (const where of paths) {
            // In the running app, as a link does: a reload per page would meet the refresh rate limit.
            await page.evaluate(`history.pushState({}, '', ${JSON.stringify(`/admin${where}`)}); dispatchEvent(new PopStateEvent('popstate'))`);
            await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
            await page.locator('main h1, main h2').first().waitFor();
            await page.locator('.state.loading').first().waitFor({ state: 'detached' });
            const extra = await overflowOf(page);
            if (extra > 0) wide.push(`${width} px ${where} (+${extra} px)`);
            if (lang === 'ko' && dialect === 'sqlite' && shots.has(where)) {
              const name = where.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '') || 'dashboard';
              await screenshot(page, `admin-ko-${name.replace(/clients-\d+/, 'client')}-${width}`);
            }
          }
        }
        assert.deepEqual(wide, [], 'pages wider than the screen');
      });
    });
  }
}
