import { Worker, type WorkerOptions } from 'node:worker_threads';
import { IdleTimer, WORKER_IDLE_MS, type IdleSchedule } from './idle-timer.js';

/**
 * One worker thread owned by the server, for work that would hold the request thread (the site
 * worker's renderings and checks, the report thread's aggregates): started on first need, ended
 * after `idleMs` with nothing in flight (idle-timer.ts says why), requests and answers matched by
 * id, and a thread that dies failing what waits for it instead of leaving it pending. What a
 * message means is the caller's: the host only posts, counts and settles.
 */
export interface WorkerHostOptions<From extends { id: number }> {
  /** Starts the thread; the host calls it again after an idle stop or a crash. */
  start(): Worker;
  /** Reads an answer: its value, or the error its waiter gets. */
  settle(message: From): { value: unknown } | { error: Error };
  /** Names the thread in the error of one that exited. */
  name: string;
  idleMs?: number;
  /** Tests pass one they fire by hand. */
  schedule?: IdleSchedule;
  /**
   * Holds the process open while an answer is awaited: for work a caller may await with nothing
   * else alive (the CLI's restore stages files through the staging thread). Idle, it never does.
   */
  holdWhileBusy?: boolean;
  /** Told when the thread is stopped (idle, or closing): what the caller kept for it can go. */
  stopped?: () => void;
}

export class WorkerHost<To, From extends { id: number }> {
  #worker: Worker | null = null;
  #nextId = 1;
  #sent = 0;
  #held = false;
  readonly #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #idle: IdleTimer;

  constructor(private readonly options: WorkerHostOptions<From>) {
    this.#idle = new IdleTimer(
      options.idleMs ?? WORKER_IDLE_MS,
      () => {
        if (this.#waiting.size === 0) void this.stop();
      },
      options.schedule,
    );
  }

  /** Whether a thread is running now (it starts on first need and ends when idle). */
  get running(): boolean {
    return this.#worker !== null;
  }

  /** Messages posted so far (the tests look; /metrics could). */
  get sent(): number {
    return this.#sent;
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.options.start();
    // Idle, it does not hold the process open; work in flight is awaited by its request.
    worker.unref();
    worker.on('message', (message: From) => {
      const waiting = this.#waiting.get(message.id);
      if (!waiting) return;
      this.forget(message.id);
      const answer = this.options.settle(message);
      if ('error' in answer) waiting.reject(answer.error);
      else waiting.resolve(answer.value);
    });
    const lost = (error: Error) => {
      // A thread ended on purpose (idle, or closing) has nothing waiting; one that died takes what
      // waits for it along. Once replaced, its exit must not fail the new thread's work.
      if (this.#worker !== worker) return;
      this.#worker = null;
      this.#held = false;
      this.#failWaiting(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`${this.options.name} exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  /**
   * A new id whose answer the returned promise waits for; the thread counts as busy until it comes
   * (or `forget(id)`). The promise is marked handled: a caller may post several messages before
   * awaiting it, and a thread lost meanwhile must not count as an unhandled rejection.
   */
  expect<T>(): { id: number; answer: Promise<T> } {
    const id = this.#nextId++;
    this.#idle.busy();
    const answer = new Promise<T>((resolve, reject) => this.#waiting.set(id, { resolve: (value) => resolve(value as T), reject }));
    answer.catch(() => {});
    return { id, answer };
  }

  /** Posts to the thread, starting it if need be. */
  post(message: To): void {
    const worker = this.#thread();
    if (this.options.holdWhileBusy && !this.#held && this.#waiting.size > 0) {
      worker.ref();
      this.#held = true;
    }
    worker.postMessage(message);
    this.#sent++;
  }

  /** Posts only to a thread already running (a cancellation needs no new thread). */
  postIfRunning(message: To): void {
    this.#worker?.postMessage(message);
  }

  /** Stops waiting for an id's answer (its work was abandoned). */
  forget(id: number): void {
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) {
      if (this.#held) this.#worker?.unref();
      this.#held = false;
      this.#idle.idle();
    }
  }

  #failWaiting(error: Error): void {
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }

  async stop(): Promise<void> {
    this.#idle.busy();
    const worker = this.#worker;
    this.#worker = null;
    this.#held = false;
    if (worker) this.#failWaiting(new Error('the thread was stopped'));
    this.options.stopped?.();
    await worker?.terminate();
  }
}

/**
 * A worker module beside the module `from` (its import.meta.url): from source (tests, npm run dev)
 * the `.ts` file with the TypeScript loader; in the bundle the compiled `.js` that
 * scripts/build-server.ts writes beside server.js.
 */
export function workerBeside(from: string, name: string, options: WorkerOptions = {}): Worker {
  const fromSource = from.endsWith('.ts');
  return new Worker(new URL(`./${name}${fromSource ? '.ts' : '.js'}`, from), {
    ...options,
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });
}
