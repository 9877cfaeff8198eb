import { Worker } from 'node:worker_threads';
import {
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect as KyselyDialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { DatabaseTarget } from '../config.js';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './database.js';
import type { Database } from './schema.js';
import { IdleTimer, WORKER_IDLE_MS, type IdleSchedule } from '../shared/idle-timer.js';
import type { FromReportThread, ToReportThread } from './report-worker.js';

/**
 * Where the reads that aggregate a whole range run (the client-log groups and summary): a report
 * scans hundreds of thousands of rows, and on SQLite better-sqlite3 runs a statement on the thread
 * that asked, so a 1.7 s aggregate held every other request (a /healthz among them) for 1.7 s
 * (issue 28.3). With a database file, these reads go to a thread of their own with its own
 * read-only connection (WAL: it reads while the server writes); the request thread only waits for
 * the rows. An in-memory database (the tests') cannot be opened twice, so there they run in
 * the request thread. On PostgreSQL the server does the work in its own processes, and reports
 * get a pool of their own with the longer statement budget (postgresReportPool).
 */
export interface ReportReads {
  /** The database handle for report reads: select statements only. */
  db: Kysely<Database>;
  /**
   * For exports, which stream their rows: the serving connection on SQLite (the report thread does
   * not stream), the report pool on PostgreSQL.
   */
  streams: Kysely<Database>;
  /** Whether the reads run in a thread of their own. */
  readonly offThread: boolean;
  /** Statements run in the report thread so far (the tests look; /metrics could). */
  readonly statementsOffThread: number;
  /** Whether the report thread is running now: it starts with a report and ends when idle. */
  readonly threadRunning: boolean;
  close(): Promise<void>;
}

/** The reads on the serving handle itself: in-memory SQLite, a handle the caller gave, PostgreSQL. */
export function inThreadReports(serving: DatabaseHandle): ReportReads {
  return { db: serving.db, streams: serving.db, offThread: false, statementsOffThread: 0, threadRunning: false, close: async () => {} };
}

/** Connections of the report pool: reports are few and long; they must not take the requests' connections. */
export const REPORT_POOL_SIZE = 2;

/**
 * PostgreSQL: reports and exports on a small pool of their own whose statement budget is
 * DATABASE_REPORT_TIMEOUT_MS (issue 28.14), so an interactive request keeps its few seconds (a frozen
 * server is a 503 at once) while a week of client logs or a full export may take longer. Its
 * connections open at the first report and close when idle.
 */
export function postgresReportPool(target: Extract<DatabaseTarget, { kind: 'postgres' }>, options: Pick<OpenOptions, 'timeouts' | 'onConnectionError'>): ReportReads {
  const handle = openDatabase({ ...target, poolSize: REPORT_POOL_SIZE }, options);
  return { db: handle.db, streams: handle.db, offThread: false, statementsOffThread: 0, threadRunning: false, close: () => handle.close() };
}

class ReportThread {
  #worker: Worker | null = null;
  #nextId = 1;
  #sent = 0;
  readonly #waiting = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();
  readonly #idle: IdleTimer;

  constructor(
    private readonly file: string,
    idleMs: number,
    schedule?: IdleSchedule,
  ) {
    this.#idle = new IdleTimer(
      idleMs,
      () => {
        if (this.#waiting.size === 0) void this.stop();
      },
      schedule,
    );
  }

  /** Whether a thread is running now (it ends when idle). */
  get running(): boolean {
    return this.#worker !== null;
  }

  get sent(): number {
    return this.#sent;
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    // From source (tests, npm run dev) the worker needs the TypeScript loader; the bundle has its
    // own compiled report-worker.js beside it (scripts/build-server.ts), as the site worker does.
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = new Worker(new URL(fromSource ? './report-worker.ts' : './report-worker.js', import.meta.url), {
      workerData: { file: this.file },
      ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    });
    // Idle, it does not hold the process open; a statement in flight is awaited by its request.
    worker.unref();
    worker.on('message', (message: FromReportThread) => {
      const waiting = this.#waiting.get(message.id);
      this.#waiting.delete(message.id);
      if (this.#waiting.size === 0) this.#idle.idle();
      if ('error' in message) waiting?.reject(Object.assign(new Error(message.error.message), message.error.code ? { code: message.error.code } : {}));
      else waiting?.resolve(message.rows);
    });
    const lost = (error: Error) => {
      // A thread ended on purpose (idle, or closing) has nothing waiting; one that died takes what
      // waits for it along. Once replaced, its exit must not fail the new thread's work.
      if (this.#worker !== worker) return;
      this.#worker = null;
      this.#failWaiting(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`report thread exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  run(query: CompiledQuery): Promise<unknown[]> {
    const id = this.#nextId++;
    this.#idle.busy();
    const rows = new Promise<unknown[]>((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
    this.#thread().postMessage({ id, sql: query.sql, parameters: query.parameters } satisfies ToReportThread);
    this.#sent++;
    return rows;
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

function readsOnly(): never {
  throw new Error('report reads are select statements: no transactions, no streams, no writes');
}

/** A Kysely dialect whose one "connection" hands each compiled statement to the report thread. */
function reportThreadDialect(thread: ReportThread): KyselyDialect {
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({ rows: (await thread.run(query)) as R[] }),
    streamQuery: () => readsOnly(),
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => readsOnly(),
    commitTransaction: async () => readsOnly(),
    rollbackTransaction: async () => readsOnly(),
    releaseConnection: async () => {},
    destroy: () => thread.stop(),
  };
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

/**
 * Report reads in a thread of their own on the SQLite file, started at the first report and ended
 * after `idleMs` without one.
 */
export function sqliteReportThread(file: string, serving: DatabaseHandle, idle: { ms?: number; schedule?: IdleSchedule } = {}): ReportReads {
  const thread = new ReportThread(file, idle.ms ?? WORKER_IDLE_MS, idle.schedule);
  const db = new Kysely<Database>({ dialect: reportThreadDialect(thread) });
  return {
    db,
    streams: serving.db,
    offThread: true,
    get statementsOffThread() {
      return thread.sent;
    },
    get threadRunning() {
      return thread.running;
    },
    close: () => db.destroy(),
  };
}
