import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase } from './database.js';
import { sqliteReportThread } from './report-reads.js';

/*
 * Issue 28.14: the report thread holds an isolate of its own (20-30 MiB); once reports stop it ends
 * after WORKER_IDLE_MS, and the next report starts a new one. The idle time is fired by hand here.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-report-reads-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('an idle report thread ends; a report meanwhile restarts the count; the next report starts a new thread', async () => {
  const serving = openDatabase({ kind: 'sqlite', file: path.join(dir, 'reports.db') });
  const pending: Array<{ fire: () => void; cancelled: boolean }> = [];
  const reads = sqliteReportThread(path.join(dir, 'reports.db'), serving, {
    schedule: (fire) => {
      const entry = { fire, cancelled: false };
      pending.push(entry);
      return () => (entry.cancelled = true);
    },
  });
  const fireIdle = () => pending.filter((entry) => !entry.cancelled).forEach((entry) => entry.fire());
  const one = () => sql<{ one: number }>`select 1 as one`.execute(reads.db);
  try {
    assert.equal(reads.threadRunning, false, 'no thread before the first report');
    assert.deepEqual((await one()).rows, [{ one: 1 }]);
    assert.equal(reads.threadRunning, true);

    assert.equal(pending.length, 1, 'idle from the end of the report');
    // The next report cancels that count and starts a new one when it ends.
    await one();
    assert.deepEqual(pending.map((entry) => entry.cancelled), [true, false]);
    assert.equal(reads.threadRunning, true);

    fireIdle();
    assert.equal(reads.threadRunning, false, 'idle: ended');
    assert.deepEqual((await one()).rows, [{ one: 1 }], 'the next report works');
    assert.equal(reads.threadRunning, true, 'on a new thread');
    assert.equal(reads.statementsOffThread, 3);
  } finally {
    await reads.close();
    await serving.close();
  }
});
