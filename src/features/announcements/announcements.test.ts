import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

const DAY = 86_400_000;
const clock = manualClock('2026-11-23T12:00:00.000Z');
const at = (offsetDays: number) => new Date(clock.now().getTime() + offsetDays * DAY).toISOString();

async function announce(t: TestContext, body: Record<string, unknown>) {
  const res = await t.api('POST', '/api/announcement', { token: await t.token('staff'), body });
  assertStatus(res, 201);
  return res.data;
}

describeApi('announcements', (t) => {
  test('create answers 201 with the announcement; instants are stored in UTC', async () => {
    const res = await t.api('POST', '/api/announcement', {
      token: await t.token(),
      body: { title: 'Holiday hours', content: 'Closed on\nNew Year.', startsAt: '2026-01-01T09:00:00+09:00', endsAt: null },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/announcement/${res.data.id}`);
    assert.equal(res.data.startsAt, '2026-01-01T00:00:00.000Z');
    assert.equal(res.data.endsAt, null);
    assert.equal(res.data.isPinned, false);
    assert.equal(res.data.sortOrder, 0);
    assert.equal(res.data.isPublished, true);
    const read = await t.api('GET', `/api/announcement/${res.data.id}`, { token: await t.token() });
    assertStatus(read, 200);
    assert.deepEqual(read.data, res.data);
  });

  test('fields are validated; the window must end after it starts', async () => {
    const token = await t.token();
    const bad = await t.api('POST', '/api/announcement', {
      token,
      body: { title: '', content: 'x'.repeat(20_001), startsAt: '2026-01-01', endsAt: 'soon', isPinned: 'yes', audience: 'all' },
    });
    assertProblem(bad, 400, { fields: ['title', 'content', 'startsAt', 'endsAt', 'isPinned', 'audience'] });
    const backwards = await t.api('POST', '/api/announcement', {
      token,
      body: { title: 'T', content: 'C', startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-02-01T00:00:00Z' },
    });
    assertProblem(backwards, 400, { code: 'invalid_window', fields: ['endsAt'] });
  });

  test('listing: pinned first, then sortOrder, then newest; active=true keeps the current window', async () => {
    const token = await t.token();
    const tag = 'Ordering probe';
    const plainOld = await announce(t, { title: `${tag} plain old`, content: 'c', sortOrder: 1 });
    const plainNew = await announce(t, { title: `${tag} plain new`, content: 'c', sortOrder: 1 });
    const early = await announce(t, { title: `${tag} early`, content: 'c', sortOrder: 0 });
    const pinned = await announce(t, { title: `${tag} pinned`, content: 'c', isPinned: true, sortOrder: 9 });
    const future = await announce(t, { title: `${tag} future`, content: 'c', startsAt: at(1) });
    const past = await announce(t, { title: `${tag} past`, content: 'c', startsAt: at(-3), endsAt: at(-1) });
    const draft = await announce(t, { title: `${tag} draft`, content: 'c', isPublished: false });
    const open = await announce(t, { title: `${tag} open`, content: 'c', startsAt: at(-1), endsAt: at(1), sortOrder: 2 });

    const ids = async (query: Record<string, string | boolean>) => {
      const res = await t.api('GET', '/api/announcement', { token, query: { search: tag, ...query } });
      assertStatus(res, 200);
      return res.data.items.map((item: { id: number }) => item.id);
    };
    assert.deepEqual(await ids({}), [pinned.id, draft.id, past.id, future.id, early.id, plainNew.id, plainOld.id, open.id]);
    assert.deepEqual(await ids({ active: true }), [pinned.id, early.id, plainNew.id, plainOld.id, open.id]);
    assert.deepEqual(await ids({ active: false }), [draft.id, past.id, future.id]);
    assert.deepEqual(await ids({ isPinned: true }), [pinned.id]);

    const listed = await t.api('GET', '/api/announcement', { token, query: { search: tag } });
    const activeFlags = Object.fromEntries(listed.data.items.map((item: { id: number; isActive: boolean }) => [item.id, item.isActive]));
    assert.equal(activeFlags[open.id], true);
    assert.equal(activeFlags[future.id], false);
    assert.equal(activeFlags[past.id], false);
    assert.equal(activeFlags[draft.id], false);
    assertProblem(await t.api('GET', '/api/announcement', { token, query: { active: 'now' } }), 400, { fields: ['active'] });
  });

  test('update replaces the announcement; unknown ids are 404', async () => {
    const token = await t.token('staff');
    const made = await announce(t, { title: 'Before', content: 'c', startsAt: at(-1), endsAt: at(1) });
    const body = { title: 'After', content: 'new', isPinned: true, sortOrder: 3, isPublished: true };
    const res = await t.api('PUT', `/api/announcement/${made.id}`, { token, body });
    assertStatus(res, 200);
    assert.deepEqual(
      [res.data.title, res.data.content, res.data.isPinned, res.data.sortOrder, res.data.startsAt, res.data.endsAt, res.data.isActive],
      ['After', 'new', true, 3, null, null, true],
    );
    assertProblem(await t.api('PUT', `/api/announcement/${made.id}`, { token, body: { title: 'x', content: 'y' } }), 400, {
      fields: ['isPinned', 'sortOrder', 'isPublished'],
    });
    const backwards = { ...body, startsAt: at(2), endsAt: at(1) };
    assertProblem(await t.api('PUT', `/api/announcement/${made.id}`, { token, body: backwards }), 400, { fields: ['endsAt'] });
    assertProblem(await t.api('PUT', '/api/announcement/999999', { token, body }), 404);
  });

  test('delete answers 204, then 404', async () => {
    const token = await t.token();
    const made = await announce(t, { title: 'Gone', content: 'c' });
    const res = await t.api('DELETE', `/api/announcement/${made.id}`, { token });
    assertStatus(res, 204);
    assert.equal(res.body, '');
    assertProblem(await t.api('GET', `/api/announcement/${made.id}`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/announcement/${made.id}`, { token }), 404);
  });

  test('PUT accepts the representation GET answered: read-only fields are ignored, other unknown fields stay 400', async () => {
    const token = await t.token();
    const made = await announce(t, { title: 'Round trip', content: 'As read.', startsAt: at(-1) });
    const read = (await t.api('GET', `/api/announcement/${made.id}`, { token })).data;
    const sent = { ...read, title: 'Round trip, edited', id: 424242, isActive: false, createdAt: '2000-01-01T00:00:00.000Z' };
    const res = await t.api('PUT', `/api/announcement/${made.id}`, { token, body: sent });
    assertStatus(res, 200);
    assert.equal(res.data.id, made.id);
    assert.equal(res.data.title, 'Round trip, edited');
    assert.equal(res.data.isActive, true);
    assert.equal(res.data.createdAt, made.createdAt);
    assertProblem(await t.api('PUT', `/api/announcement/${made.id}`, { token, body: { ...read, color: 'red' } }), 400, { fields: ['color'] });
    assertProblem(await t.api('PUT', `/api/announcement/${made.id}`, { token, body: { ...read, createdAt: 'yesterday' } }), 400, { fields: ['createdAt'] });
    const doc = (await t.api('GET', '/api/openapi.json')).data;
    const schema = doc.paths['/api/announcement/{id}'].put.requestBody.content['application/json'].schema;
    for (const field of ['id', 'isActive', 'createdAt', 'updatedAt']) assert.equal(schema.properties[field].readOnly, true, field);
  });

  test('create, update and delete are audited in their transaction; a refused write leaves no entry', async () => {
    const token = await t.token();
    const made = await announce(t, { title: 'Audited', content: 'Text.' });
    assertStatus(await t.api('PUT', `/api/announcement/${made.id}`, { token, body: { title: 'Audited', content: 'Text.', isPinned: true, sortOrder: 0, isPublished: true } }), 200);
    const count = await auditCount(t);
    const bad = { title: 'Audited', content: 'Text.', isPinned: true, sortOrder: 0, isPublished: true, startsAt: at(2), endsAt: at(1) };
    assertProblem(await t.api('PUT', `/api/announcement/${made.id}`, { token, body: bad }), 400, { code: 'invalid_window' });
    assert.equal(await auditCount(t), count);
    assertStatus(await t.api('DELETE', `/api/announcement/${made.id}`, { token }), 204);
    const entries = await auditOf(t, 'announcement', made.id);
    assert.deepEqual(entries.map((entry) => entry.operation), ['announcement.create', 'announcement.update', 'announcement.delete']);
    assert.deepEqual(entries[1]!.changes, { isPinned: { before: false, after: true } });
  });

  test('every operation needs a bearer token and validates ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/announcement'],
      ['GET', '/api/announcement/1'],
      ['POST', '/api/announcement'],
      ['PUT', '/api/announcement/1'],
      ['DELETE', '/api/announcement/1'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' || method === 'PUT' ? { title: 't', content: 'c' } : undefined }), 401);
    }
    const token = await t.token();
    for (const method of ['GET', 'DELETE'] as const) {
      assertProblem(await t.api(method, '/api/announcement/x', { token }), 400, { fields: ['id'] });
    }
  });
}, { app: { clock } });
