import { setImmediate as nextTurn } from 'node:timers/promises';
import { WORKER_IDLE_MS } from '../../../shared/idle-timer.js';
import { WorkerHost, workerBeside } from '../../../shared/worker-host.js';
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
  readonly #host: WorkerHost<ToWorker, FromWorker>;

  constructor(idleMs = WORKER_IDLE_MS) {
    this.#host = new WorkerHost<ToWorker, FromWorker>({
      name: 'site worker',
      start: () => workerBeside(import.meta.url, 'site-worker'),
      settle: (message) => ('error' in message ? { error: new Error(`site worker: ${message.error}`) } : { value: message.result }),
      idleMs,
    });
  }

  /** Whether a thread is running now (it starts on first need and ends when idle). */
  get running(): boolean {
    return this.#host.running;
  }

  /** A task over documents already in memory: in the worker unless `inline`. */
  run<K extends SiteTaskName>(task: K, params: Params<K>, input: Input<K>, inline: boolean): Promise<Result<K>> {
    if (inline) return Promise.resolve(runInline(task, params, input));
    const { id, answer } = this.#host.expect<Result<K>>();
    this.#host.post({ kind: 'run', id, task, params, input });
    return answer;
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
    const { id, answer } = this.#host.expect<Result<K>>();
    try {
      this.#host.post({ kind: 'rows', id, rows: firstRows as unknown[] });
      for (;;) {
        await nextTurn();
        const next = await iterator.next();
        if (next.done) break;
        this.#host.post({ kind: 'rows', id, rows: next.value as unknown[] });
      }
    } catch (error) {
      this.#host.forget(id);
      this.#host.postIfRunning({ kind: 'drop', id });
      throw error;
    }
    this.#host.post({ kind: 'run', id, task, params });
    return answer;
  }

  stop(): Promise<void> {
    return this.#host.stop();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one site worker, shared by the feed renderer and the checks (built and stopped in buildApp). */
    siteWorker: SiteWorker;
  }
}
