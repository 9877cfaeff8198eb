import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

const START = '2030-03-01T09:00:00.000Z';
const clock = manualClock(START);

async function createPost(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/blog', { token: await t.token(), body: { content: '<p>Body</p>', ...body } });
  assertStatus(res, 201);
  return res.data;
}

async function createCategory(t: TestContext, name: string) {
  const res = await t.api('POST', '/api/category', { token: await t.token(), body: { name } });
  assertStatus(res, 201);
  return res.data;
}

describeApi(
  'blog posts',
  (t) => {
    test('create: 201 with Location, a slug from the title, a draft by default', async () => {
      clock.set(START);
      const res = await t.api('POST', '/api/blog', {
        token: await t.token(),
        body: { title: '  VAT   changes for 2030 ', content: '<p>Rates <b>change</b> &amp; more.</p>', tags: ['VAT', 'vat', ' news '] },
      });
      assertStatus(res, 201);
      const post = res.data;
      assert.equal(res.headers.location, `/api/blog/admin/${post.id}`);
      assert.equal(post.slug, 'vat-changes-for-2030');
      assert.equal(post.title, 'VAT changes for 2030');
      assert.equal(post.url, 'https://www.example-tax.com/blog/vat-changes-for-2030');
      assert.equal(post.status, 'draft');
      assert.equal(post.publishedAt, null);
      assert.equal(post.excerpt, null);
      assert.equal(post.summary, 'Rates change & more.');
      assert.deepEqual(post.tags, ['VAT', 'news']);
      assert.equal(post.category, null);
      assert.equal(post.createdAt, START);
      assert.equal(post.archivedAt, null);
    });

    test('slugs: Korean titles give a usable unique slug; "admin" is reserved; duplicates get -2', async () => {
      const first = await createPost(t, { title: '2030년 종합소득세 신고 안내' });
      assert.equal(first.slug, '2030nyeon-jonghabsodeugse-singo-annae');
      const second = await createPost(t, { title: '2030년 종합소득세 신고 안내' });
      assert.equal(second.slug, '2030nyeon-jonghabsodeugse-singo-annae-2');
      const emoji = await createPost(t, { title: '🎉🎉' });
      assert.match(emoji.slug, /^post(-\d+)?$/);
      const admin = await createPost(t, { title: 'Admin' });
      assert.equal(admin.slug, 'admin-2');
      assertProblem(await t.api('POST', '/api/blog', { token: await t.token(), body: { title: 'x', content: '', slug: 'admin' } }), 400, {
        code: 'slug_reserved',
        fields: ['slug'],
      });
      const long = await createPost(t, { title: 'word '.repeat(39) });
      assert.ok(long.slug.length <= 80 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(long.slug));
      // Readable by its slug once published.
      await t.api('PUT', `/api/blog/${first.id}`, { token: await t.token(), body: { title: first.title, content: '<p>x</p>', status: 'published' } });
      assertStatus(await t.api('GET', `/api/blog/${first.slug}`), 200);
    });

    test('a given slug that is taken is 409', async () => {
      await createPost(t, { title: 'One', slug: 'taken-slug' });
      const res = await t.api('POST', '/api/blog', { token: await t.token(), body: { title: 'Two', content: '', slug: 'taken-slug' } });
      assertProblem(res, 409, { code: 'slug_taken' });
      assert.equal(res.data.slug, 'taken-slug');
    });

    test('create: 400 with field errors', async () => {
      const token = await t.token();
      assertProblem(await t.api('POST', '/api/blog', { token, body: {} }), 400, { fields: ['title', 'content'] });
      assertProblem(
        await t.api('POST', '/api/blog', {
          token,
          body: {
            title: 'x',
            content: '',
            slug: 'Bad Slug',
            categoryId: 'one',
            coverImageUrl: 'javascript:alert(1)',
            publishedAt: 'tomorrow',
            status: 'archived',
            tags: [''],
            secret: true,
          },
        }),
        400,
        { fields: ['slug', 'categoryId', 'coverImageUrl', 'publishedAt', 'status', 'tags[0]', 'secret'] },
      );
      assertProblem(await t.api('POST', '/api/blog', { token, body: { title: '\u0001\u0002 ', content: '' } }), 400, { fields: ['title'] });
      // NUL is refused in every text field of the API (docs/api.md, supported ranges), not stripped.
      assertProblem(await t.api('POST', '/api/blog', { token, body: { title: 'Nul\u0000', content: '<p>a\u0000b</p>', excerpt: 'c\u0000d' } }), 400, {
        fields: ['title', 'content', 'excerpt'],
      });
      assertProblem(await t.api('POST', '/api/blog', { token, body: { title: 'x', content: '', categoryId: 999999 } }), 400, {
        code: 'category_not_found',
        fields: ['categoryId'],
      });
      assertProblem(
        await t.api('POST', '/api/blog', { token, body: { title: 'x', content: '', publishedAt: '1900-01-01T00:00:00Z' } }),
        400,
        { code: 'published_at_out_of_range', fields: ['publishedAt'] },
      );
    });

    test('HTML is sanitized on save: scripts, handlers, javascript: URLs and iframes go; formatting, links, images stay', async () => {
      const post = await createPost(t, {
        title: 'Sanitizer',
        content:
          '<h2>Heading</h2><p>Hello <strong>bold</strong> <em>it</em> <a href="https://example.com/x" target="_blank">link</a> ' +
          '<a href="javascript:alert(1)">bad</a> <a href="/blog/other">local</a></p>' +
          '<img src="https://cdn.example.com/a.png" alt="A" onerror="alert(1)"><img src="data:image/png;base64,AAAA">' +
          '<script>alert(1)</script><iframe src="https://evil.example"><p>inside</p></iframe>' +
          '<p style="color:red" onclick="alert(1)">styled</p><ul><li>one</li></ul><table><tr><td colspan="2">cell</td></tr></table>' +
          '<pre><code class="language-js evil">x</code></pre>',
      });
      const html: string = post.content;
      for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:', '<iframe', 'inside', 'style=', 'data:', 'evil']) {
        assert.ok(!html.includes(bad), `${bad} should be removed: ${html}`);
      }
      for (const good of [
        '<h2>Heading</h2>',
        '<strong>bold</strong>',
        '<em>it</em>',
        '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">link</a>',
        '<a href="/blog/other">local</a>',
        '<img src="https://cdn.example.com/a.png" alt="A" />',
        '<ul><li>one</li></ul>',
        '<td colspan="2">cell</td>',
        '<code class="language-js">x</code>',
      ]) {
        assert.ok(html.includes(good), `${good} should be kept: ${html}`);
      }
    });

    test('links never hand the opener to the page they open: rel="opener" dropped, noopener noreferrer on every target', async () => {
      const post = await createPost(t, {
        title: 'Tabnabbing',
        content:
          '<p><a href="https://a.example" TARGET="_BLANK">1</a> <a href="https://b.example" target="named" rel="opener">2</a> ' +
          '<a href="https://c.example" target="_blank" REL="Opener nofollow">3</a> <a href="https://d.example" rel="OPENER">4</a> ' +
          '<a href="https://e.example">5</a></p>',
      });
      const links = [...String(post.content).matchAll(/<a [^>]*>/g)].map((match) => match[0]);
      assert.deepEqual(links, [
        '<a href="https://a.example" target="_BLANK" rel="noopener noreferrer">',
        '<a href="https://b.example" target="named" rel="noopener noreferrer">',
        '<a href="https://c.example" target="_blank" rel="nofollow noopener noreferrer">',
        '<a href="https://d.example">',
        '<a href="https://e.example">',
      ]);
    });

    test('drafts are hidden from the public; publishing shows them, newest first, by category', async () => {
      const token = await t.token();
      clock.set('2030-04-01T00:00:00.000Z');
      const tax = await createCategory(t, 'Income tax');
      const vat = await createCategory(t, 'VAT');
      const draft = await createPost(t, { title: 'Listing draft', categoryId: tax.id });
      assertProblem(await t.api('GET', `/api/blog/${draft.slug}`), 404);
      const older = await createPost(t, {
        title: 'Listing older',
        status: 'published',
        categoryId: tax.id,
        publishedAt: '2030-03-31T00:00:00+09:00',
      });
      assert.equal(older.publishedAt, '2030-03-30T15:00:00.000Z');
      const newer = await createPost(t, { title: 'Listing newer', status: 'published', categoryId: vat.id, excerpt: 'Short.' });
      assert.equal(newer.publishedAt, '2030-04-01T00:00:00.000Z');

      const list = await t.api('GET', '/api/blog', { query: { pageSize: 100 } });
      assertStatus(list, 200);
      const slugs = list.data.items.map((item: { slug: string }) => item.slug);
      assert.ok(!slugs.includes(draft.slug));
      assert.ok(slugs.indexOf(newer.slug) < slugs.indexOf(older.slug), 'newest first');
      const item = list.data.items.find((entry: { slug: string }) => entry.slug === newer.slug);
      assert.equal(item.summary, 'Short.');
      assert.deepEqual(item.category, { id: vat.id, name: 'VAT', slug: 'vat' });
      assert.equal(item.status, undefined, 'public items carry no admin fields');
      assert.equal(item.content, undefined, 'listings carry no content');

      const byId = await t.api('GET', '/api/blog', { query: { categoryId: tax.id } });
      assert.deepEqual(byId.data.items.map((entry: { slug: string }) => entry.slug), [older.slug]);
      const bySlug = await t.api('GET', '/api/blog', { query: { category: 'vat' } });
      assert.deepEqual(bySlug.data.items.map((entry: { slug: string }) => entry.slug), [newer.slug]);
      const unknown = await t.api('GET', '/api/blog', { query: { category: 'no-such-category' } });
      assert.deepEqual(unknown.data, { items: [], page: 1, pageSize: 20, totalCount: 0, totalPages: 0 });

      const read = await t.api('GET', `/api/blog/${newer.slug}`);
      assertStatus(read, 200);
      assert.equal(read.data.content, '<p>Body</p>');
      assert.equal(read.data.status, undefined);
      void token;
    });

    test('public reads: paging and bad queries', async () => {
      const page = await t.api('GET', '/api/blog', { query: { page: 1, pageSize: 1 } });
      assertStatus(page, 200);
      assert.equal(page.data.items.length, 1);
      assert.equal(page.data.totalPages, page.data.totalCount);
      assertProblem(await t.api('GET', '/api/blog', { query: { pageSize: 101 } }), 400, { fields: ['pageSize'] });
      assertProblem(await t.api('GET', '/api/blog', { query: { page: 0 } }), 400, { fields: ['page'] });
      assertProblem(await t.api('GET', '/api/blog', { query: { categoryId: 'x' } }), 400, { fields: ['categoryId'] });
      assertProblem(await t.api('GET', '/api/blog', { query: { category: 'Not A Slug' } }), 400, { fields: ['category'] });
      assertProblem(await t.api('GET', '/api/blog', { query: { sort: 'title' } }), 400, { fields: ['sort'] });
      assertProblem(await t.api('GET', '/api/blog/Not_A_Slug'), 400, { fields: ['slug'] });
      assertProblem(await t.api('GET', '/api/blog/no-such-post'), 404);
    });

    test('a scheduled post appears exactly when its time comes, with no job', async () => {
      clock.set('2030-05-01T08:00:00.000Z');
      const at = '2030-05-01T09:00:00.000Z';
      const post = await createPost(t, { title: 'Scheduled post', status: 'published', publishedAt: at });
      const visible = async () => {
        const list = await t.api('GET', '/api/blog', { query: { pageSize: 100 } });
        const inList = list.data.items.some((item: { id: number }) => item.id === post.id);
        const read = await t.api('GET', `/api/blog/${post.slug}`);
        assert.equal(read.statusCode === 200, inList, 'listing and read by slug agree');
        return inList;
      };
      assert.equal(await visible(), false);
      const scheduled = await t.api('GET', '/api/blog/admin', { token: await t.token(), query: { status: 'scheduled' } });
      assert.deepEqual(scheduled.data.items.map((item: { id: number }) => item.id), [post.id]);
      clock.set('2030-05-01T08:59:59.999Z');
      assert.equal(await visible(), false);
      clock.set(at);
      assert.equal(await visible(), true);
      const none = await t.api('GET', '/api/blog/admin', { token: await t.token(), query: { status: 'scheduled' } });
      assert.equal(none.data.totalCount, 0);
    });

    test('update: replaces the post, keeps the slug unless given, keeps publishedAt on republish', async () => {
      clock.set('2030-06-01T00:00:00.000Z');
      const post = await createPost(t, { title: 'Update me', status: 'published', excerpt: 'old', authorName: 'Kim' });
      clock.set('2030-06-02T00:00:00.000Z');
      const res = await t.api('PUT', `/api/blog/${post.id}`, {
        token: await t.token(),
        body: { title: 'Updated title', content: '<p>New</p><script>x</script>', status: 'published', metaTitle: 'Meta' },
      });
      assertStatus(res, 200);
      assert.equal(res.data.slug, 'update-me');
      assert.equal(res.data.title, 'Updated title');
      assert.equal(res.data.content, '<p>New</p>');
      assert.equal(res.data.excerpt, null, 'absent optional fields are cleared');
      assert.equal(res.data.authorName, null);
      assert.equal(res.data.metaTitle, 'Meta');
      assert.equal(res.data.publishedAt, post.publishedAt, 'publishing again keeps the original date');
      assert.equal(res.data.updatedAt, '2030-06-02T00:00:00.000Z');

      const renamed = await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { title: 'x', content: '', status: 'draft', slug: 'new-slug' } });
      assert.equal(renamed.data.slug, 'new-slug');
      assert.equal(renamed.data.publishedAt, null);
      assertProblem(await t.api('GET', '/api/blog/new-slug'), 404);

      await createPost(t, { title: 'Other', slug: 'other-slug' });
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { title: 'x', content: '', status: 'draft', slug: 'other-slug' } }), 409, {
        code: 'slug_taken',
      });
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { title: 'x', content: '', status: 'draft', slug: 'admin' } }), 400, {
        code: 'slug_reserved',
      });
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { title: 'x', content: '' } }), 400, { fields: ['status'] });
      assertProblem(await t.api('PUT', '/api/blog/999999', { token: await t.token(), body: { title: 'x', content: '', status: 'draft' } }), 404);
      assertProblem(await t.api('PUT', '/api/blog/abc', { token: await t.token(), body: { title: 'x', content: '', status: 'draft' } }), 400, { fields: ['id'] });
      assertProblem(
        await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { title: 'x', content: '', status: 'draft', categoryId: 999999 } }),
        400,
        { code: 'category_not_found' },
      );
    });

    test('PUT accepts the post as GET returned it (read-only fields ignored); any other unknown field is 400', async () => {
      clock.set('2030-06-10T00:00:00.000Z');
      const category = await createCategory(t, 'Round trips');
      const post = await createPost(t, { title: 'Echo', status: 'published', excerpt: 'Short.', tags: ['a'], categoryId: category.id });
      const read = (await t.api('GET', `/api/blog/admin/${post.id}`, { token: await t.token() })).data;
      assert.ok(read.url && read.summary && read.category && 'archivedAt' in read, 'the read has its computed fields');
      clock.set('2030-06-11T00:00:00.000Z');
      const sent = { ...read, title: 'Echo, edited', id: 999, url: 'https://elsewhere.example/x', summary: 'Not mine.', category: { id: 1, name: 'n', slug: 's' }, createdAt: '2000-01-01T00:00:00.000Z' };
      const res = await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: sent });
      assertStatus(res, 200);
      assert.equal(res.data.title, 'Echo, edited');
      assert.equal(res.data.id, post.id);
      assert.equal(res.data.url, read.url);
      assert.equal(res.data.summary, 'Short.');
      assert.deepEqual(res.data.category, read.category);
      assert.equal(res.data.createdAt, read.createdAt);
      assert.equal(res.data.updatedAt, '2030-06-11T00:00:00.000Z');
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { ...read, colour: 'red' } }), 400, { fields: ['colour'] });
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { ...read, category: { ...read.category, extra: 1 } } }), 400, {
        fields: ['category.extra'],
      });
      const doc = (await t.api('GET', '/api/openapi.json')).data;
      const schema = doc.paths['/api/blog/{id}'].put.requestBody.content['application/json'].schema;
      for (const field of ['id', 'url', 'summary', 'category', 'archivedAt', 'createdAt']) assert.equal(schema.properties[field].readOnly, true, field);
      assert.equal(schema.properties.updatedAt.readOnly, undefined, 'updatedAt is the version the edit started from');
    });

    test('a save that started from an older updatedAt is 409 post_changed and changes nothing; the stored updatedAt saves over it', async () => {
      clock.set('2030-06-12T00:00:00.000Z');
      const post = await createPost(t, { title: 'Two editors' });
      const opened = (await t.api('GET', `/api/blog/admin/${post.id}`, { token: await t.token() })).data;
      clock.set('2030-06-12T00:01:00.000Z');
      const first = await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token('staff'), body: { ...opened, title: 'Theirs' } });
      assertStatus(first, 200);
      clock.set('2030-06-12T00:02:00.000Z');
      const entries = await auditCount(t);
      const mine = { ...opened, title: 'Mine', content: '<p>My long text</p>' };
      const refused = await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: mine });
      assertProblem(refused, 409, { code: 'post_changed' });
      assert.equal(refused.data.updatedAt, '2030-06-12T00:01:00.000Z', 'the stored version is named');
      assert.equal(await auditCount(t), entries, 'a refused save is not audited');
      assert.equal((await t.api('GET', `/api/blog/admin/${post.id}`, { token: await t.token() })).data.title, 'Theirs');
      const korean = await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: mine, headers: { 'accept-language': 'ko' } });
      assertProblem(korean, 409, { code: 'post_changed' });
      assert.match(String(korean.data.detail), /[가-힣]/, 'the detail in the reader’s language');

      const over = await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { ...mine, updatedAt: refused.data.updatedAt } });
      assertStatus(over, 200);
      assert.equal(over.data.title, 'Mine');
      assert.equal(over.data.updatedAt, '2030-06-12T00:02:00.000Z');
      const { updatedAt: _, ...unguarded } = mine;
      assertStatus(await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { ...unguarded, title: 'No guard' } }), 200);
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token: await t.token(), body: { ...mine, updatedAt: 'yesterday' } }), 400, { fields: ['updatedAt'] });
      assertProblem(await t.api('PUT', '/api/blog/999999', { token: await t.token(), body: mine }), 404);
    });

    test('archive and restore: the post leaves every list but the archive, and comes back as it was', async () => {
      clock.set('2030-07-01T00:00:00.000Z');
      const token = await t.token();
      const post = await createPost(t, { title: 'Archive me', status: 'published' });
      const draft = await createPost(t, { title: 'Archive draft' });

      const archived = await t.api('DELETE', `/api/blog/${post.id}`, { token });
      assertStatus(archived, 204);
      assert.equal(archived.body, '');
      assertStatus(await t.api('DELETE', `/api/blog/${draft.id}`, { token }), 204);
      assertProblem(await t.api('GET', `/api/blog/${post.slug}`), 404);
      const ids = (res: { data: { items: { id: number }[] } }) => res.data.items.map((item) => item.id);
      assert.ok(!ids(await t.api('GET', '/api/blog', { query: { pageSize: 100 } })).includes(post.id));
      assert.ok(!ids(await t.api('GET', '/api/blog/admin', { token, query: { pageSize: 100 } })).includes(post.id));
      assert.ok(!ids(await t.api('GET', '/api/blog/admin/all', { token })).includes(post.id));
      const archive = await t.api('GET', '/api/blog/admin/archived', { token });
      assertStatus(archive, 200);
      assert.deepEqual(ids(archive).slice(0, 2).sort(), [post.id, draft.id].sort());
      const stored = await t.api('GET', `/api/blog/admin/${post.id}`, { token });
      assert.equal(stored.data.status, 'archived');
      assert.equal(stored.data.archivedAt, '2030-07-01T00:00:00.000Z');

      // Archiving again changes nothing, and forgets nothing.
      assertStatus(await t.api('DELETE', `/api/blog/${post.id}`, { token }), 204);
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token, body: { title: 'x', content: '', status: 'draft' } }), 409, {
        code: 'post_archived',
      });

      const restored = await t.api('POST', `/api/blog/${post.id}/restore`, { token });
      assertStatus(restored, 200);
      assert.equal(restored.data.status, 'published');
      assert.equal(restored.data.archivedAt, null);
      assertStatus(await t.api('GET', `/api/blog/${post.slug}`), 200);
      const restoredDraft = await t.api('POST', `/api/blog/${draft.id}/restore`, { token });
      assert.equal(restoredDraft.data.status, 'draft');

      assertProblem(await t.api('POST', `/api/blog/${post.id}/restore`, { token }), 409, { code: 'post_not_archived' });
      assertProblem(await t.api('POST', '/api/blog/999999/restore', { token }), 404);
      assertProblem(await t.api('DELETE', '/api/blog/999999', { token }), 404);
      assertProblem(await t.api('DELETE', '/api/blog/1.5', { token }), 400, { fields: ['id'] });
      assertProblem(await t.api('POST', '/api/blog/x/restore', { token }), 400, { fields: ['id'] });
    });

    test('admin list: status, category and title search filters, newest first, paged', async () => {
      clock.set('2030-08-01T00:00:00.000Z');
      const token = await t.token();
      const category = await createCategory(t, 'Filters');
      const a = await createPost(t, { title: 'Filter 100% sure', categoryId: category.id });
      clock.advance(1000);
      const b = await createPost(t, { title: 'Filter published', categoryId: category.id, status: 'published' });
      clock.advance(1000);
      const c = await createPost(t, { title: 'Filter other' });

      const byCategory = await t.api('GET', '/api/blog/admin', { token, query: { categoryId: category.id } });
      assert.deepEqual(byCategory.data.items.map((item: { id: number }) => item.id), [b.id, a.id]);
      const drafts = await t.api('GET', '/api/blog/admin', { token, query: { categoryId: category.id, status: 'draft' } });
      assert.deepEqual(drafts.data.items.map((item: { id: number }) => item.id), [a.id]);
      const published = await t.api('GET', '/api/blog/admin', { token, query: { search: 'filter', status: 'published' } });
      assert.deepEqual(published.data.items.map((item: { id: number }) => item.id), [b.id]);
      const percent = await t.api('GET', '/api/blog/admin', { token, query: { search: '100%' } });
      assert.deepEqual(percent.data.items.map((item: { id: number }) => item.id), [a.id]);
      const paged = await t.api('GET', '/api/blog/admin', { token, query: { search: 'Filter', pageSize: 2, page: 2 } });
      assert.equal(paged.data.totalCount, 3);
      assert.equal(paged.data.totalPages, 2);
      assert.deepEqual(paged.data.items.map((item: { id: number }) => item.id), [a.id]);
      void c;

      const badQueries: Record<string, string | number>[] = [{ status: 'archived' }, { status: 'x' }, { categoryId: 0 }, { search: '' }, { search: 'a\u0000' }, { pageSize: 500 }, { order: 'asc' }];
      for (const query of badQueries) {
        assertProblem(await t.api('GET', '/api/blog/admin', { token, query }), 400);
      }
      assertProblem(await t.api('GET', '/api/blog/admin/archived', { token, query: { pageSize: 0 } }), 400, { fields: ['pageSize'] });
    });

    test('admin reads: by id whatever the status, and the whole list with its count', async () => {
      const token = await t.token('staff');
      const draft = await createPost(t, { title: 'Admin read draft', metaDescription: 'line one\r\nline two\u0007' });
      const res = await t.api('GET', `/api/blog/admin/${draft.id}`, { token });
      assertStatus(res, 200);
      assert.equal(res.data.status, 'draft');
      assert.equal(res.data.metaDescription, 'line one\nline two');
      assertProblem(await t.api('GET', '/api/blog/admin/999999', { token }), 404);
      assertProblem(await t.api('GET', '/api/blog/admin/abc', { token }), 400, { fields: ['id'] });
      const all = await t.api('GET', '/api/blog/admin/all', { token });
      assertStatus(all, 200);
      assert.equal(all.data.totalCount, all.data.items.length);
      assert.ok(all.data.items.length > 0, 'posts are listed');
      assertEvery(all.data.items, (item: { status: string }) => item.status !== 'archived');
      assert.ok(all.data.items.some((item: { id: number }) => item.id === draft.id));
    });

    test('create, update, archive and restore are audited (long content shortened); a refused write leaves no entry', async () => {
      clock.set(START);
      const token = await t.token();
      const long = `<p>${'x'.repeat(2000)}</p>`;
      const post = await createPost(t, { title: 'Audited post', slug: 'audited-post', content: long });
      await createPost(t, { title: 'Taken', slug: 'audit-taken-slug' });
      const body = { title: 'Audited post', content: long, status: 'published', tags: ['vat'] };
      assertStatus(await t.api('PUT', `/api/blog/${post.id}`, { token, body }), 200);
      const count = await auditCount(t);
      assertProblem(await t.api('POST', '/api/blog', { token, body: { title: 'Dup', slug: 'audit-taken-slug', content: '' } }), 409, { code: 'slug_taken' });
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token, body: { ...body, slug: 'audit-taken-slug' } }), 409, { code: 'slug_taken' });
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token, body: { ...body, title: ' ' } }), 400, { fields: ['title'] });
      assertProblem(await t.api('PUT', `/api/blog/${post.id}`, { token, body: { ...body, categoryId: 999999 } }), 400, { code: 'category_not_found' });
      assertProblem(await t.api('POST', `/api/blog/${post.id}/restore`, { token }), 409, { code: 'post_not_archived' });
      assert.equal(await auditCount(t), count);
      assertStatus(await t.api('DELETE', `/api/blog/${post.id}`, { token }), 204);
      assertStatus(await t.api('DELETE', `/api/blog/${post.id}`, { token }), 204);
      assertStatus(await t.api('POST', `/api/blog/${post.id}/restore`, { token }), 200);
      const entries = await auditOf(t, 'blog_post', post.id);
      assert.deepEqual(
        entries.map((entry) => entry.operation),
        ['blog_post.create', 'blog_post.update', 'blog_post.archive', 'blog_post.restore'],
      );
      const created = entries[0]!.changes!;
      assert.match(String(created.content!.after), /… \(\d+ characters\)$/);
      assert.ok(String(created.content!.after).length < 600);
      assert.deepEqual(entries[1]!.changes!.status, { before: 'draft', after: 'published' });
      assert.deepEqual(entries[1]!.changes!.tags, { before: [], after: ['vat'] });
      assert.equal(entries[1]!.changes!.content, undefined);
      assert.deepEqual(entries[2]!.changes!.status, { before: 'published', after: 'archived' });
      assert.deepEqual(entries[3]!.changes!.status, { before: 'archived', after: 'published' });
      assertEvery(entries, (entry) => entry.userId !== null);
    });

    test('the OpenAPI document names BlogPublishedQuery and BlogAdminQuery', async () => {
      const doc = (await t.api('GET', '/api/openapi.json')).data;
      assert.match(doc.paths['/api/blog'].get.description, /`BlogPublishedQuery`/);
      assert.match(doc.paths['/api/blog/admin'].get.description, /`BlogAdminQuery`/);
    });

    test('every admin operation answers 401 without a token', async () => {
      for (const [method, url] of [
        ['GET', '/api/blog/admin/1'],
        ['GET', '/api/blog/admin/all'],
        ['GET', '/api/blog/admin'],
        ['GET', '/api/blog/admin/archived'],
        ['POST', '/api/blog'],
        ['PUT', '/api/blog/1'],
        ['DELETE', '/api/blog/1'],
        ['POST', '/api/blog/1/restore'],
      ] as const) {
        const res = await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? { title: 'x' } : undefined });
        assertProblem(res, 401);
        assert.match(String(res.headers['www-authenticate']), /^Bearer/);
      }
    });
  },
  // The tests move the clock months ahead; the suite's sessions must outlive that.
  { app: { clock }, config: { refreshTokenTtlSeconds: 365 * 86_400, sessionMaxAgeSeconds: 365 * 86_400 } },
);
