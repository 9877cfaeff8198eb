import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

async function createFaq(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/faq', { token: await t.token('staff'), body });
  assertStatus(res, 201);
  return res.data;
}

describeApi('FAQ', (t) => {
  test('create answers 201 with the entry and defaults', async () => {
    const res = await t.api('POST', '/api/faq', {
      token: await t.token(),
      body: { question: 'When is the VAT deadline?', answer: 'The 25th.\nOf the month after the period.' },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/faq/${res.data.id}`);
    assert.equal(res.data.category, null);
    assert.equal(res.data.sortOrder, 0);
    assert.equal(res.data.isPublished, true);
    const read = await t.api('GET', `/api/faq/${res.data.id}`, { token: await t.token() });
    assertStatus(read, 200);
    assert.deepEqual(read.data, res.data);
  });

  test('create and update validate every field', async () => {
    const token = await t.token();
    const bad = await t.api('POST', '/api/faq', {
      token,
      body: { question: 'Two\nlines', answer: '', category: '', sortOrder: 'first', isPublished: 1, pinned: true },
    });
    assertProblem(bad, 400, { fields: ['question', 'answer', 'category', 'sortOrder', 'isPublished', 'pinned'] });
    assertProblem(await t.api('POST', '/api/faq', { token, body: {} }), 400, { fields: ['question', 'answer'] });
    const faq = await createFaq(t, { question: 'Q', answer: 'A' });
    assertProblem(await t.api('PUT', `/api/faq/${faq.id}`, { token, body: { question: 'Q', answer: 'A' } }), 400, {
      fields: ['sortOrder', 'isPublished'],
    });
  });

  test('listing orders by sortOrder, filters by category, publication and text', async () => {
    const token = await t.token();
    const third = await createFaq(t, { question: 'Ordering C', answer: 'c', sortOrder: 3, category: 'vat' });
    const first = await createFaq(t, { question: 'Ordering A', answer: 'a', sortOrder: -1, category: 'income' });
    const second = await createFaq(t, { question: 'Ordering B', answer: 'needle', sortOrder: 3, category: 'vat', isPublished: false });
    const ids = async (query: Record<string, string | number | boolean>) => {
      const res = await t.api('GET', '/api/faq', { token, query: { search: 'ordering', ...query } });
      assertStatus(res, 200);
      return res.data.items.map((item: { id: number }) => item.id);
    };
    assert.deepEqual(await ids({}), [first.id, third.id, second.id]);
    assert.deepEqual(await ids({ category: 'vat' }), [third.id, second.id]);
    assert.deepEqual(await ids({ isPublished: false }), [second.id]);
    const byAnswer = await t.api('GET', '/api/faq', { token, query: { search: 'NEEDLE' } });
    assert.deepEqual(byAnswer.data.items.map((item: { id: number }) => item.id), [second.id]);
    const page = await t.api('GET', '/api/faq', { token, query: { search: 'ordering', pageSize: 2, page: 2 } });
    assert.equal(page.data.totalCount, 3);
    assert.deepEqual(page.data.items.map((item: { id: number }) => item.id), [second.id]);
    assertProblem(await t.api('GET', '/api/faq', { token, query: { isPublished: 'sometimes', page: -1 } }), 400, { fields: ['isPublished', 'page'] });
  });

  test('update replaces the entry; unknown ids are 404', async () => {
    const token = await t.token('staff');
    const faq = await createFaq(t, { question: 'Old?', answer: 'Old.', category: 'misc' });
    const res = await t.api('PUT', `/api/faq/${faq.id}`, { token, body: { question: 'New?', answer: 'New.', sortOrder: 5, isPublished: false } });
    assertStatus(res, 200);
    assert.deepEqual([res.data.question, res.data.answer, res.data.category, res.data.sortOrder, res.data.isPublished], ['New?', 'New.', null, 5, false]);
    assert.equal(res.data.createdAt, faq.createdAt);
    assertProblem(await t.api('PUT', '/api/faq/999999', { token, body: { question: 'Q', answer: 'A', sortOrder: 0, isPublished: true } }), 404);
  });

  test('delete answers 204, then 404', async () => {
    const token = await t.token('staff');
    const faq = await createFaq(t, { question: 'Gone?', answer: 'Yes.' });
    const res = await t.api('DELETE', `/api/faq/${faq.id}`, { token });
    assertStatus(res, 204);
    assert.equal(res.body, '');
    assertProblem(await t.api('GET', `/api/faq/${faq.id}`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/faq/${faq.id}`, { token }), 404);
  });

  test('create, update and delete are audited in their transaction; a refused write leaves no entry', async () => {
    const token = await t.token();
    const faq = await createFaq(t, { question: 'Audited?', answer: 'Yes.' });
    assertStatus(await t.api('PUT', `/api/faq/${faq.id}`, { token, body: { question: 'Audited?', answer: 'Always.', sortOrder: 0, isPublished: false } }), 200);
    const count = await auditCount(t);
    assertProblem(await t.api('PUT', '/api/faq/999999', { token, body: { question: 'x', answer: 'y', sortOrder: 0, isPublished: true } }), 404);
    assert.equal(await auditCount(t), count);
    assertStatus(await t.api('DELETE', `/api/faq/${faq.id}`, { token }), 204);
    const entries = await auditOf(t, 'faq', faq.id);
    assert.deepEqual(entries.map((entry) => entry.operation), ['faq.create', 'faq.update', 'faq.delete']);
    assert.deepEqual(entries[1]!.changes, { answer: { before: 'Yes.', after: 'Always.' }, isPublished: { before: true, after: false } });
  });

  test('every operation needs a bearer token and validates ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/faq'],
      ['GET', '/api/faq/1'],
      ['POST', '/api/faq'],
      ['PUT', '/api/faq/1'],
      ['DELETE', '/api/faq/1'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? { question: 'q', answer: 'a' } : undefined }), 401);
    }
    const token = await t.token();
    for (const method of ['GET', 'DELETE'] as const) assertProblem(await t.api(method, '/api/faq/-1', { token }), 400, { fields: ['id'] });
  });
});
