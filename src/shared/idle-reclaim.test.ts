/*
 * The idle reclaim (idle-reclaim.ts): one collection once the event loop has been quiet for
 * RECLAIM_IDLE_MS after work, none under load, none again while the server stays idle; checks
 * fired by hand with the busy share and resident memory each test gives. Each reclaim trims glibc's
 * arenas after the collection where the trim exists, and says once in the log where it does not. And
 * the collection it asks V8 for really gives the young generation back, in a node started as the
 * systemd unit starts it.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { IdleReclaim, RECLAIM_CHECK_MS, RECLAIM_IDLE_MS, RECLAIM_MIN_GROWTH_BYTES, RECLAIM_QUIET_SHARE, startIdleReclaim } from './idle-reclaim.js';
import type { MallocTrim } from './malloc-trim.js';

const MiB = 2 ** 20;
const quietChecks = RECLAIM_IDLE_MS / RECLAIM_CHECK_MS;

function reclaimer(startResident = 180 * MiB) {
  const state = { busy: 0, resident: startResident, cancelled: false, everyMs: 0 };
  const idle = new IdleReclaim({
    reclaim: () => {
      state.resident = startResident;
    },
    busyShare: () => state.busy,
    residentBytes: () => state.resident,
    every: (_tick, ms) => {
      state.everyMs = ms;
      return () => {
        state.cancelled = true;
      };
    },
  });
  const checks = (count: number, busy: number) => {
    state.busy = busy;
    for (let i = 0; i < count; i++) idle.tick();
  };
  return { idle, state, checks };
}

test('after a load, one collection once the loop has been quiet for the idle time, and none while it stays idle', () => {
  const { idle, state, checks } = reclaimer();
  assert.equal(state.everyMs, RECLAIM_CHECK_MS);
  state.resident += 150 * MiB;
  checks(24, 0.9);
  checks(quietChecks - 1, 0.01);
  assert.equal(idle.reclaims, 0, 'not before the idle time');
  checks(1, 0.01);
  assert.equal(idle.reclaims, 1);
  checks(100, 0);
  assert.equal(idle.reclaims, 1, 'an idle server is collected once, not every check');
  idle.stop();
  assert.equal(state.cancelled, true);
});

test('never under load, even with quiet moments shorter than the idle time between the busy ones', () => {
  const { idle, state, checks } = reclaimer();
  state.resident += 150 * MiB;
  for (let round = 0; round < 50; round++) {
    checks(3, 0.6);
    checks(quietChecks - 1, RECLAIM_QUIET_SHARE / 2);
  }
  checks(10, RECLAIM_QUIET_SHARE);
  assert.equal(idle.reclaims, 0);
  checks(quietChecks, 0);
  assert.equal(idle.reclaims, 1);
});

test('one busier check in the quiet time (V8 collecting on its own) does not restart the wait; a burst of work just before does', () => {
  const { idle, state, checks } = reclaimer();
  state.resident += 150 * MiB;
  checks(24, 0.9);
  checks(3, 0.01);
  checks(1, 0.15);
  checks(quietChecks - 4, 0.01);
  assert.equal(idle.reclaims, 1, 'at the idle time after the load, the busier check inside it notwithstanding');

  const burst = reclaimer();
  burst.state.resident += 150 * MiB;
  burst.checks(quietChecks - 1, 0);
  burst.checks(1, 0.2);
  burst.checks(1, 0);
  assert.equal(burst.idle.reclaims, 0, 'not right after work, even when the mean over the idle time is low');
  burst.checks(1, 0);
  assert.equal(burst.idle.reclaims, 1);
});

test('each busy period that grew resident memory gets its one collection, starting included; one that did not grow it gets none', () => {
  const { idle, state, checks } = reclaimer();
  checks(quietChecks * 3, 0);
  assert.equal(idle.reclaims, 1, 'starting is work: one collection at the first quiet period');
  checks(2, 0.5);
  state.resident += RECLAIM_MIN_GROWTH_BYTES - MiB;
  checks(quietChecks, 0);
  assert.equal(idle.reclaims, 1, 'a small growth is not worth a pause');
  checks(2, 0.5);
  state.resident += 2 * MiB;
  checks(quietChecks, 0);
  assert.equal(idle.reclaims, 2);
  checks(2, 0.5);
  state.resident += 100 * MiB;
  checks(quietChecks, 0);
  assert.equal(idle.reclaims, 3);
});

test('the collection asked of V8 (node --expose-gc, as the systemd unit runs) gives the young generation back', () => {
  // Medium-lived objects grow the young generation to its maximum, as the bench's load did.
  const script = `
    import v8 from 'node:v8';
    import { v8Reclaim } from ${JSON.stringify(new URL('./idle-reclaim.ts', import.meta.url).href)};
    const young = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size;
    let kept = [];
    for (let round = 0; round < 100; round++) {
      for (let i = 0; i < 20000; i++) kept.push({ i, text: 'x' + i });
      if (kept.length > 200000) kept = kept.slice(100000);
    }
    kept = null;
    const before = young();
    v8Reclaim()();
    process.stdout.write(JSON.stringify({ before, after: young() }));
  `;
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const { before, after } = JSON.parse(run.stdout) as { before: number; after: number };
  assert.ok(before >= 16 * MiB, `the load grew the young generation (${before / MiB} MiB)`);
  assert.ok(after <= 4 * MiB, `the young generation after the collection: ${after / MiB} MiB`);
});

/** The server's reclaim with its steps recorded, the log captured and the checks fired by hand. */
function serverReclaim(loadTrim: (steps: string[], state: { resident: number }) => MallocTrim) {
  const steps: string[] = [];
  const logged: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const info = (fields: Record<string, unknown> | string, message?: string) =>
    logged.push(typeof fields === 'string' ? { fields: {}, message: fields } : { fields, message: message ?? '' });
  const state = { busy: 0, resident: 400 * MiB };
  const idle = startIdleReclaim(
    { info } as unknown as FastifyBaseLogger,
    {
      collect: () => {
        steps.push('collect');
        state.resident = 250 * MiB;
      },
      loadTrim: () => {
        steps.push('load trim');
        return loadTrim(steps, state);
      },
    },
    { busyShare: () => state.busy, residentBytes: () => state.resident, every: () => () => {} },
  );
  assert.ok(idle, 'a collection is there, so the reclaim runs');
  // Two busy periods, each followed by the quiet time: two reclaims.
  const busyThenQuiet = () => {
    state.busy = 0.8;
    idle.tick();
    state.busy = 0;
    state.resident = 400 * MiB;
    for (let i = 0; i < quietChecks; i++) idle.tick();
  };
  busyThenQuiet();
  busyThenQuiet();
  assert.equal(idle.reclaims, 2);
  return { steps, logged, state };
}

test('each reclaim trims glibc\'s arenas after the collection, the trim loaded at the first one and logged with its effect', () => {
  const { steps, logged } = serverReclaim((recorded, memory) => ({
    trim: () => {
      recorded.push('trim');
      memory.resident = 170 * MiB;
      return true;
    },
  }));
  assert.deepEqual(steps, ['collect', 'load trim', 'trim', 'collect', 'trim'], 'loaded once, after the first collection; the trim follows each collection');
  const reclaims = logged.filter((line) => line.message.startsWith('idle after work'));
  assert.equal(reclaims.length, 2);
  assert.deepEqual(reclaims[0]!.fields.residentMiB, [400, 250, 170], 'resident before, after the collection, after the trim');
  assert.equal(typeof reclaims[0]!.fields.trimMs, 'number');
});

test('where there is no malloc_trim (not glibc, koffi missing), the reclaim still collects and says why once', () => {
  const { steps, logged } = serverReclaim(() => ({ unavailable: 'the C library is not glibc (musl?): no malloc_trim' }));
  assert.deepEqual(steps, ['collect', 'load trim', 'collect']);
  const said = logged.filter((line) => line.message.includes('not trimmed'));
  assert.equal(said.length, 1, 'said once, not at every reclaim');
  assert.equal(said[0]!.fields.reason, 'the C library is not glibc (musl?): no malloc_trim');
  const reclaims = logged.filter((line) => line.message.startsWith('idle after work'));
  assert.deepEqual(reclaims[0]!.fields.residentMiB, [400, 250, 250]);
  assert.equal(reclaims[0]!.fields.trimMs, null);
});

test('without --expose-gc there is no reclaim, and the trim is never loaded', () => {
  const logged: string[] = [];
  let loaded = false;
  const idle = startIdleReclaim({ info: (message: string) => logged.push(message) } as unknown as FastifyBaseLogger, {
    collect: null,
    loadTrim: () => {
      loaded = true;
      return { unavailable: 'unused' };
    },
  });
  assert.equal(idle, null);
  assert.equal(loaded, false);
  assert.match(logged.join('\n'), /reclaim off: node runs without --expose-gc/);
});
