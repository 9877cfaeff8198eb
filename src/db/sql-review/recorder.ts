/*
 * The SQL a repository function sends, per dialect, without a database: a Kysely instance whose
 * driver records each compiled statement. Reads answer no rows; writes answer one row whose every
 * column reads as 1 and one affected row, so a function goes on to the statements that follow a
 * write (the counts a row's writer keeps). A function that needs a row a read did not give stops
 * there: its file holds the statements sent until then.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
} from 'kysely';
import { format } from 'sql-formatter';
import type { Dialect } from '../database.js';
import type { Database } from '../schema.js';

const ANY_COLUMN = new Proxy({}, { get: (_target, key) => (key === 'then' ? undefined : 1) });

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly sent: CompiledQuery[]) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.sent.push(query);
    const isRead = query.query.kind === 'SelectQueryNode' || /^\s*(with|select)\b/i.test(query.sql);
    return Promise.resolve(isRead ? { rows: [] } : { rows: [ANY_COLUMN as R], numAffectedRows: 1n });
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    this.sent.push(query);
    yield* [];
  }
}

class RecordingDriver extends DummyDriver {
  constructor(private readonly sent: CompiledQuery[]) {
    super();
  }

  override acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new RecordingConnection(this.sent));
  }
}

/** A database handle for the dialect that records what it is sent into `sent`. */
export function recordingDb(dialect: Dialect, sent: CompiledQuery[]): Kysely<Database> {
  const pg = dialect === 'postgres';
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (pg ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new RecordingDriver(sent),
      createIntrospector: (db) => (pg ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (pg ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });
}

/** Runs `call` on a recording handle; answers the statements it sent, as they would be reviewed. */
export async function recordedSql(dialect: Dialect, call: (db: Kysely<Database>, dialect: Dialect) => unknown): Promise<string> {
  const sent: CompiledQuery[] = [];
  const db = recordingDb(dialect, sent);
  try {
    const result = call(db, dialect);
    if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
      for await (const _ of result as AsyncIterable<unknown>);
    } else {
      await result;
    }
  } catch {
    // A function that needed a row no read gave stops here; what it sent is recorded.
  }
  return sent.map((query) => `${readable(query.sql, dialect)};\n-- parameters: ${JSON.stringify(query.parameters, bigints)}\n`).join('\n');
}

/** One clause a line, so a diff shows the clause that changed; the text as sent if the formatter cannot read it. */
function readable(text: string, dialect: Dialect): string {
  try {
    return format(text, { language: dialect === 'postgres' ? 'postgresql' : 'sqlite', paramTypes: { positional: true, numbered: ['$'] }, keywordCase: 'preserve' });
  } catch {
    return text.trim();
  }
}

function bigints(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
