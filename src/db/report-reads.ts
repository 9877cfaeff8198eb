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
import type { IdleSchedule } from '../shared/idle-timer.js';
import { WorkerHost, workerBeside } from '../shared/worker-host.js';
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

/** The report thread: one statement a message, its rows or its error (with the driver's code) back. */
type ReportThread = WorkerHost<ToReportThread, FromReportThread>;

function reportThread(file: string, idle: { ms?: number; schedule?: IdleSchedule }): ReportThread {
  return new WorkerHost<ToReportThread, FromReportThread>({
    name: 'report thread',
    start: () => workerBeside(import.meta.url, 'report-worker', { workerData: { file } }),
    settle: (message) =>
      'error' in message
        ? { error: Object.assign(new Error(message.error.message), message.error.code ? { code: message.error.code } : {}) }
        : { value: message.rows },
    ...(idle.ms === undefined ? {} : { idleMs: idle.ms }),
    ...(idle.schedule ? { schedule: idle.schedule } : {}),
  });
}

function runOnThread(thread: ReportThread, query: CompiledQuery): Promise<unknown[]> {
  const { id, answer } = thread.expect<unknown[]>();
  thread.post({ id, sql: query.sql, parameters: query.parameters });
  return answer;
}

function readsOnly(): never {
  throw new Error('report reads are select statements: no transactions, no streams, no writes');
}

/** A Kysely dialect whose one "connection" hands each compiled statement to the report thread. */
function reportThreadDialect(thread: ReportThread): KyselyDialect {
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => ({ rows: (await runOnThread(thread, query)) as R[] }),
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
  const thread = reportThread(file, idle);
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
