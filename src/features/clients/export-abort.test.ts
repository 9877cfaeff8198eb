import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { REPORT_POOL_SIZE } from '../../db/report-reads.js';
import { readJson } from '../../db/sql-helpers.js';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';

/** Clients with long notes: the export (about 9 MB) is far more than the socket buffers hold. */
const CLIENTS = 1000;
const NOTES = 'n'.repeat(9000);

async function seed(t: TestContext, token: string): Promise<void> {
  for (let start = 0; start < CLIENTS; start += 25) {
    const batch = Array.from({ length: Math.min(25, CLIENTS - start) }, (_, i) =>
      t.api('POST', '/api/client', { token, body: { name: `Export ${start + i}`, clientType: 'individual', notes: NOTES } }),
    );
    for (const res of await Promise.all(batch)) assertStatus(res, 201);
  }
}

/**
 * GET /api/client/export over a real socket that is destroyed as soon as the first chunk of the
 * body arrives. Resolves with the status the server had answered.
 */
function abortAfterFirstChunk(port: number, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/client/export', agent: false, headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(response.statusCode!);
      });
      response.once('end', () => reject(new Error('the whole export arrived before the client could abort it')));
    });
    request.on('error', () => {});
    // A connection that never gets its first chunk (the export pool held by earlier aborts) fails the test.
    request.setTimeout(60_000, () => reject(new Error('no first chunk of the export within 60 s: a connection or statement still held?')));
  });
}

async function serverErrors(t: TestContext): Promise<number> {
  const { values } = await t.app.metrics.problems.get();
  return values.filter((value) => Number(value.labels.status) >= 500).reduce((sum, value) => sum + value.value, 0);
}

describeApi('client export aborted mid-stream (issue 28)', (t) => {
  test('the client goes away after the first chunk: the statement and connection are freed, no 5xx, the next requests answer', async () => {
    const token = await t.token();
    await seed(t, token);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const errorsBefore = await serverErrors(t);

    // One more abort than the PostgreSQL export pool has connections: a leaked connection would
    // leave the last one without a first chunk. On SQLite the export reads on the serving
    // connection: an iterator left open would make every following statement fail.
    for (let i = 0; i <= REPORT_POOL_SIZE; i++) {
      assert.equal(await abortAfterFirstChunk(port, token), 200, `abort ${i + 1}: the export had begun`);
      // A write right after the abort: on SQLite it fails while the export's statement is still open.
      const res = await fetch(`http://127.0.0.1:${port}/api/client`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `After abort ${i}`, clientType: 'individual' }),
      });
      assert.equal(res.status, 201, `a write after abort ${i + 1}`);
    }

    // Each aborted export was recorded as stopped early, with fewer rows than there are: the
    // server noticed the client was gone mid-stream and ended the read (its finally ran).
    const exports = await t.db.selectFrom('audit_log').select('bulk_read').where('operation', '=', 'client.export').orderBy('id').execute();
    assert.equal(exports.length, REPORT_POOL_SIZE + 1, 'one audit entry per aborted export');
    for (const entry of exports) {
      const read = readJson<{ rows: number; complete: boolean }>(entry.bulk_read as unknown as string);
      assert.equal(read.complete, false, 'recorded as stopped early');
      assert.ok(read.rows < CLIENTS, `stopped mid-stream (${read.rows} of ${CLIENTS} rows)`);
    }

    // As many full exports at once as the pool has connections, and one more: all complete.
    const full = await Promise.all(
      Array.from({ length: REPORT_POOL_SIZE + 1 }, () =>
        fetch(`http://127.0.0.1:${port}/api/client/export`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(120_000) }).then(async (res) => ({
          status: res.status,
          lines: (await res.text()).split('\r\n').filter(Boolean).length,
        })),
      ),
    );
    for (const res of full) assert.deepEqual(res, { status: 200, lines: 1 + CLIENTS + REPORT_POOL_SIZE + 1 }, 'header and every client');
    if (t.dialect === 'postgres') {
      const pool = t.app.metrics.registry.getSingleMetric('taxdesk_db_pool_waiting');
      assert.equal(((await pool?.get())?.values[0]?.value ?? 0), 0, 'nothing waits for a serving connection');
    }
    assert.equal(await serverErrors(t), errorsBefore, 'no 5xx answered');
  });
});
