/*
 * glibc's malloc_trim for the idle reclaim (malloc-trim.ts): bound through koffi on Linux with
 * glibc, and a reason instead elsewhere. And on this machine it really hands back what a load left
 * between live blocks, which nothing else in Node does: a node started with the systemd unit's
 * malloc settings frees 125 MiB of buffers kept apart by small live ones, keeps them resident, and
 * gives them back at the trim.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { loadMallocTrim, type MallocTrimPlatform } from './malloc-trim.js';

const linux: MallocTrimPlatform = { platform: 'linux', glibc: () => '2.36', bind: () => () => 1 };

test('bound on Linux with glibc: the trim asks for no padding and answers whether memory went back', () => {
  const pads: number[] = [];
  const loaded = loadMallocTrim({ ...linux, bind: () => (pad) => (pads.push(pad), pads.length === 1 ? 1 : 0) });
  assert.ok('trim' in loaded);
  assert.equal(loaded.trim(), true);
  assert.equal(loaded.trim(), false);
  assert.deepEqual(pads, [0, 0]);
});

test('elsewhere, or when koffi cannot bind it, a reason instead of a trim, and koffi is not loaded where it cannot help', () => {
  let bound = false;
  const bind = () => {
    bound = true;
    return () => 1;
  };
  assert.deepEqual(loadMallocTrim({ platform: 'darwin', glibc: () => undefined, bind }), { unavailable: 'not Linux (darwin): no glibc arenas to trim' });
  assert.deepEqual(loadMallocTrim({ platform: 'linux', glibc: () => undefined, bind }), { unavailable: 'the C library is not glibc (musl?): no malloc_trim' });
  const unreadable = () => {
    throw new Error('report unavailable');
  };
  assert.deepEqual(loadMallocTrim({ platform: 'linux', glibc: unreadable, bind }), { unavailable: "the C library's version could not be read: report unavailable" });
  assert.equal(bound, false);
  const failing = loadMallocTrim({
    ...linux,
    bind: () => {
      throw new Error("Cannot find module 'koffi'");
    },
  });
  assert.deepEqual(failing, { unavailable: "koffi could not bind glibc 2.36's malloc_trim: Cannot find module 'koffi'" });
});

const glibc = process.platform === 'linux' && Boolean((process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

test('the trim hands back freed memory kept between live blocks (node with the systemd unit malloc settings)', { skip: glibc ? false : 'Linux with glibc only' }, () => {
  // 2,000 buffers of 64 KiB, each followed by a small one that stays: once the large ones are freed,
  // glibc keeps their chunks (nothing above them is free). --single-threaded-gc: V8 frees the
  // buffers' memory within gc() instead of on a helper thread later.
  const script = `
    import { loadMallocTrim } from ${JSON.stringify(new URL('./malloc-trim.ts', import.meta.url).href)};
    const mallocTrim = loadMallocTrim();
    if (!('trim' in mallocTrim)) throw new Error(mallocTrim.unavailable);
    const resident = () => process.memoryUsage.rss() / 2 ** 20;
    let large = [];
    const small = [];
    for (let i = 0; i < 2000; i++) {
      large.push(Buffer.allocUnsafeSlow(64 * 1024).fill(1));
      small.push(Buffer.allocUnsafeSlow(512));
    }
    const loaded = resident();
    large = null;
    gc();
    const freed = resident();
    const trimmed = mallocTrim.trim();
    process.stdout.write(JSON.stringify({ loaded, freed, after: resident(), trimmed, kept: small.length }));
  `;
  const run = spawnSync(process.execPath, ['--expose-gc', '--single-threaded-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '4194304' },
  });
  assert.equal(run.status, 0, run.stderr);
  const { loaded, freed, after, trimmed } = JSON.parse(run.stdout) as { loaded: number; freed: number; after: number; trimmed: boolean };
  assert.ok(freed > loaded - 30, `freed but kept by glibc: ${loaded.toFixed(0)} -> ${freed.toFixed(0)} MiB`);
  assert.equal(trimmed, true);
  assert.ok(after < freed - 90, `given back at the trim: ${freed.toFixed(0)} -> ${after.toFixed(0)} MiB`);
});
