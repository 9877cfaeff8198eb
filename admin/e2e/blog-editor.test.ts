/*
 * The blog editor in Chromium (issues 30.6 and 31.5): a post written with the keyboard in the
 * rich-text editor, saved by itself as a draft (the address becoming the post's), with category,
 * tags, an uploaded cover image, an inline image, excerpt and SEO fields; a save by someone else
 * in between is refused and neither text is lost; the preview is the site's page; publishing shows
 * it on the site. At 1280 px and 360 px, in English and Korean, on SQLite and PostgreSQL. The
 * site's address is the test server's, as when taxdesk serves both the site and the admin.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Browser, type Page } from 'playwright-core';
import { buildAdmin } from '../../scripts/build-admin.js';
import { TestContext, testDialects } from '../../src/testing/harness.js';
import { freePort } from '../../src/testing/processes.js';
import { launchChromium, overflowOf, photoPng, screenshot, seed, settles, signInByForm, withoutChromium } from './lib/chromium.js';

const PASSWORD = 'amber-tiger-orchard-2026';

for (const { dialect, skip } of testDialects()) {
  describe(`the blog editor in Chromium [${dialect}]`, { skip: withoutChromium || skip }, () => {
    let ctx: TestContext;
    let browser: Browser;
    let page: Page;
    let base = '';
    let email = '';
    let postId = 0;
    const prompts: string[] = [];
    let promptAnswer = '';

    const read = async () => seed(ctx, 'GET', `/api/blog/admin/${postId}`);
    const saveState = () => page.getByTestId('save-state');

    before(async () => {
      await buildAdmin();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      ctx = new TestContext(dialect, { config: { siteUrl: base } });
      await ctx.start();
      await ctx.app.listen({ port, host: '127.0.0.1' });
      await seed(ctx, 'POST', '/api/category', { name: 'Payroll' });
      browser = await launchChromium();
      page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      page.on('dialog', (dialog) => {
        prompts.push(dialog.message());
        void (dialog.type() === 'prompt' ? dialog.accept(promptAnswer) : dialog.accept());
      });
      email = (await ctx.signup('staff', PASSWORD)).email;
      await signInByForm(page, base, email, PASSWORD);
    });

    after(async () => {
      await browser?.close();
      await ctx?.stop();
    });

    test('a new post written with the keyboard saves itself as a draft; the address becomes the post’s', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
      await page.getByRole('link', { name: 'New post' }).click();
      await page.getByLabel('Title', { exact: true }).fill('Year-end settlement 2027');
      await page.keyboard.press('Tab');
      // Tab leads through the formatting toolbar to the text.
      const text = page.getByRole('textbox', { name: 'Text', exact: true });
      for (let i = 0; i < 20 && !(await text.evaluate((node) => node === node.ownerDocument.activeElement)); i++) await page.keyboard.press('Tab');
      await page.keyboard.type('## What changes');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Deductions ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('rise');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('.');
      await saveState().getByText(/^Saved at /).waitFor();
      await page.waitForURL(/\/admin\/blog\/\d+$/);
      postId = Number(/\/blog\/(\d+)$/.exec(page.url())?.[1]);
      const post = await read();
      assert.equal(post.status, 'draft');
      assert.equal(post.title, 'Year-end settlement 2027');
      assert.equal(post.content, '<h2>What changes</h2><p>Deductions <strong>rise</strong>.</p>');
      // The editor stayed as it was through the change of address.
      assert.match(await text.innerText(), /^What changes\n+Deductions rise\.$/);
    });

    test('category, tags, an uploaded cover, an inline image, excerpt and SEO fields are saved with the draft', async () => {
      await page.getByLabel('Category').selectOption({ label: 'Payroll' });
      await page.getByLabel('Tags (separated by commas)').fill('year-end, payroll');
      await page.getByLabel('Upload a cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await photoPng() });
      await page.getByRole('img', { name: 'The cover image' }).waitFor();
      await page.getByLabel('Excerpt (listings and feeds; empty: the start of the text)').fill('What the 2027 settlement changes for employees.');
      await page.getByLabel('SEO title (empty: the title)').fill('Year-end 2027: the changes');
      await page.getByLabel('SEO description (empty: the excerpt)').fill('Deductions and deadlines of the 2027 year-end settlement.');
      await page.getByRole('textbox', { name: 'Text', exact: true }).click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Enter');
      promptAnswer = 'A chart of the deductions';
      await page.getByLabel('Image to insert').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: await photoPng(640, 320) });
      await page.getByRole('textbox', { name: 'Text', exact: true }).getByRole('img', { name: 'A chart of the deductions' }).waitFor();
      await saveState().getByText(/^Saved at /).waitFor();
      await settles(async () => {
        const post = await read();
        return [post.category?.name, post.tags, post.coverImageUrl?.startsWith(`${base}/images/`), post.excerpt, post.metaTitle, post.metaDescription];
      }, ['Payroll', ['year-end', 'payroll'], true, 'What the 2027 settlement changes for employees.', 'Year-end 2027: the changes', 'Deductions and deadlines of the 2027 year-end settlement.']);
      const { content } = await read();
      assert.match(content, new RegExp(`<img src="${base}/images/[0-9a-f]+\\.webp" alt="A chart of the deductions"`), content);
      await screenshot(page, `blog-editor-1280-${dialect}`);
    });

    test('a save by someone else in between is refused: this text is kept, then saved over theirs', async () => {
      const theirs = await read();
      await ctx.api('PUT', `/api/blog/${postId}`, { token: await ctx.token(), body: { ...theirs, title: 'Their title' } });
      await page.getByLabel('Title', { exact: true }).fill('Year-end settlement 2027, revised');
      await page.getByRole('alert').getByText(/Someone else saved this post/).waitFor();
      assert.match(await saveState().innerText(), /changed elsewhere/);
      assert.equal((await read()).title, 'Their title', 'nothing overwritten');
      assert.equal(await page.getByLabel('Title', { exact: true }).inputValue(), 'Year-end settlement 2027, revised', 'the text kept');
      await page.getByRole('button', { name: 'Save mine over theirs' }).click();
      await saveState().getByText(/^Saved at /).waitFor();
      assert.equal((await read()).title, 'Year-end settlement 2027, revised');
    });

    test('the preview is the site’s page, in either language', async () => {
      await page.getByRole('tab', { name: 'Preview' }).click();
      const frame = page.frameLocator('iframe[title="The post as the website shows it"]');
      await frame.getByRole('heading', { level: 1, name: 'Year-end settlement 2027, revised' }).waitFor();
      await frame.locator('img.cover').waitFor();
      await frame.getByRole('link', { name: /Payroll/ }).first().waitFor();
      assert.equal(await frame.locator('html').getAttribute('lang'), 'en');
      await page.getByLabel('Site language').selectOption('ko');
      await settles(() => frame.locator('html').getAttribute('lang'), 'ko');
      await page.getByRole('button', { name: 'Phone' }).click();
      await screenshot(page, `blog-preview-1280-${dialect}`);
      await page.getByRole('tab', { name: 'Write' }).click();
    });

    test('publishing shows the post on the site', async () => {
      await page.getByLabel('Status').selectOption('published');
      assert.match(await saveState().innerText(), /^Unsaved changes$/, 'a published post does not save by itself');
      await page.getByRole('button', { name: 'Publish' }).click();
      await saveState().getByText(/^Saved at /).waitFor();
      const post = await read();
      assert.equal(post.status, 'published');
      const site = await ctx.api('GET', `/blog/${post.slug}`, { headers: { accept: 'text/html' } });
      assert.equal(site.statusCode, 200);
      assert.match(site.body, /<h1>Year-end settlement 2027, revised<\/h1>/);
    });

    test('at 360 px nothing overflows, in the editor and its preview', async () => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.getByRole('textbox', { name: 'Text', exact: true }).waitFor();
      assert.equal(await overflowOf(page), 0);
      await screenshot(page, `blog-editor-360-${dialect}`);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.frameLocator('iframe').getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await overflowOf(page), 0);
      await page.getByRole('tab', { name: 'Write' }).click();
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    test('in Korean every text of the editor is Korean, none a raw key', async () => {
      const korean = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'ko-KR' });
      try {
        await signInByForm(korean, base, email, PASSWORD);
        await korean.goto(`${base}/admin/blog/${postId}`);
        await korean.getByRole('textbox', { name: '본문', exact: true }).waitFor();
        await korean.getByLabel('제목', { exact: true }).waitFor();
        await korean.getByRole('toolbar', { name: '서식' }).waitFor();
        const shown = await korean.locator('main').innerText();
        assert.doesNotMatch(shown, /\bblog\.[a-z]+\.[a-zA-Z]+/, 'no raw message key');
        assert.match(await korean.getByTestId('save-state').innerText(), /저장됨/);
        await screenshot(korean, `blog-editor-ko-1280-${dialect}`);
      } finally {
        await korean.close();
      }
    });
  });
}
