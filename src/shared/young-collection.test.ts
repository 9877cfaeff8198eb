/*
 * The young-collection nudge (young-collection.ts): one collection per YOUNG_COLLECTION_EVERY_BYTES
 * of transfers, counted across transfers at once, with an injected collection. And what it asks
 * V8 for, in a node started as the systemd unit starts it: a scavenge, which frees dead
 * ArrayBuffers' bytes (the socket reads of an upload) without a full collection.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { YOUNG_COLLECTION_EVERY_BYTES, YoungCollectionNudge, youngCollectionNudge } from './young-collection.js';

const MiB = 2 ** 20;

test('one collection per 8 MiB received, whatever the chunks, and none before', () => {
  assert.equal(YOUNG_COLLECTION_EVERY_BYTES, 8 * MiB);
  let asked = 0;
  const nudge = new YoungCollectionNudge(() => asked++);
  for (let i = 0; i < 127; i++) nudge.received(64 * 1024);
  assert.equal(asked, 0, '127 socket reads of 64 KiB are under 8 MiB');
  nudge.received(64 * 1024);
  assert.equal(asked, 1, 'the 128th reaches it');
  // Odd sizes (busboy's slices around boundaries): the count restarts at each collection.
  for (let i = 0; i < 1000; i++) nudge.received(65_000);
  assert.equal(asked, 1 + Math.floor((1000 * 65_000) / (8 * MiB)));
  assert.equal(nudge.collections, asked);
});

test('transfers at once count together: 20 uploads of 10 MiB ask as often as one of 200 MiB', () => {
  let asked = 0;
  const nudge = new YoungCollectionNudge(() => asked++, 8 * MiB);
  for (let round = 0; round < 160; round++) for (let upload = 0; upload < 20; upload++) nudge.received(64 * 1024);
  assert.equal(asked, 25);
});

test('without --expose-gc there is nothing to ask V8 for: no nudge', () => {
  const gc = (globalThis as { gc?: unknown }).gc;
  assert.equal(youngCollectionNudge() === null, gc === undefined);
});

test('the collection asked of V8 (node --expose-gc, as the systemd unit runs) is a scavenge that frees dead buffers', () => {
  // Dead 64 KiB buffers, as an upload's socket reads leave them. V8 may free the bytes a scavenge
  // found dead while the next one runs (concurrent sweeping), hence two: the nudge's steady state.
  const script = `
    import { PerformanceObserver, constants } from 'node:perf_hooks';
    import { youngCollectionNudge } from ${JSON.stringify(new URL('./young-collection.ts', import.meta.url).href)};
    const kinds = [];
    const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) kinds.push(entry.detail.kind); });
    observer.observe({ entryTypes: ['gc'] });
    const nudge = youngCollectionNudge();
    let read;
    for (let i = 0; i < 320; i++) read = Buffer.allocUnsafeSlow(64 * 1024);
    read = null;
    const before = process.memoryUsage().arrayBuffers;
    nudge.received(8 * 2 ** 20);
    nudge.received(8 * 2 ** 20);
    const after = process.memoryUsage().arrayBuffers;
    setTimeout(() => {
      observer.disconnect();
      process.stdout.write(JSON.stringify({ before, after, kinds, minor: constants.NODE_PERFORMANCE_GC_MINOR }));
    }, 20);
  `;
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const { before, after, kinds, minor } = JSON.parse(run.stdout) as { before: number; after: number; kinds: number[]; minor: number };
  assert.ok(before >= 20 * MiB, `the dead buffers were counted (${before / MiB} MiB)`);
  assert.ok(after <= 2 * MiB, `left after the collections: ${after / MiB} MiB`);
  assert.deepEqual(kinds, [minor, minor], 'two scavenges, no full collection');
});
