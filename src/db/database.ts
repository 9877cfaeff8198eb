import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.js';
import type { Database } from './schema.js';
import { openSqlite } from './sqlite-driver.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Closes every connection; safe to call twice. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Receives every query and error, for debug logging. */
  log?: (event: LogEvent) => void;
  poolSize?: number;
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
        return pg.types.getTypeParser(oid, format ?? 'text');
    }
  },
} as pg.CustomTypesConfig;

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): DatabaseHandle {
  let closed = false;
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const { database } = openSqlite(target.file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: options.log });
    return {
      db,
      dialect: 'sqlite',
      close: async () => {
        if (closed) return;
        closed = true;
        await db.destroy();
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: target.url,
    max: options.poolSize ?? 10,
    types: pgTypes,
    // A per-run schema isolates test files (and lets several deployments share one database).
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onConnectionError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: options.log });
  return {
    db,
    dialect: 'postgres',
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
