import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { loadMallocTrim, type MallocTrim } from './malloc-trim.js';

/**
 * Gives V8's heap back to the system once the server has gone quiet after work (issue 28.14,
 * docs/operations.md "Memory"). Under load V8 grows the young generation to its maximum (128 MiB
 * committed on a machine with 24 GB) and keeps it, and keeps the pages of collected old space
 * pooled: after `npm run bench:memory` an idle server held 200 MiB of heap for 50 to 100 MiB of
 * live objects, and V8's own memory reducer shrinks neither. One last-resort collection (repeated
 * full collections that also shrink the young generation and release the pooled pages) brings the
 * committed heap to about the live size; a plain `gc()` leaves the young generation as it was.
 *
 * It costs one pause of the main thread (bench/README.md, "Given back when idle"), so it runs only
 * while the event loop is quiet, once per busy period, and only when memory grew since the last
 * one: never under load, and never again and again on a server that stays idle.
 */
export interface IdleReclaimOptions {
  /** The collection itself (the server passes V8's gc extension, see `v8Reclaim`). */
  reclaim(): void;
  /** The event loop's busy share since the previous call, 0 to 1 (performance.eventLoopUtilization). */
  busyShare?: () => number;
  /** The process's resident memory now, in bytes. */
  residentBytes?: () => number;
  /** Runs `tick` every `ms`; returns its cancellation. Tests call `tick()` themselves. */
  every?: (tick: () => void, ms: number) => () => void;
}

/** How often the event loop's busy share is read. */
export const RECLAIM_CHECK_MS = 5_000;
/**
 * Quiet this long (after the worker threads' 30 s, so theirs is gone first) before a collection:
 * the event loop's busy share over this time, and in each of its last two checks, under
 * RECLAIM_QUIET_SHARE.
 */
export const RECLAIM_IDLE_MS = 35_000;
/**
 * Busy under this share counts as quiet: a health check every few seconds and a metrics scrape
 * keep an idle server's loop under 1% busy; any real load is well above 5%.
 */
export const RECLAIM_QUIET_SHARE = 0.05;
/**
 * Not worth a pause unless resident memory grew this much since the last collection (before the
 * first, any start is more). Resident, not V8's committed heap: the pages V8 keeps pooled after
 * collecting count in neither its committed heap nor its used one (with --max-semi-space-size=16
 * an idle server held 95 MiB of heap and 366 MiB resident).
 */
export const RECLAIM_MIN_GROWTH_BYTES = 32 * 2 ** 20;

/** Checks in one idle time. */
const WINDOW = RECLAIM_IDLE_MS / RECLAIM_CHECK_MS;
/** The latest checks that must each be quiet: the reclaim never follows a burst of work at once. */
const LAST_QUIET = 2;

export class IdleReclaim {
  // The busy share of the last WINDOW checks. Quiet is their mean under RECLAIM_QUIET_SHARE, not
  // each of them: after the memory bench's load on PostgreSQL one check about 30 s into the quiet
  // exceeded it (a 153 ms pause then, V8's own collection of a 262 MiB heap most likely), and
  // restarting the whole wait there put the reclaim after the bench's 60 s idle: 491 MiB idle.
  #recent: number[] = [];
  // Starting is work too: compiling and the first admin's password check leave heap that the first
  // quiet period after the start gives back (197 -> 159 MiB resident, bench/README.md).
  #busySince = true;
  #baseline = 0;
  #reclaims = 0;
  readonly #cancel: () => void;
  readonly #busyShare: () => number;
  readonly #residentBytes: () => number;

  constructor(private readonly options: IdleReclaimOptions) {
    this.#busyShare = options.busyShare ?? eventLoopBusyShare();
    this.#residentBytes = options.residentBytes ?? (() => process.memoryUsage.rss());
    this.#cancel = (options.every ?? unrefInterval)(() => this.tick(), RECLAIM_CHECK_MS);
  }

  /** Collections so far (tests; the log line says each one's effect). */
  get reclaims(): number {
    return this.#reclaims;
  }

  /** One check: called every RECLAIM_CHECK_MS. */
  tick(): void {
    const share = this.#busyShare();
    this.#recent.push(share);
    if (this.#recent.length > WINDOW) this.#recent.shift();
    if (share >= RECLAIM_QUIET_SHARE) this.#busySince = true;
    if (!this.#busySince || !this.#quiet()) return;
    this.#busySince = false;
    if (this.#residentBytes() < this.#baseline + RECLAIM_MIN_GROWTH_BYTES) return;
    this.options.reclaim();
    this.#reclaims++;
    this.#baseline = this.#residentBytes();
  }

  /** Under RECLAIM_QUIET_SHARE busy over the whole idle time, and in each of the latest checks. */
  #quiet(): boolean {
    if (this.#recent.length < WINDOW) return false;
    const mean = this.#recent.reduce((sum, share) => sum + share, 0) / WINDOW;
    return mean < RECLAIM_QUIET_SHARE && this.#recent.slice(-LAST_QUIET).every((share) => share < RECLAIM_QUIET_SHARE);
  }

  stop(): void {
    this.#cancel();
  }
}

type GcExtension = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's gc extension, there when node runs with --expose-gc (the systemd unit's ExecStart); null
 * otherwise. The options ask for V8's last-resort collection, the one that shrinks the young
 * generation and releases pooled pages (a plain `gc()` kept 128 MiB of young generation).
 */
export function v8Reclaim(): (() => void) | null {
  const gc = (globalThis as { gc?: GcExtension }).gc;
  return gc ? () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }) : null;
}

/** What a reclaim does, in order; the server's are V8's collection and glibc's trim. */
export interface ReclaimSteps {
  /** The collection (`v8Reclaim()`), null when node runs without --expose-gc. */
  collect: (() => void) | null;
  /** glibc's malloc_trim, loaded at the first reclaim (malloc-trim.ts). */
  loadTrim: () => MallocTrim;
}

/**
 * The server's idle reclaim, each one logged with its effect; null (and said once) when node runs
 * without --expose-gc (`node dist/server.js` by hand, `npm run dev`), where V8's own heuristics stay
 * alone. After the collection, glibc's malloc_trim hands back the free pages that the load left
 * between live blocks in malloc's arenas (the collection frees native memory that collected objects
 * held, zlib contexts and sockets among them, into those arenas, so the trim comes after it).
 * `timing` is for tests: the busy share, resident memory and checks they drive themselves.
 */
export function startIdleReclaim(
  log: FastifyBaseLogger,
  steps: ReclaimSteps = { collect: v8Reclaim(), loadTrim: loadMallocTrim },
  timing: Omit<IdleReclaimOptions, 'reclaim'> = {},
): IdleReclaim | null {
  const collect = steps.collect;
  if (!collect) {
    log.info('idle heap reclaim off: node runs without --expose-gc (the systemd unit sets it; docs/operations.md, "Memory")');
    return null;
  }
  let mallocTrim: MallocTrim | undefined;
  const residentBytes = timing.residentBytes ?? (() => process.memoryUsage.rss());
  return new IdleReclaim({
    ...timing,
    reclaim: () => {
      const heapBefore = process.memoryUsage().heapTotal;
      const residentBefore = residentBytes();
      const started = performance.now();
      collect();
      const heapAfter = process.memoryUsage().heapTotal;
      const residentCollected = residentBytes();
      const collectedAt = performance.now();
      if (!mallocTrim) {
        mallocTrim = steps.loadTrim();
        if ('unavailable' in mallocTrim) log.info({ reason: mallocTrim.unavailable }, 'idle reclaim: malloc arenas not trimmed (docs/operations.md, "Memory")');
      }
      if ('trim' in mallocTrim) mallocTrim.trim();
      const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
      log.info(
        {
          ms: Math.round(collectedAt - started),
          trimMs: 'trim' in mallocTrim ? Math.round(performance.now() - collectedAt) : null,
          heapMiB: [mib(heapBefore), mib(heapAfter)],
          // Before, after the collection, after the trim (the same figure twice where there is none).
          residentMiB: [mib(residentBefore), mib(residentCollected), mib(residentBytes())],
        },
        'idle after work: heap collected and given back',
      );
    },
  });
}

function eventLoopBusyShare(): () => number {
  let previous = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const share = performance.eventLoopUtilization(now, previous).utilization;
    previous = now;
    return share;
  };
}

function unrefInterval(tick: () => void, ms: number): () => void {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
}
