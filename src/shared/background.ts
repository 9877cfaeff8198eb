import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Runs work after the response has gone; failures are logged, never thrown at the caller. */
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves when every task started so far has settled (shutdown waits for this; so do tests). */
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
