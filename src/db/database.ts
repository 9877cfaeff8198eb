import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import Cursor from 'pg-cursor';
import pg from 'pg';
import { DEFAULT_POOL_SIZE, type DatabaseTarget } from '../config.js';
import type { Database } from './schema.js';
import { listenForContentChanges, type ListenerEvents } from './listener.js';
import { namingPool, statementNames } from './prepared-statements.js';
import { openSqlite } from './sqlite-driver.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL pool use, for the metrics (null on SQLite). */
  poolStats?(): { total: number; idle: number; waiting: number } | null;
  /** SQLite: a counter that changes when another connection (process) commits to the file. */
  dataVersion?(): number;
  /** PostgreSQL: listens for content changes on a connection of its own, closed with the handle. */
  listenForContentChanges?(events: ListenerEvents): void;
  /** Closes every connection; safe to call twice. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Receives every query and error, for debug logging. */
  log?: (event: LogEvent) => void;
  /** PostgreSQL: connections in the pool; else the target's, else DEFAULT_POOL_SIZE. */
  poolSize?: number;
  /**
   * PostgreSQL only: how long to wait for a connection and for a statement (server-side
   * statement_timeout, and the same on the client, which also catches a frozen server). None: wait
   * as long as it takes (migrations).
   */
  timeouts?: { connectMs?: number; statementMs?: number; idleMs?: number };
  /** An idle PostgreSQL connection failed; the pool replaces it, the caller logs it. */
  onConnectionError?: (error: Error) => void;
}

const PG_INT8 = 20;
const PG_DATE = 1082;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/**
 * Values come back from PostgreSQL in the shapes SQLite gives: counts and bigints as numbers,
 * calendar dates as 'YYYY-MM-DD' (never a Date at local midnight), instants as ISO 8601 UTC strings.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case PG_INT8:
        return (value: string) => {
          const parsed = Number(value);
          if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 ${value} exceeds the safe integer range`);
          return parsed;
        };
      case PG_DATE:
        return (value: string) => value;
      case PG_TIMESTAMP:
      case PG_TIMESTAMPTZ: {
        const parseDate = pg.types.getTypeParser(oid, 'text') as (value: string) => Date;
        return (value: string) => parseDate(value).toISOString();
      }
      default:
        return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
    }
  },
};

/*
 * The database holds the firm's clients' data: its directory is created 0700 and its files 0600.
 * SQLite gives the -wal and -shm files the mode of the main file, so creating that one 0600 before
 * SQLite opens it is enough for new databases; files of an existing database are tightened too.
 * An existing directory keeps its mode (an operator may have set it deliberately).
 */
const OWNER_ONLY_DIR = 0o700;
const OWNER_ONLY_FILE = 0o600;

function prepareOwnerOnlyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
  fs.closeSync(fs.openSync(file, 'a', OWNER_ONLY_FILE));
}

function tightenSqliteFiles(file: string): void {
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    try {
      if ((fs.statSync(name).mode & 0o077) !== 0) fs.chmodSync(name, OWNER_ONLY_FILE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

function pgTimeouts({ connectMs, statementMs, idleMs }: NonNullable<OpenOptions['timeouts']>): pg.PoolConfig {
  return {
    ...(connectMs !== undefined ? { connectionTimeoutMillis: connectMs } : {}),
    ...(idleMs !== undefined ? { idleTimeoutMillis: idleMs } : {}),
    ...(statementMs !== undefined
      ? {
          statement_timeout: statementMs,
          idle_in_transaction_session_timeout: statementMs * 2,
          // The client's own clock too: a frozen server never sends its statement_timeout error.
          query_timeout: statementMs + 1_000,
        }
      : {}),
  };
}

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): DatabaseHandle {
  let closed = false;
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') prepareOwnerOnlyFile(target.file);
    const { database, raw } = openSqlite(target.file);
    if (target.file !== ':memory:') tightenSqliteFiles(target.file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: options.log });
    const dataVersion = raw.prepare('pragma data_version').pluck();
    return {
      db,
      dialect: 'sqlite',
      poolStats: () => null,
      dataVersion: () => dataVersion.get() as number,
      close: async () => {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  }

  const connection: pg.ClientConfig = {
    connectionString: target.url,
    keepAlive: true,
    ...(options.timeouts?.connectMs !== undefined ? { connectionTimeoutMillis: options.timeouts.connectMs } : {}),
    // A per-run schema isolates test files (and lets several deployments share one database).
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  };
  const pool = new pg.Pool({ ...connection, max: options.poolSize ?? target.poolSize ?? DEFAULT_POOL_SIZE, types: pgTypes, ...pgTimeouts(options.timeouts ?? {}) });
  const listeners: { close(): Promise<void> }[] = [];
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onConnectionError?.(error));
  // The pool listens only while a client is idle: a connection that dies while checked out (the
  // server restarted or was killed between two queries) would otherwise be an uncaught exception.
  // The query in progress still fails with the error, and the pool drops the broken client.
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
  // The cursor lets exports stream a query's rows (Kysely's stream()) instead of loading them all.
  // Repeated statements run prepared, parsed and planned once per connection (prepared-statements.ts).
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool, statementNames()), cursor: Cursor }), log: options.log });
  return {
    db,
    dialect: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listenForContentChanges: (events) => {
      if (!closed) listeners.push(listenForContentChanges(connection, events));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all(listeners.map((listener) => listener.close()));
      await db.destroy();
    },
  };
}
