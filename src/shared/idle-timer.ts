/**
 * Calls `onIdle` once nothing has used a resource for `idleMs`. For the worker threads (the site
 * worker, the report thread): each holds an isolate of its own, 20-30 MiB, that a server idle
 * after a busy hour would otherwise keep for good (issue 28.14, docs/operations.md "Memory"). The
 * next task starts a new thread, which costs tens of milliseconds once. A resource's idle timeout,
 * like a pool's: real time, not the business clock, and never holding the process open.
 */
export class IdleTimer {
  #cancel: (() => void) | null = null;

  constructor(
    private readonly idleMs: number,
    private readonly onIdle: () => void,
    private readonly schedule: IdleSchedule = unrefTimeout,
  ) {}

  /** Work started: no idle call until the next `idle()`. */
  busy(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  /** Nothing in flight: count from now. */
  idle(): void {
    this.busy();
    this.#cancel = this.schedule(this.onIdle, this.idleMs);
  }
}

/** Runs `callback` after `ms`; returns its cancellation. Tests pass one they fire by hand. */
export type IdleSchedule = (callback: () => void, ms: number) => () => void;

function unrefTimeout(callback: () => void, ms: number): () => void {
  const timer = setTimeout(callback, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/** How long a worker thread may sit idle before it is ended. */
export const WORKER_IDLE_MS = 30_000;
