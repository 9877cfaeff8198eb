import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './column-types.js';

/*
 * One text-search index over clients, inquiries, companies and blog posts, for the admin's search
 * box (GET /api/search): an FTS5 table on SQLite, a table with a generated tsvector and a GIN index
 * on PostgreSQL ('simple' configuration: names and numbers are not stemmed). Triggers on the four
 * tables keep it in step, whoever writes (services, conversions, imports, psql); deleted clients
 * leave it. Besides the text as written, the index holds emails split at @ and dots (PostgreSQL
 * keeps an email as one token) and phone and business numbers split at their separators and
 * without them, so "1234", "010 1234" and "1234567890" find "123-45-67890"-like numbers.
 */

/** `x` without the separators people type in phone and business numbers. */
const digits = (x: string) => `replace(replace(replace(replace(replace(replace(coalesce(${x}, ''), '-', ''), ' ', ''), '+', ''), '(', ''), ')', ''), '.', '')`;
/** A number as written, as its parts (PostgreSQL reads "2-1234" as 2 and -1234) and as one run of digits. */
const numbers = (x: string) => `replace(replace(replace(replace(replace(coalesce(${x}, ''), '-', ' '), '+', ' '), '(', ' '), ')', ' '), '.', ' ') || ' ' || ${digits(x)}`;
const words = (x: string) => `replace(replace(coalesce(${x}, ''), '@', ' '), '.', ' ')`;
const text = (x: string) => `coalesce(${x}, '')`;
const joined = (parts: string[]) => parts.join(` || ' ' || `);

interface Source {
  table: string;
  kind: string;
  /** Makes the SQLite rowid: record id * 8 + slot, so a row's entry is deleted by rowid, not by a scan. */
  slot: number;
  /** Expressions over the row `r` (NEW or OLD in the triggers). */
  title: (r: string) => string;
  detail: (r: string) => string;
  body: (r: string) => string;
  visible: (r: string) => string;
}

const SOURCES: Source[] = [
  {
    table: 'clients',
    kind: 'client',
    slot: 1,
    title: (r) => `${r}.name`,
    detail: (r) => joined([text(`${r}.email`), text(`${r}.phone`), text(`${r}.business_number`)]),
    body: (r) => joined([words(`${r}.email`), numbers(`${r}.phone`), numbers(`${r}.business_number`)]),
    visible: (r) => `${r}.deleted_at is null`,
  },
  {
    table: 'inquiries',
    kind: 'inquiry',
    slot: 2,
    title: (r) => `${r}.subject`,
    detail: (r) => joined([`${r}.name`, `${r}.email`, text(`${r}.phone`), `${r}.status`]),
    body: (r) => joined([words(`${r}.email`), numbers(`${r}.phone`), text(`${r}.company_name`), `${r}.message`]),
    visible: () => '1 = 1',
  },
  {
    table: 'companies',
    kind: 'company',
    slot: 3,
    title: (r) => `${r}.name`,
    detail: (r) => joined([`${r}.code`, text(`${r}.business_number`)]),
    body: (r) => joined([numbers(`${r}.business_number`), text(`${r}.representative`), words(`${r}.email`), numbers(`${r}.phone`)]),
    visible: () => '1 = 1',
  },
  {
    table: 'blog_posts',
    kind: 'post',
    slot: 4,
    title: (r) => `${r}.title`,
    detail: (r) => joined([`${r}.status`, `${r}.slug`]),
    body: (r) => joined([text(`${r}.excerpt`), `${r}.summary`, `replace(${r}.slug, '-', ' ')`]),
    visible: () => '1 = 1',
  },
];

const values = (s: Source, r: string) => `'${s.kind}', ${r}.id, ${s.title(r)}, ${s.detail(r)}, ${s.body(r)}`;

async function upSqlite(db: AnyDb): Promise<void> {
  await sql`create virtual table search_index using fts5(kind unindexed, record_id unindexed, title, detail, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  for (const s of SOURCES) {
    const rowid = (r: string) => `${r}.id * 8 + ${s.slot}`;
    const insert = (r: string) => `insert into search_index (rowid, kind, record_id, title, detail, body) select ${rowid(r)}, ${values(s, r)} where ${s.visible(r)};`;
    await sql.raw(`create trigger search_${s.table}_insert after insert on ${s.table} begin ${insert('new')} end`).execute(db);
    await sql.raw(`create trigger search_${s.table}_update after update on ${s.table} begin delete from search_index where rowid = ${rowid('old')}; ${insert('new')} end`).execute(db);
    await sql.raw(`create trigger search_${s.table}_delete after delete on ${s.table} begin delete from search_index where rowid = ${rowid('old')}; end`).execute(db);
    await sql.raw(`insert into search_index (rowid, kind, record_id, title, detail, body) select ${rowid('r')}, ${values(s, 'r')} from ${s.table} r where ${s.visible('r')}`).execute(db);
  }
}

async function upPostgres(db: AnyDb): Promise<void> {
  await sql`
    create table search_index (
      kind text not null,
      record_id integer not null,
      title text not null,
      detail text not null,
      body text not null,
      document tsvector generated always as (to_tsvector('simple'::regconfig, title || ' ' || detail || ' ' || body)) stored,
      primary key (kind, record_id)
    )`.execute(db);
  await sql`create index search_index_document_idx on search_index using gin (document)`.execute(db);
  for (const s of SOURCES) {
    await sql
      .raw(
        `create function search_${s.table}_sync() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then delete from search_index where kind = '${s.kind}' and record_id = old.id; end if;
          if tg_op <> 'DELETE' and ${s.visible('new')} then
            insert into search_index (kind, record_id, title, detail, body) values (${values(s, 'new')});
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger search_${s.table}_sync after insert or update or delete on ${s.table} for each row execute function search_${s.table}_sync()`).execute(db);
    await sql.raw(`insert into search_index (kind, record_id, title, detail, body) select ${values(s, 'r')} from ${s.table} r where ${s.visible('r')}`).execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
}

export async function down(db: AnyDb): Promise<void> {
  for (const s of SOURCES) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger search_${s.table}_sync on ${s.table}`).execute(db);
      await sql.raw(`drop function search_${s.table}_sync()`).execute(db);
    } else {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger search_${s.table}_${event}`).execute(db);
    }
  }
  await sql`drop table search_index`.execute(db);
}
