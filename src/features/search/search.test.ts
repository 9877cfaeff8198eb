import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertEvery, assertProblem, assertStatus } from '../../testing/assertions.js';
import * as searchIndexMigration from '../../db/migrations/0021_search_index.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { CANDIDATES } from './repository.js';

async function created(t: TestContext, url: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', url, { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data.id;
}

describeApi('search', (t) => {
  async function find(q: string, token?: string) {
    const res = await t.api('GET', '/api/search', { token: token ?? (await t.token('staff')), query: { q } });
    assertStatus(res, 200);
    return res.data.items as Array<{ kind: string; id: number; title: string; detail: string }>;
  }
  const keys = (items: Array<{ kind: string; id: number }>) => items.map((item) => `${item.kind}:${item.id}`).sort();

  test('finds clients by name, email, phone and business number, inquiries, companies and posts, as you type', async () => {
    const kim = await created(t, '/api/client', { name: 'Kim Minjun', clientType: 'business', email: 'minjun.kim@example.com', phone: '010-1234-5678', businessNumber: '123-45-67890' });
    const korean = await created(t, '/api/client', { name: '박서준', clientType: 'individual' });
    const company = await created(t, '/api/company', { code: 'HANRIVER-01', name: 'Han River Trading', businessNumber: '220-81-62517' });
    const post = await created(t, '/api/blog', { title: 'Quarterly VAT deadlines', content: '<p>Due dates.</p>', status: 'published' });
    const inquiry = await t.api('POST', '/api/inquiry', { body: { name: 'Choi Yuna', email: 'yuna@example.com', subject: 'Cafe bookkeeping', message: 'I run a small cafe in Mapo.' } });
    assertStatus(inquiry, 201);

    assert.deepEqual(keys(await find('Kim')), [`client:${kim}`]);
    assert.deepEqual(keys(await find('min')), [`client:${kim}`], 'a word prefix, while typing');
    assert.deepEqual(keys(await find('minjun.kim@example.com')), [`client:${kim}`]);
    assert.deepEqual(keys(await find('1234')), [`client:${kim}`], 'a part of the phone');
    assert.deepEqual(keys(await find('01012345678')), [`client:${kim}`], 'the phone without dashes');
    assert.deepEqual(keys(await find('1234567890')), [`client:${kim}`], 'the business number without dashes');
    assert.deepEqual(keys(await find('123-45')), [`client:${kim}`]);
    assert.deepEqual(keys(await find('kim 010')), [`client:${kim}`], 'every word must match');
    assert.deepEqual(await find('kim 999'), []);
    assert.deepEqual(keys(await find('박서')), [`client:${korean}`]);
    assert.deepEqual(keys(await find('hanriver')), [`company:${company}`]);
    assert.deepEqual(keys(await find('river trad')), [`company:${company}`]);
    const [companyHit] = await find('river trad');
    assert.equal(companyHit?.detail, 'HANRIVER-01 ********2517', "a company's business number masked too");
    assert.deepEqual(keys(await find('vat deadl')), [`post:${post}`]);
    assert.deepEqual(keys(await find('mapo')), [`inquiry:${inquiry.data.id}`], "an inquiry's message");
    const [hit] = await find('Kim Minjun');
    assert.deepEqual(hit, { kind: 'client', id: kim, title: 'Kim Minjun', detail: 'minjun.kim@example.com 010-1234-5678 ********7890' }, 'the business number masked as in the audit log');
  });

  test('the index follows every write: an update, a conversion, a deleted client', async () => {
    const token = await t.token();
    const id = await created(t, '/api/client', { name: 'Oldname Lee', clientType: 'individual' });
    assertStatus(await t.api('PUT', `/api/client/${id}`, { token, body: { name: 'Newname Lee', clientType: 'individual', status: 'active' } }), 200);
    assert.deepEqual(await find('oldname'), []);
    assert.deepEqual(keys(await find('newname')), [`client:${id}`]);
    assertStatus(await t.api('DELETE', `/api/client/${id}`, { token }), 204);
    assert.deepEqual(await find('newname'), [], 'a deleted client is not found');

    const inquiry = await t.api('POST', '/api/inquiry', { body: { name: 'Jung Hoseok', email: 'hoseok@example.com', subject: 'Payroll question', message: 'About payroll.' } });
    const converted = await t.api('POST', `/api/inquiry/${inquiry.data.id}/convert-to-client`, { token, body: {} });
    assertStatus(converted, 201);
    assert.deepEqual(keys(await find('hoseok')), [`client:${converted.data.clientId}`, `inquiry:${inquiry.data.id}`]);
  });

  test('hostile or empty text: 400 for a missing or bad query, nothing for punctuation, query syntax is only text; 401', async () => {
    await created(t, '/api/client', { name: 'Syntax Tester', clientType: 'individual' });
    for (const q of ['"', '*', 'NEAR(a b)', 'syntax OR *', "syntax' & !", 'syntax:*|x', '-syntax', '^syntax']) {
      const res = await t.api('GET', '/api/search', { token: await t.token(), query: { q } });
      assertStatus(res, 200);
    }
    assert.equal((await find('syntax OR *')).length, 0, 'OR is a word here, not an operator');
    assert.deepEqual(await find('--- ***'), []);
    assertProblem(await t.api('GET', '/api/search', { token: await t.token() }), 400, { fields: ['q'] });
    assertProblem(await t.api('GET', '/api/search', { token: await t.token(), query: { q: 'x', limit: 51 } }), 400, { fields: ['limit'] });
    assertProblem(await t.api('GET', '/api/search', { token: await t.token(), query: { q: 'a'.repeat(101) } }), 400, { fields: ['q'] });
    assertProblem(await t.api('GET', '/api/search', { query: { q: 'kim' } }), 401, { code: 'unauthorized' });
  });

  test('bounded words (issue 28.3): repeats and words another word starts with are dropped, one-letter words too beside a longer one; alone, or more than 8, they are 400', async () => {
    const kim = await created(t, '/api/client', { name: 'Boundsy Kimberly', clientType: 'individual', phone: '010-7777-8888' });
    assert.deepEqual(keys(await find('kimberly k ki kim KIMBERLY b')), [`client:${kim}`]);
    assert.deepEqual(keys(await find('boundsy 7777 8888 010 kimberly')), [`client:${kim}`]);
    // The 33 one-letter words, and one letter alone, are refused before any index lookup.
    const token = await t.token();
    for (const q of ['k', 'a b c', Array.from({ length: 33 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(' ')]) {
      assertProblem(await t.api('GET', '/api/search', { token, query: { q } }), 400, { code: 'search_term_too_short', fields: ['q'] });
    }
    const nine = 'aa bb cc dd ee ff gg hh ii';
    assertProblem(await t.api('GET', '/api/search', { token, query: { q: nine } }), 400, { code: 'search_too_many_words', fields: ['q'] });
    // Eight different words pass, and so do more that repeat or start one another.
    assertStatus(await t.api('GET', '/api/search', { token, query: { q: 'aa bb cc dd ee ff gg hh' } }), 200);
    assertStatus(await t.api('GET', '/api/search', { token, query: { q: `${nine.slice(0, 23)} a aa aaa aaaa` } }), 200);
  });

  test('the migration fills the index from the rows already there, and its down step removes it', async () => {
    const id = await created(t, '/api/client', { name: 'Backfilled Yoon', clientType: 'individual', phone: '02-555-0199' });
    await searchIndexMigration.down(t.db);
    await searchIndexMigration.up(t.db);
    assert.deepEqual(keys(await find('backfilled 0199')), [`client:${id}`]);
  });

  test('a word that starts more than 1,000 entries ranks only the first 1,000 the index hands over (issue 28.3: candidates capped)', async () => {
    // Entries written straight into the index, as its triggers would: the best match comes last.
    const rows = Array.from({ length: CANDIDATES + 10 }, (_, i) => ({ kind: 'post' as const, record_id: 900_000 + i, title: `Cappable entry ${i}`, detail: '', body: '' }));
    rows[rows.length - 1]!.title = 'cappable cappable cappable cappable';
    await t.db.insertInto('search_index').values(rows).execute();
    try {
      const items = await find('cappable');
      assert.equal(items.length, 20, 'a full first page');
      assert.ok(!items.some((item) => item.id === 900_000 + CANDIDATES + 9), 'the entry past the candidates is not ranked');
      assertEvery(items, (item) => item.id < 900_000 + CANDIDATES, 'every result is among the first candidates');
    } finally {
      // Their rowids are not the ones the triggers compute: the later tests' writes must not meet them.
      await t.db.deleteFrom('search_index').where('record_id', '>=', 900_000).execute();
    }
  });

  test('limit caps the results, best match first', async () => {
    for (let i = 0; i < 5; i++) await created(t, '/api/client', { name: `Limited Person ${i}`, clientType: 'individual' });
    const res = await t.api('GET', '/api/search', { token: await t.token(), query: { q: 'limited', limit: 3 } });
    assertStatus(res, 200);
    assert.equal(res.data.items.length, 3);
  });
});
