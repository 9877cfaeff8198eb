import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

// Moved by the reorder test, so the rows it writes get a stamp of their own.
const clock = manualClock('2026-03-02T09:00:00.000Z');

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

  /** Every stored entry's id in list order, read straight from the table. */
  const storedOrder = async () =>
    (await t.db.selectFrom('faqs').select(['id', 'sort_order']).orderBy('sort_order').orderBy('id').execute()).map((row) => row.id);

  test('reorder puts the whole list in the order given: 10, 20, 30…, one audit entry, moved rows only', async () => {
    const token = await t.token('staff');
    await createFaq(t, { question: 'Reorder A', answer: 'a', sortOrder: 1 });
    await createFaq(t, { question: 'Reorder B', answer: 'b', sortOrder: 2 });
    await createFaq(t, { question: 'Reorder C', answer: 'c', sortOrder: 3 });
    const before = await storedOrder();
    const wanted = [...before].reverse();
    clock.advance(60_000);
    const res = await t.api('PUT', '/api/faq/order', { token, body: { ids: wanted } });
    assertStatus(res, 200);
    assert.deepEqual(res.data.items.map((faq: { id: number }) => faq.id), wanted);
    assert.deepEqual(res.data.items.map((faq: { sortOrder: number }) => faq.sortOrder), wanted.map((_, index) => (index + 1) * 10));
    assert.deepEqual(await storedOrder(), wanted);
    const entries = (await auditOf(t, 'faq')).filter((entry) => entry.operation === 'faq.reorder');
    assert.equal(entries.length, 1);
    assert.deepEqual(entries[0]!.changes, { order: { before, after: wanted } });

    // Moving one entry writes only the rows whose number changes.
    const swapped = [wanted[1]!, wanted[0]!, ...wanted.slice(2)];
    clock.advance(60_000);
    const again = await t.api('PUT', '/api/faq/order', { token, body: { ids: swapped } });
    assertStatus(again, 200);
    const stamp = (id: number) => again.data.items.find((faq: { id: number }) => faq.id === id).updatedAt;
    assert.notEqual(stamp(swapped[0]!), stamp(swapped[2]!), 'the untouched rows keep their stamp');
    assert.equal(stamp(swapped[0]!), stamp(swapped[1]!));
  });

  test('reorder with the order already stored writes nothing and no audit entry', async () => {
    const token = await t.token();
    await createFaq(t, { question: 'Steady', answer: 's' });
    const order = await storedOrder();
    assertStatus(await t.api('PUT', '/api/faq/order', { token, body: { ids: order } }), 200);
    const count = await auditCount(t);
    const res = await t.api('PUT', '/api/faq/order', { token, body: { ids: order } });
    assertStatus(res, 200);
    assert.equal(await auditCount(t), count, 'an unchanged order is not a change');
  });

  test('reorder refuses a list that is not exactly the stored entries (409 faq_order_stale), changing nothing', async () => {
    const token = await t.token();
    await createFaq(t, { question: 'Stale check', answer: 's' });
    const order = await storedOrder();
    const count = await auditCount(t);
    assertProblem(await t.api('PUT', '/api/faq/order', { token, body: { ids: order.slice(1).reverse() } }), 409, { code: 'faq_order_stale' });
    assertProblem(await t.api('PUT', '/api/faq/order', { token, body: { ids: [...order].reverse().concat(999_999) } }), 409, { code: 'faq_order_stale' });
    assert.deepEqual(await storedOrder(), order);
    assert.equal(await auditCount(t), count);
  });

  test('reorder validates its body and needs a token', async () => {
    const token = await t.token();
    for (const body of [{}, { ids: [] }, { ids: [1, 1] }, { ids: [0] }, { ids: ['1'] }, { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, { ids: [1], extra: true }]) {
      const res = await t.api('PUT', '/api/faq/order', { token, body });
      assertProblem(res, 400);
    }
    assertProblem(await t.api('PUT', '/api/faq/order', { body: { ids: [1] } }), 401);
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
}, { app: { clock } });
