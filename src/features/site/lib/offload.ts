import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { App } from '../../../shared/http/app-types.js';
import { IdleTimer, WORKER_IDLE_MS } from '../../../shared/idle-timer.js';
import { siteTasks, type RenderTaskName, type SiteTaskName, type SiteTasks } from './site-tasks.js';
import type { FromWorker, ToWorker } from './site-worker.js';

/** Rows per database page; a site whose first page is not full renders on the request thread. */
export const PAGE_ROWS = 1_000;
/** Documents smaller than this are validated on the request thread: a worker round trip costs more. */
export const INLINE_BYTES = 1_000_000;

type Params<K extends SiteTaskName> = Parameters<SiteTasks[K]>[0];
type Input<K extends SiteTaskName> = Parameters<SiteTasks[K]>[1];
type Result<K extends SiteTaskName> = ReturnType<SiteTasks[K]>;

function runInline<K extends SiteTaskName>(task: K, params: Params<K>, input: Input<K>): Result<K> {
  return (siteTasks[task] as (params: Params<K>, input: Input<K>) => Result<K>)(params, input);
}

/**
 * Rendering the sitemap or RSS of 100,000 posts, or parsing them back to validate them, takes
 * seconds of CPU; on the request thread every other request (a /healthz among them) would wait
 * that long. Large jobs go to one worker thread instead, started on first need. Rows travel there
 * one database page at a time, with a turn of the event loop between pages, and rendered bytes come
 * back in shared memory, so the request thread never holds the CPU for long (the event-loop test
 * measures it).
 */
export class SiteWorker {
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #idle: IdleTimer;

  constructor(idleMs = WORKER_IDLE_MS) {
    this.#idle = new IdleTimer(idleMs, () => {
      if (this.#waiting.size === 0) void this.stop();
    });
  }

  /** Whether a thread is running now (it starts on first need and ends when idle). */
  get running(): boolean {
    return this.#worker !== null;
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    // From source (tests, npm run dev) the worker needs the TypeScript loader; the bundle has its
    // own compiled site-worker.js beside it (scripts/build-server.ts).
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = new Worker(
      new URL(fromSource ? './site-worker.ts' : './site-worker.js', import.meta.url),
      fromSource ? { execArgv: ['--import', 'tsx'] } : {},
    );
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      const waiting = this.#waiting.get(message.id);
      this.#waiting.delete(message.id);
      if (this.#waiting.size === 0) this.#idle.idle();
      if ('error' in message) waiting?.reject(new Error(`site worker: ${message.error}`));
      else waiting?.resolve(message.result);
    });
    const lost = (error: Error) => {
      // A thread ended on purpose (idle, or closing) has nothing waiting; one that died takes what
      // waits for it along. Once replaced, its exit must not fail the new thread's work.
      if (this.#worker !== worker) return;
      this.#worker = null;
      this.#failWaiting(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`site worker exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  #post(message: ToWorker): void {
    this.#thread().postMessage(message);
  }

  #expect<T>(id: number): Promise<T> {
    this.#idle.busy();
    const result = new Promise<T>((resolve, reject) => this.#waiting.set(id, { resolve: (value) => resolve(value as T), reject }));
    // Awaited only once every page is posted; a worker lost meanwhile must not count as unhandled.
    result.catch(() => {});
    return result;
  }

  /** A task over documents already in memory: in the worker unless `inline`. */
  run<K extends SiteTaskName>(task: K, params: Params<K>, input: Input<K>, inline: boolean): Promise<Result<K>> {
    if (inline) return Promise.resolve(runInline(task, params, input));
    const id = this.#nextId++;
    const result = this.#expect<Result<K>>(id);
    this.#post({ kind: 'run', id, task, params, input });
    return result;
  }

  /** A rendering over rows read page by page: in the worker once there is more than one page. */
  async render<K extends RenderTaskName>(task: K, params: Params<K>, pages: AsyncIterable<Input<K>>): Promise<Result<K>> {
    const iterator = pages[Symbol.asyncIterator]();
    const first = await iterator.next();
    const firstRows = (first.done ? [] : first.value) as Input<K>;
    if (firstRows.length < PAGE_ROWS) {
      await iterator.return?.(undefined);
      return runInline(task, params, firstRows);
    }
    const id = this.#nextId++;
    const result = this.#expect<Result<K>>(id);
    try {
      this.#post({ kind: 'rows', id, rows: firstRows as unknown[] });
      for (;;) {
        await nextTurn();
        const next = await iterator.next();
        if (next.done) break;
        this.#post({ kind: 'rows', id, rows: next.value as unknown[] });
      }
    } catch (error) {
      this.#waiting.delete(id);
      if (this.#waiting.size === 0) this.#idle.idle();
      this.#worker?.postMessage({ kind: 'drop', id } satisfies ToWorker);
      throw error;
    }
    this.#post({ kind: 'run', id, task, params });
    return result;
  }

  #failWaiting(error: Error): void {
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }

  async stop(): Promise<void> {
    this.#idle.busy();
    const worker = this.#worker;
    this.#worker = null;
    if (worker) this.#failWaiting(new Error('the thread was stopped'));
    await worker?.terminate();
  }
}

const workers = new WeakMap<App, SiteWorker>();

/** The app's one site worker (route files and the feed renderer share it). */
export function siteWorkerOf(app: App): SiteWorker {
  let worker = workers.get(app);
  if (!worker) {
    worker = new SiteWorker();
    workers.set(app, worker);
  }
  return worker;
}
