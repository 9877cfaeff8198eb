import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

async function put(t: TestContext, group: string, value: string, body: Record<string, unknown>) {
  return t.api('PUT', `/api/commoncode/groups/${group}/${value}`, { token: await t.token('admin'), body });
}

describeApi('common codes', (t) => {
  test('a new firm starts with its pick lists: tax types, services, taxpayer and activity types, each with an English and a Korean label', async () => {
    const token = await t.token('staff');
    for (const [group, first, ko] of [
      ['tax_type', 'VAT', '부가가치세'],
      ['service_type', 'bookkeeping', '기장대리'],
      ['taxpayer_type', 'individual', '개인'],
      ['activity_type', 'meeting', '미팅'],
    ] as const) {
      const res = await t.api('GET', `/api/commoncode/groups/${group}`, { token, query: { isActive: true } });
      assertStatus(res, 200);
      assert.ok(res.data.items.length >= 4, `${group} is seeded`);
      assert.equal(res.data.items[0].value, first);
      assert.equal(res.data.items[0].attributes.labels.ko, ko);
      assertEvery(res.data.items, (code: { name: string; attributes: { labels: { en: string; ko: string } } }) => code.attributes.labels.en === code.name && code.attributes.labels.ko.length > 0);
    }
    // Seeds are codes like any other: an admin edits them.
    assertStatus(await put(t, 'tax_type', 'gift', { name: 'Gift tax (donations)', sortOrder: 5, attributes: { labels: { en: 'Gift tax (donations)', ko: '증여세' } } }), 200);
  });

  test('upsert creates (201) and then replaces (200) a code', async () => {
    const first = await put(t, 'TAX_TYPE', 'VAT', { name: 'Value added tax', sortOrder: 2, attributes: { rate: 10, forms: ['A', 'B'] } });
    assertStatus(first, 201);
    assert.equal(first.headers.location, '/api/commoncode/groups/TAX_TYPE/VAT');
    assert.deepEqual({ ...first.data, createdAt: '', updatedAt: '' }, {
      group: 'TAX_TYPE',
      value: 'VAT',
      name: 'Value added tax',
      sortOrder: 2,
      isActive: true,
      attributes: { rate: 10, forms: ['A', 'B'] },
      createdAt: '',
      updatedAt: '',
    });
    const second = await put(t, 'TAX_TYPE', 'VAT', { name: 'VAT', isActive: false });
    assertStatus(second, 200);
    assert.equal(second.data.name, 'VAT');
    // A replacement: what is left out takes its default.
    assert.equal(second.data.sortOrder, 0);
    assert.equal(second.data.attributes, null);
    assert.equal(second.data.isActive, false);
    assert.equal(second.data.createdAt, first.data.createdAt);
    const read = await t.api('GET', '/api/commoncode/groups/TAX_TYPE/VAT', { token: await t.token('staff') });
    assertStatus(read, 200);
    assert.deepEqual(read.data, second.data);
  });

  test('group and value with any white space are refused, in every path', async () => {
    const token = await t.token();
    const cases: Array<[string, string]> = [
      ['TAX%20TYPE', 'VAT'],
      ['TAX_TYPE', 'V%09AT'],
      ['TAX_TYPE', 'VAT%E3%80%80'],
      ['%C2%A0', 'VAT'],
    ];
    for (const [group, value] of cases) {
      const upsert = await t.api('PUT', `/api/commoncode/groups/${group}/${value}`, { token, body: { name: 'x' } });
      const field = group.includes('%') ? 'group' : 'value';
      assertProblem(upsert, 400, { fields: [field] });
      assert.deepEqual(upsert.data.errors[field], ['must not contain white space']);
      assertProblem(await t.api('GET', `/api/commoncode/groups/${group}/${value}`, { token }), 400, { fields: [field] });
      assertProblem(await t.api('DELETE', `/api/commoncode/groups/${group}/${value}`, { token }), 400, { fields: [field] });
    }
    assertProblem(await t.api('GET', '/api/commoncode/groups/A%20B', { token }), 400, { fields: ['group'] });
    const stored = await t.db.selectFrom('common_codes').select('id').where('code_group', 'like', '% %').execute();
    assert.deepEqual(stored, []);
  });

  test('the body is validated; there is no description field', async () => {
    const description = await put(t, 'G1', 'V1', { name: 'x', description: 'not a field' });
    assertProblem(description, 400, { fields: ['description'] });
    const bad = await put(t, 'G1', 'V1', { name: '', sortOrder: 1.5, isActive: 'yes', attributes: [1, 2] });
    assertProblem(bad, 400, { fields: ['name', 'sortOrder', 'isActive', 'attributes'] });
    assertProblem(await put(t, 'G1', 'V1', {}), 400, { fields: ['name'] });
    const huge = await put(t, 'G1', 'V1', { name: 'x', attributes: { blob: 'x'.repeat(5000) } });
    assertProblem(huge, 400, { fields: ['attributes'] });
    assertProblem(await t.api('GET', '/api/commoncode/groups/G1/V1', { token: await t.token() }), 404);
  });

  test('reads: all active codes, the groups, a group, one code', async () => {
    await put(t, 'REGION', 'SEOUL', { name: 'Seoul', sortOrder: 2 });
    await put(t, 'REGION', 'BUSAN', { name: 'Busan', sortOrder: 1 });
    await put(t, 'REGION', 'ULSAN', { name: 'Ulsan', sortOrder: 1 });
    await put(t, 'REGION', 'OLD', { name: 'Retired', sortOrder: 0, isActive: false });
    await put(t, 'ACCOUNT', 'A1', { name: 'First', sortOrder: 5 });
    await put(t, 'DORMANT', 'D1', { name: 'Only inactive', isActive: false });
    const token = await t.token('staff');

    const active = await t.api('GET', '/api/commoncode', { token });
    assertStatus(active, 200);
    const keys = active.data.items.map((code: { group: string; value: string }) => `${code.group}/${code.value}`);
    const mine = keys.filter((key: string) => /^(REGION|ACCOUNT|DORMANT)\//.test(key));
    assert.deepEqual(mine, ['ACCOUNT/A1', 'REGION/BUSAN', 'REGION/ULSAN', 'REGION/SEOUL']);
    assertEvery(active.data.items, (code: { isActive: boolean }) => code.isActive);

    const groups = await t.api('GET', '/api/commoncode/groups', { token });
    assertStatus(groups, 200);
    const byName = Object.fromEntries(groups.data.items.map((item: { group: string }) => [item.group, item]));
    assert.deepEqual(byName.REGION, { group: 'REGION', codeCount: 4, activeCount: 3 });
    assert.deepEqual(byName.DORMANT, { group: 'DORMANT', codeCount: 1, activeCount: 0 });
    const names = groups.data.items.map((item: { group: string }) => item.group);
    assert.deepEqual(names, [...names].sort());

    const region = await t.api('GET', '/api/commoncode/groups/REGION', { token });
    assertStatus(region, 200);
    assert.deepEqual(region.data.items.map((code: { value: string }) => code.value), ['OLD', 'BUSAN', 'ULSAN', 'SEOUL']);
    const regionActive = await t.api('GET', '/api/commoncode/groups/REGION', { token, query: { isActive: true } });
    assert.deepEqual(regionActive.data.items.map((code: { value: string }) => code.value), ['BUSAN', 'ULSAN', 'SEOUL']);
    const dormant = await t.api('GET', '/api/commoncode/groups/DORMANT', { token, query: { isActive: true } });
    assertStatus(dormant, 200);
    assert.deepEqual(dormant.data.items, []);
    assertProblem(await t.api('GET', '/api/commoncode/groups/NO_SUCH_GROUP', { token }), 404);
    assertProblem(await t.api('GET', '/api/commoncode/groups/REGION', { token, query: { isActive: 'maybe' } }), 400, { fields: ['isActive'] });
    assertProblem(await t.api('GET', '/api/commoncode/groups/REGION/NOPE', { token }), 404);
  });

  test('delete answers 204, then 404', async () => {
    await put(t, 'TEMP', 'X', { name: 'Temporary' });
    const token = await t.token();
    const res = await t.api('DELETE', '/api/commoncode/groups/TEMP/X', { token });
    assertStatus(res, 204);
    assert.equal(res.body, '');
    assertProblem(await t.api('GET', '/api/commoncode/groups/TEMP/X', { token }), 404);
    assertProblem(await t.api('DELETE', '/api/commoncode/groups/TEMP/X', { token }), 404);
  });

  test('concurrent first writes of one code create it once', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => put(t, 'RACE', 'ONE', { name: `Writer ${i}` })));
    assert.deepEqual(results.map((res) => res.statusCode).sort(), [200, 200, 200, 200, 200, 201]);
    const rows = await t.db.selectFrom('common_codes').select('id').where('code_group', '=', 'RACE').execute();
    assert.equal(rows.length, 1);
  });

  test('create, replace and delete are audited; refused writes leave no entry', async () => {
    assertStatus(await put(t, 'AUD', 'ONE', { name: 'First', attributes: { rate: 1 } }), 201);
    assertStatus(await put(t, 'AUD', 'ONE', { name: 'Second', attributes: { rate: 1 } }), 200);
    const count = await auditCount(t);
    assertProblem(await put(t, 'AUD', 'ONE', { name: 'Big', attributes: { text: 'x'.repeat(20_000) } }), 400, { fields: ['attributes'] });
    assertProblem(await t.api('DELETE', '/api/commoncode/groups/AUD/NONE', { token: await t.token('admin') }), 404);
    assert.equal(await auditCount(t), count);
    assertStatus(await t.api('DELETE', '/api/commoncode/groups/AUD/ONE', { token: await t.token('admin') }), 204);
    const entries = await auditOf(t, 'common_code', 'AUD/ONE');
    assert.deepEqual(entries.map((entry) => entry.operation), ['common_code.create', 'common_code.update', 'common_code.delete']);
    assert.deepEqual(entries[0]!.changes!.attributes, { before: null, after: { rate: 1 } });
    assert.deepEqual(entries[1]!.changes, { name: { before: 'First', after: 'Second' } });
  });

  test('staff may read but not write; anonymous callers get 401', async () => {
    const staff = await t.token('staff');
    assertProblem(await t.api('PUT', '/api/commoncode/groups/S/T', { token: staff, body: { name: 'x' } }), 403, { code: 'forbidden' });
    await put(t, 'S', 'T', { name: 'Admin made' });
    assertProblem(await t.api('DELETE', '/api/commoncode/groups/S/T', { token: staff }), 403);
    assertStatus(await t.api('GET', '/api/commoncode/groups/S/T', { token: staff }), 200);
    for (const [method, url] of [
      ['GET', '/api/commoncode'],
      ['GET', '/api/commoncode/groups'],
      ['GET', '/api/commoncode/groups/S'],
      ['GET', '/api/commoncode/groups/S/T'],
      ['PUT', '/api/commoncode/groups/S/T'],
      ['DELETE', '/api/commoncode/groups/S/T'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'PUT' ? { name: 'x' } : undefined }), 401);
    }
  });
});
