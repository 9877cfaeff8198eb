import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('blog categories', (t) => {
  test('create: 201 with Location, a slug from the name; list in sort order with post counts', async () => {
    const token = await t.token();
    const res = await t.api('POST', '/api/category', { token, body: { name: ' 부가가치세  ', description: 'VAT\r\nnews', sortOrder: 2 } });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/category/${res.data.id}`);
    assert.equal(res.data.name, '부가가치세');
    assert.equal(res.data.slug, 'bugagacise');
    assert.equal(res.data.description, 'VAT\nnews');
    assert.equal(res.data.sortOrder, 2);
    assert.equal(res.data.postCount, 0);
    const first = await t.api('POST', '/api/category', { token, body: { name: 'Income tax', sortOrder: 1 } });
    const again = await t.api('POST', '/api/category', { token, body: { name: 'Income tax' } });
    assert.equal(again.data.slug, 'income-tax-2');
    await t.api('POST', '/api/blog', { token, body: { title: 'In category', content: '', categoryId: first.data.id } });

    const list = await t.api('GET', '/api/category', { token });
    assertStatus(list, 200);
    assert.equal(list.data.totalCount, list.data.items.length);
    assert.deepEqual(
      list.data.items.map((item: { slug: string; postCount: number }) => [item.slug, item.postCount]),
      [
        ['income-tax-2', 0],
        ['income-tax', 1],
        ['bugagacise', 0],
      ],
    );
  });

  test('create: 400 with field errors, 409 for a taken slug', async () => {
    const token = await t.token();
    assertProblem(await t.api('POST', '/api/category', { token, body: {} }), 400, { fields: ['name'] });
    assertProblem(
      await t.api('POST', '/api/category', { token, body: { name: 'a\nb', slug: 'No Way', sortOrder: 1.5, color: 'red' } }),
      400,
      { fields: ['name', 'slug', 'sortOrder', 'color'] },
    );
    await t.api('POST', '/api/category', { token, body: { name: 'Payroll', slug: 'payroll' } });
    assertProblem(await t.api('POST', '/api/category', { token, body: { name: 'Payroll 2', slug: 'payroll' } }), 409, { code: 'slug_taken' });
  });

  test('read and update: 404, 400, 409; the slug stays unless given; posts see the new name', async () => {
    const token = await t.token('staff');
    const category = (await t.api('POST', '/api/category', { token, body: { name: 'Old name' } })).data;
    const post = (await t.api('POST', '/api/blog', { token, body: { title: 'Categorized', content: '', categoryId: category.id } })).data;
    const read = await t.api('GET', `/api/category/${category.id}`, { token });
    assertStatus(read, 200);
    assert.equal(read.data.postCount, 1);
    assertProblem(await t.api('GET', '/api/category/999999', { token }), 404);
    assertProblem(await t.api('GET', '/api/category/abc', { token }), 400, { fields: ['id'] });

    const updated = await t.api('PUT', `/api/category/${category.id}`, { token, body: { name: 'New name' } });
    assertStatus(updated, 200);
    assert.equal(updated.data.slug, 'old-name');
    assert.equal(updated.data.name, 'New name');
    assert.equal(updated.data.description, null);
    const seen = await t.api('GET', `/api/blog/admin/${post.id}`, { token });
    assert.deepEqual(seen.data.category, { id: category.id, name: 'New name', slug: 'old-name' });

    await t.api('POST', '/api/category', { token, body: { name: 'Other', slug: 'other-category' } });
    assertProblem(await t.api('PUT', `/api/category/${category.id}`, { token, body: { name: 'x', slug: 'other-category' } }), 409, {
      code: 'slug_taken',
    });
    assertProblem(await t.api('PUT', '/api/category/999999', { token, body: { name: 'x' } }), 404);
    assertProblem(await t.api('PUT', `/api/category/${category.id}`, { token, body: { name: '' } }), 400, { fields: ['name'] });
  });

  test('PUT accepts the category as GET returned it (read-only fields ignored); any other unknown field is 400', async () => {
    const token = await t.token();
    const category = (await t.api('POST', '/api/category', { token, body: { name: 'Echoed', sortOrder: 3 } })).data;
    const read = (await t.api('GET', `/api/category/${category.id}`, { token })).data;
    const res = await t.api('PUT', `/api/category/${category.id}`, { token, body: { ...read, name: 'Echoed again', id: 999, postCount: 7 } });
    assertStatus(res, 200);
    assert.equal(res.data.name, 'Echoed again');
    assert.equal(res.data.id, category.id);
    assert.equal(res.data.postCount, 0);
    assert.equal(res.data.sortOrder, 3);
    assertProblem(await t.api('PUT', `/api/category/${category.id}`, { token, body: { ...read, colour: 'red' } }), 400, { fields: ['colour'] });
    assertProblem(await t.api('POST', '/api/category', { token, body: { name: 'New', postCount: 1 } }), 400, { fields: ['postCount'] });
  });

  test('delete: 409 while posts (archived ones too) use it, 204 once they do not, then 404', async () => {
    const token = await t.token();
    const category = (await t.api('POST', '/api/category', { token, body: { name: 'Doomed' } })).data;
    const post = (await t.api('POST', '/api/blog', { token, body: { title: 'Doomed post', content: '', categoryId: category.id } })).data;
    await t.api('DELETE', `/api/blog/${post.id}`, { token });
    const refused = await t.api('DELETE', `/api/category/${category.id}`, { token });
    assertProblem(refused, 409, { code: 'category_in_use' });
    assert.equal(refused.data.postCount, 1);

    await t.api('POST', `/api/blog/${post.id}/restore`, { token });
    await t.api('PUT', `/api/blog/${post.id}`, { token, body: { title: 'Doomed post', content: '', status: 'draft', categoryId: null } });
    const deleted = await t.api('DELETE', `/api/category/${category.id}`, { token });
    assertStatus(deleted, 204);
    assert.equal(deleted.body, '');
    assertProblem(await t.api('DELETE', `/api/category/${category.id}`, { token }), 404);
    assertProblem(await t.api('GET', `/api/category/${category.id}`, { token }), 404);
    assertProblem(await t.api('DELETE', '/api/category/-1', { token }), 400, { fields: ['id'] });
  });

  test('every category operation answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/category'],
      ['GET', '/api/category/1'],
      ['POST', '/api/category'],
      ['PUT', '/api/category/1'],
      ['DELETE', '/api/category/1'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined }), 401);
    }
  });

  test('create, update and delete are audited; a refused write (409 slug taken, 409 in use, 400) leaves no entry', async () => {
    const token = await t.token();
    const made = (await t.api('POST', '/api/category', { token, body: { name: 'Audited', slug: 'audited' } })).data;
    const other = (await t.api('POST', '/api/category', { token, body: { name: 'Other', slug: 'other' } })).data;
    assertStatus(await t.api('PUT', `/api/category/${made.id}`, { token, body: { name: 'Audited', sortOrder: 3 } }), 200);
    const post = (await t.api('POST', '/api/blog', { token, body: { title: 'Uses other', content: '', categoryId: other.id } })).data;
    assert.ok(post.id);
    const count = await auditCount(t);
    assertProblem(await t.api('POST', '/api/category', { token, body: { name: 'Again', slug: 'audited' } }), 409, { code: 'slug_taken' });
    assertProblem(await t.api('PUT', `/api/category/${other.id}`, { token, body: { name: 'Other', slug: 'audited' } }), 409, { code: 'slug_taken' });
    assertProblem(await t.api('DELETE', `/api/category/${other.id}`, { token }), 409, { code: 'category_in_use' });
    assertProblem(await t.api('PUT', `/api/category/${made.id}`, { token, body: { name: ' ' } }), 400, { fields: ['name'] });
    assert.equal(await auditCount(t), count);
    assertStatus(await t.api('DELETE', `/api/category/${made.id}`, { token }), 204);
    const entries = await auditOf(t, 'blog_category', made.id);
    assert.deepEqual(entries.map((entry) => entry.operation), ['blog_category.create', 'blog_category.update', 'blog_category.delete']);
    assert.deepEqual(entries[1]!.changes, { sortOrder: { before: 0, after: 3 } });
    assert.equal(entries[2]!.changes!.name!.before, 'Audited');
    assertEvery(entries, (entry) => entry.userId !== null);
  });
});
