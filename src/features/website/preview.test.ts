/*
 * The blog editor's preview (issue 30.6): a post page rendered from unsaved fields by the theme,
 * as the site would serve it once published; staff only; nothing stored.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('the post page preview', (t) => {
  const fields = {
    title: 'Year-end settlement 2031',
    content: '<h2>What changes</h2><p>Deductions <strong>rise</strong>.</p><script>alert(1)</script><p onclick="x()">Click</p>',
    excerpt: 'What the year-end settlement changes.',
    tags: ['payroll', 'deductions'],
    coverImageUrl: 'https://cdn.example.com/cover.jpg',
    authorName: 'Kim Minji',
    metaTitle: 'Year-end 2031: the changes',
    metaDescription: 'Deductions and deadlines of the 2031 settlement.',
    locale: 'en',
  };

  test('the page as the theme renders it: title, sanitized content, cover, category, tags, SEO fields, noindex; nothing stored', async () => {
    const category = (await t.api('POST', '/api/category', { token: await t.token(), body: { name: 'Payroll' } })).data;
    const posts = await t.db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const entries = await auditCount(t);
    const res = await t.api('POST', '/api/website/preview/post', { token: await t.token('staff'), body: { ...fields, categoryId: category.id } });
    assertStatus(res, 200);
    const html = res.data.html as string;
    assert.match(html, /^<!doctype html>\s*<html lang="en">/i);
    assert.match(html, /<title>Year-end 2031: the changes · [^<]+<\/title>/);
    assert.match(html, /<meta name="description" content="Deductions and deadlines of the 2031 settlement.">/);
    assert.match(html, /<meta name="robots" content="noindex">/);
    assert.match(html, /<h1>Year-end settlement 2031<\/h1>/);
    assert.match(html, /<h2>What changes<\/h2><p>Deductions <strong>rise<\/strong>\.<\/p>/);
    assert.doesNotMatch(html, /alert\(1\)|onclick/, 'sanitized as a save would be');
    assert.match(html, /<img class="cover" src="https:\/\/cdn\.example\.com\/cover\.jpg"/);
    assert.match(html, /Payroll/);
    assert.match(html, /<span class="tag">payroll<\/span>/);
    assert.match(html, /Kim Minji/);
    const after = await t.db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(posts.n), 'no post stored');
    assert.equal(await auditCount(t), entries, 'nothing audited');
  });

  test('in Korean the page is the Korean site’s', async () => {
    const res = await t.api('POST', '/api/website/preview/post', { token: await t.token(), body: { ...fields, locale: 'ko' } });
    assertStatus(res, 200);
    assert.match(res.data.html, /<html lang="ko">/);
    assert.match(res.data.html, /href="\/ko\/blog"/);
  });

  test('bad input is 400, no token 401, an unknown category 200 without one', async () => {
    assertProblem(await t.api('POST', '/api/website/preview/post', { token: await t.token(), body: { ...fields, locale: 'fr' } }), 400, { fields: ['locale'] });
    assertProblem(await t.api('POST', '/api/website/preview/post', { token: await t.token(), body: { ...fields, title: '' } }), 400, { fields: ['title'] });
    assertProblem(await t.api('POST', '/api/website/preview/post', { token: await t.token(), body: { ...fields, extra: 1 } }), 400, { fields: ['extra'] });
    assertProblem(await t.api('POST', '/api/website/preview/post', { body: fields }), 401);
    const res = await t.api('POST', '/api/website/preview/post', { token: await t.token(), body: { ...fields, categoryId: 999_999 } });
    assertStatus(res, 200);
    assert.doesNotMatch(res.data.html, /class="meta"[^]*?blog\/category\//);
  });
});
