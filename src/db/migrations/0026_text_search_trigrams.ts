import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './column-types.js';

/*
 * Trigram indexes for the two lists whose `search` finds text anywhere in a column: clients (name,
 * email, phone, business number) and client log entries (message). Without them a search read
 * every row: at 100,000 rows 30 to 45 ms on SQLite and about 100 ms on PostgreSQL for clients, 30
 * to 160 ms for log messages, the count as much again (bench/README.md, "Text search").
 *
 * PostgreSQL: pg_trgm's GIN operator class serves `ilike '%text%'` as it is written, for a text of
 * three characters or more. pg_trgm ships with PostgreSQL and is a trusted extension (PostgreSQL
 * 13 and later: a role that may create in the database may install it). It goes into the schema
 * `public` unless installed already (then where it is), so the test files' schemas, dropped after
 * each file, never take it and the indexes of the others with it. Where it cannot be installed
 * (no such package, no right to), the migration leaves the indexes out and searches read the rows
 * as before: an index is never a reason for a server not to start.
 *
 * SQLite: an FTS5 table with the trigram tokenizer per list, holding only the index (its content
 * is the list's own table), kept in step by triggers, whoever writes. Searches ask it for the rows
 * holding the text (case folded for every script) and test the columns with LIKE as before, so the
 * answers are those of the scan, only found without reading every row (src/db/text-search.ts).
 */

/** The same lock id for every schema of a database: two migrations installing pg_trgm at once take turns. */
const EXTENSION_LOCK = 7_402_651_118;

async function trigramSchema(db: AnyDb): Promise<string | null> {
  const installed = async () =>
    (await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.schema ?? null;
  await sql`select pg_advisory_xact_lock(${EXTENSION_LOCK})`.execute(db);
  const schema = await installed();
  if (schema) return schema;
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension pg_trgm with schema public`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
    return installed();
  } catch {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
    return null;
  }
}

async function upPostgres(db: AnyDb): Promise<void> {
  const schema = await trigramSchema(db);
  if (!schema) return;
  // regnamespace's text is the schema's name quoted where it needs to be.
  const ops = sql.raw(`${schema}.gin_trgm_ops`);
  await sql`create index clients_text_trgm_idx on clients using gin (name ${ops}, email ${ops}, phone ${ops}, business_number ${ops}) where deleted_at is null`.execute(db);
  await sql`create index client_logs_message_trgm_idx on client_logs using gin (message ${ops})`.execute(db);
}

/** An FTS5 index of `columns` of `table` (rowid = id), and the triggers that keep it in step. */
async function trigramIndexSqlite(db: AnyDb, table: string, columns: string[]): Promise<void> {
  const index = `${table}_text`;
  const list = columns.join(', ');
  const of = (row: string) => columns.map((column) => `${row}.${column}`).join(', ');
  const insert = `insert into ${index} (rowid, ${list}) values (new.id, ${of('new')});`;
  const remove = `insert into ${index} (${index}, rowid, ${list}) values ('delete', old.id, ${of('old')});`;
  await sql.raw(`create virtual table ${index} using fts5(${list}, content = '${table}', content_rowid = 'id', tokenize = 'trigram')`).execute(db);
  await sql.raw(`create trigger ${index}_insert after insert on ${table} begin ${insert} end`).execute(db);
  await sql.raw(`create trigger ${index}_delete after delete on ${table} begin ${remove} end`).execute(db);
  await sql.raw(`create trigger ${index}_update after update of ${list} on ${table} begin ${remove} ${insert} end`).execute(db);
  await sql.raw(`insert into ${index} (${index}) values ('rebuild')`).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await trigramIndexSqlite(db, 'clients', ['name', 'email', 'phone', 'business_number']);
  await trigramIndexSqlite(db, 'client_logs', ['message']);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists client_logs_message_trgm_idx`.execute(db);
    await sql`drop index if exists clients_text_trgm_idx`.execute(db);
    return;
  }
  for (const index of ['clients_text', 'client_logs_text']) {
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger ${index}_${trigger}`).execute(db);
    await sql.raw(`drop table ${index}`).execute(db);
  }
}
