import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedFreshRead } from './shared-fresh-read.js';

/** A read of a counter that a "write" changes; records when each read started. */
function counterSource() {
  const source = { value: 0, reads: 0 };
  const read = sharedFreshRead(async () => {
    source.reads++;
    const seen = source.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
    return seen;
  });
  return { source, read };
}

test('callers in one event-loop turn share one read (a synchronous database still reads once per turn)', async () => {
  const { source, read } = counterSource();
  const answers = await Promise.all([read(), read(), read(), read()]);
  assert.deepEqual(answers, [0, 0, 0, 0]);
  assert.equal(source.reads, 1);
});

test('a write made before a call is always seen by that call, even while an older read runs', async () => {
  const { source, read } = counterSource();
  const first = read();
  // Let the first read start, then write and ask again while it is still running.
  await new Promise<void>((resolve) => setImmediate(resolve));
  assert.equal(source.reads, 1);
  source.value = 1;
  const second = read();
  const third = read();
  assert.equal(await first, 0);
  assert.equal(await second, 1);
  assert.equal(await third, 1);
  assert.equal(source.reads, 2, 'the callers that came during the first read share the next one');
});

test('a failed read fails its callers only; the next call reads again', async () => {
  let fail = true;
  const read = sharedFreshRead(async () => {
    if (fail) throw new Error('connection lost');
    return 'ok';
  });
  await assert.rejects(Promise.all([read(), read()]), /connection lost/);
  fail = false;
  assert.equal(await read(), 'ok');
});
