import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readJson } from '../../db/sql-helpers.js';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { capturedLog } from '../../testing/log-capture.js';
import { newClient } from '../../testing/records.js';

const log = capturedLog();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Entry {
  operation: string;
  userId: number | null;
  requestId: string | null;
  recordType: string | null;
  bulkRead: { filter: Record<string, unknown>; rows: number; complete: boolean } | null;
}

/** The newest audit entries of an operation, read straight from the table. */
async function entriesOf(t: TestContext, operation: string): Promise<Entry[]> {
  const rows = await t.db.selectFrom('audit_log').selectAll().where('operation', '=', operation).orderBy('id', 'desc').execute();
  return rows.map((row) => ({
    operation: row.operation,
    userId: row.user_id,
    requestId: row.request_id,
    recordType: row.record_type,
    bulkRead: readJson(row.bulk_read as Entry['bulkRead'] | string | null),
  }));
}

async function userIdOf(t: TestContext, role: 'admin' | 'staff'): Promise<number> {
  const token = await t.token(role);
  return (await t.api('GET', '/api/users/me', { token })).data.id;
}

const EXPORTS = [
  { path: '/api/client/export', operation: 'client.export', query: { search: 'Attributed' } },
  { path: '/api/taxfiling/export', operation: 'filing.export', query: { taxYear: 2026 } },
  { path: '/api/revenue-tracking/export', operation: 'revenue.export', query: { isPaid: true } },
  { path: '/api/deadlines/export', operation: 'deadline.export', query: { state: 'overdue' } },
] as const;

describeApi(
  'bulk reads are attributed (issue 28.10)',
  (t) => {
    test('every export is admin-only: staff get 403 and nothing is recorded', async () => {
      const staff = await t.token('staff');
      for (const { path, operation } of EXPORTS) {
        assertProblem(await t.api('GET', path, { token: staff }), 403, { code: 'forbidden' });
        assert.deepEqual(await entriesOf(t, operation), [], `${path}: a refused export is no read`);
      }
    });

    test('an export is recorded with who, the filter and how many rows went out', async () => {
      const admin = await t.token('admin');
      const adminId = await userIdOf(t, 'admin');
      for (const name of ['Attributed One', 'Attributed Two', 'Attributed Three']) await newClient(t, name);
      await newClient(t, 'Someone Else');
      for (const { path, operation, query } of EXPORTS) {
        const res = await t.api('GET', path, { token: admin, query });
        assertStatus(res, 200);
        const [entry, ...older] = await entriesOf(t, operation);
        assert.equal(older.length, 0, `${path}: one entry per export`);
        assert.equal(entry!.userId, adminId, `${path}: who`);
        assert.equal(entry!.requestId, res.headers['x-request-id'], `${path}: the request's id`);
        assert.equal(entry!.recordType, null, `${path}: a read of many records names none`);
        const dataLines = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean).length - 1;
        const { filter, ...count } = entry!.bulkRead!;
        assert.deepEqual(count, { rows: dataLines, complete: true }, `${path}: how many`);
        // The filter as applied: what the caller sent, with the defaults it left out (a sort order).
        for (const [name, value] of Object.entries(query)) assert.equal(filter[name], value, `${path}: the filter's ${name}`);
      }
      const [clients] = await entriesOf(t, 'client.export');
      assert.equal(clients!.bulkRead!.rows, 3, 'the three clients the filter matched');
    });

    test('a search is recorded with its words and result count', async () => {
      const staff = await t.token('staff');
      const res = await t.api('GET', '/api/search', { token: staff, query: { q: 'attributed', limit: 5 } });
      assertStatus(res, 200);
      const [entry] = await entriesOf(t, 'search.query');
      assert.equal(entry!.userId, await userIdOf(t, 'staff'));
      assert.equal(entry!.requestId, res.headers['x-request-id']);
      assert.deepEqual(entry!.bulkRead, { filter: { q: 'attributed', limit: 5 }, rows: res.data.items.length, complete: true });
      assert.ok(res.data.items.length >= 3);
    });

    test('reading the audit trail is itself recorded, and listed with what was read', async () => {
      const admin = await t.token('admin');
      const first = await t.api('GET', '/api/audit-log', { token: admin, query: { operation: 'client.export', pageSize: 5 } });
      assertStatus(first, 200);
      const [entry] = await entriesOf(t, 'audit.read');
      assert.deepEqual(entry!.bulkRead, { filter: { operation: 'client.export', pageSize: 5, page: 1 }, rows: first.data.items.length, complete: true });
      assert.equal(entry!.requestId, first.headers['x-request-id']);

      const reads = await t.api('GET', '/api/audit-log', { token: admin, query: { operation: 'audit.read' } });
      assertStatus(reads, 200);
      const listed = reads.data.items.find((item: { requestId: string }) => item.requestId === first.headers['x-request-id']);
      assert.deepEqual(listed.bulkRead, entry!.bulkRead);
      assert.equal(listed.changes, null);
      // A refused read (staff) records nothing.
      const before = (await entriesOf(t, 'audit.read')).length;
      assertProblem(await t.api('GET', '/api/audit-log', { token: await t.token('staff') }), 403, { code: 'forbidden' });
      assert.equal((await entriesOf(t, 'audit.read')).length, before);
    });

    test('deleting a client is admin-only', async () => {
      const id = await newClient(t, 'Kept Client');
      assertProblem(await t.api('DELETE', `/api/client/${id}`, { token: await t.token('staff') }), 403, { code: 'forbidden' });
      assertStatus(await t.api('GET', `/api/client/${id}`, { token: await t.token('staff') }), 200);
      assertStatus(await t.api('DELETE', `/api/client/${id}`, { token: await t.token('admin') }), 204);
    });

    test("the server's request id is its own; a caller's X-Request-Id is kept beside it, in the logs and a header of its own", async () => {
      const staff = await t.token('staff');
      const staffId = await userIdOf(t, 'staff');
      log.lines.length = 0;
      const res = await t.api('GET', '/api/users/me', { token: staff, headers: { 'x-request-id': 'caller-id-7' } });
      const id = String(res.headers['x-request-id']);
      assert.match(id, UUID, 'never the caller\'s id instead of its own');
      assert.equal(res.headers['x-caller-request-id'], 'caller-id-7');
      const lines = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === id);
      assert.ok(lines.length >= 2, 'the request is logged');
      for (const line of lines) assert.equal(line.callerRequestId, 'caller-id-7', `${String(line.msg)}: the caller's id`);
      const completed = lines.find((line) => line.msg === 'request completed');
      assert.equal(completed?.userId, staffId, 'the user is named in the request\'s log line');

      // A caller's id that is not sane is neither echoed nor logged; the server's id stands alone.
      const odd = await t.api('GET', '/healthz', { headers: { 'x-request-id': 'bad id\twith spaces' } });
      assert.match(String(odd.headers['x-request-id']), UUID);
      assert.equal(odd.headers['x-caller-request-id'], undefined);
      // Two callers sending one id still get two ids of the server's.
      const again = await t.api('GET', '/healthz', { headers: { 'x-request-id': 'caller-id-7' } });
      assert.notEqual(again.headers['x-request-id'], id);
    });
  },
  { app: { logStream: log.stream }, config: { logLevel: 'info' } },
);
