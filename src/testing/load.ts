import http from 'node:http';

export interface LoadResult {
  /** Answered 2xx. */
  ok: number;
  /** Never accepted: the connection was refused (the server had stopped listening). */
  refused: number;
  /**
   * Reset before any byte of an answer: a connection still in the listen backlog when the server
   * closed its socket (the kernel resets those; the server never read them). The server's own log
   * tells these apart from accepted requests that died.
   */
  reset: number;
  /** A non-2xx answer, or an answer cut off after it started. */
  failed: number;
  errors: string[];
}

/**
 * A bounded closed-loop load: `concurrency` keep-alive clients repeat GETs until stop(). A request
 * sent on a reused keep-alive socket that the server closed while idle is retried once, as Node's
 * documentation tells HTTP clients to do (the server never saw it); any other reset counts as a
 * failed accepted request.
 */
export function startLoad(
  base: string,
  paths: string[],
  concurrency = 8,
  maxRequests = 20_000,
): { untilAnswered(count: number): Promise<void>; stop(): Promise<LoadResult> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const result: LoadResult = { ok: 0, refused: 0, reset: 0, failed: 0, errors: [] };
  let running = true;
  let sent = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const answered = () => {
    for (const waiter of waiters.filter((candidate) => result.ok >= candidate.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  const once = (path: string, retry: boolean): Promise<void> =>
    new Promise((resolve) => {
      const request = http.get(`${base}${path}`, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode! >= 200 && response.statusCode! < 300) {
            result.ok++;
            answered();
          } else {
            result.failed++;
            result.errors.push(`${path}: ${response.statusCode}`);
          }
          resolve();
        });
        response.on('error', (error) => {
          result.failed++;
          result.errors.push(`${path}: ${error.message} (while reading)`);
          resolve();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') {
          result.refused++;
          running = false;
          resolve();
        } else if (retry && request.reusedSocket && error.code === 'ECONNRESET') {
          resolve(once(path, false));
        } else if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
          result.reset++;
          resolve();
        } else {
          result.failed++;
          result.errors.push(`${path}: ${error.code ?? error.message}`);
          resolve();
        }
      });
    });

  const worker = async (index: number) => {
    while (running && sent < maxRequests) {
      sent++;
      await once(paths[(sent + index) % paths.length]!, true);
    }
  };
  const workers = Array.from({ length: concurrency }, (_, index) => worker(index));
  return {
    untilAnswered: (count) => new Promise((resolve) => {
      waiters.push({ count, resolve });
      answered();
    }),
    async stop() {
      running = false;
      await Promise.all(workers);
      agent.destroy();
      return result;
    },
  };
}
