import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './column-types.js';

/*
 * open_work_counts (0023) gets one writer: triggers on both databases, as the search index has
 * (0021), instead of the services that changed schedules, filings and clients. Counted: pending
 * schedules and open filings (draft, in progress; not deleted; with a due date) of current (not
 * deleted) clients, per due date and kind. Every write is counted, whoever makes it (a service, a
 * conversion, an import, psql):
 * - a schedule or a filing inserted, changed or deleted: its old state leaves the counts and its
 *   new one enters, each only while its client is current;
 * - a client deleted (soft: deleted_at set) or restored: all of its open work leaves or enters.
 * The two rows one change touches are upserted in (due date, kind) order, in one statement, so two
 * transactions never wait for each other's rows in a cycle. Writers that must not race a client
 * delete on PostgreSQL still hold the client first (lockClientIfVisible): the delete then waits,
 * and its trigger counts their committed work. A client is never deleted for good while it is
 * current (rows point at it), so hard deletes of clients are not followed.
 * The open statuses are written out here ('draft', 'in_progress', OPEN_FILING_STATUSES): changing
 * that list needs a migration that replaces these triggers.
 */

const OPEN = `('draft', 'in_progress')`;
const current = (r: string) => `exists (select 1 from clients c where c.id = ${r}.client_id and c.deleted_at is null)`;
/** 1 when the row is open work of a current client, else 0. */
const counted = {
  tax_filing_schedules: (r: string) => `(case when not ${r}.is_completed and ${current(r)} then 1 else 0 end)`,
  tax_filings: (r: string) => `(case when ${r}.status in ${OPEN} and ${r}.deleted_at is null and ${r}.due_date is not null and ${current(r)} then 1 else 0 end)`,
};
const KIND = { tax_filing_schedules: 'schedule', tax_filings: 'filing' } as const;
type Table = keyof typeof KIND;
const TABLES: Table[] = ['tax_filing_schedules', 'tax_filings'];
/** Columns whose change can move the row in the counts. */
const FOLLOWED: Record<Table, string> = {
  tax_filing_schedules: 'due_date, is_completed, client_id',
  tax_filings: 'due_date, status, deleted_at, client_id',
};

/** One statement adding the (due date, kind, delta) rows, merged, zeros dropped, in key order. */
function addRows(rows: string[]): string {
  return `insert into open_work_counts (due_date, kind, open_items)
    select due_date, kind, sum(delta) from (${rows.map((row) => `select ${row}`).join(' union all ')}) v
    where due_date is not null
    group by due_date, kind
    having sum(delta) <> 0
    order by due_date, kind
    on conflict (due_date, kind) do update set open_items = open_work_counts.open_items + excluded.open_items`;
}

const row = (table: Table, r: string, sign: 1 | -1) =>
  `${r}.due_date as due_date, '${KIND[table]}' as kind, ${sign === 1 ? '' : '-'}${counted[table](r)} as delta`;

/** The open work of the clients `clients` (a condition on `c`), added with the sign (an SQL expression). */
function addOpenWork(clients: string, sign: string): string {
  return `insert into open_work_counts (due_date, kind, open_items)
    select due_date, kind, count(*) * ${sign}
    from (
      select s.due_date as due_date, 'schedule' as kind from tax_filing_schedules s join clients c on c.id = s.client_id
      where ${clients} and not s.is_completed
      union all
      select f.due_date as due_date, 'filing' as kind from tax_filings f join clients c on c.id = f.client_id
      where ${clients} and f.deleted_at is null and f.due_date is not null and f.status in ${OPEN}
    ) open_work
    where true
    group by due_date, kind
    order by due_date, kind
    on conflict (due_date, kind) do update set open_items = open_work_counts.open_items + excluded.open_items`;
}

/** All of the client's open work (the row `new`), in or out: 1 restored, -1 deleted. */
const clientWork = addOpenWork('c.id = new.id', '(case when new.deleted_at is null then 1 else -1 end)');

const CLIENT_CHANGED = '(old.deleted_at is null) <> (new.deleted_at is null)';

async function upSqlite(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`create trigger open_work_${table}_insert after insert on ${table} begin ${addRows([row(table, 'new', 1)])}; end`).execute(db);
    await sql.raw(`create trigger open_work_${table}_update after update of ${FOLLOWED[table]} on ${table} begin ${addRows([row(table, 'old', -1), row(table, 'new', 1)])}; end`).execute(db);
    await sql.raw(`create trigger open_work_${table}_delete after delete on ${table} begin ${addRows([row(table, 'old', -1)])}; end`).execute(db);
  }
  await sql
    .raw(
      `create trigger open_work_clients_update after update of deleted_at on clients when ${CLIENT_CHANGED} begin
        ${clientWork};
      end`,
    )
    .execute(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await sql
      .raw(
        `create function open_work_${table}_sync() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${addRows([row(table, 'new', 1)])};
          elsif tg_op = 'UPDATE' then ${addRows([row(table, 'old', -1), row(table, 'new', 1)])};
          else ${addRows([row(table, 'old', -1)])};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger open_work_${table}_insert_delete after insert or delete on ${table} for each row execute function open_work_${table}_sync()`).execute(db);
    await sql.raw(`create trigger open_work_${table}_update after update of ${FOLLOWED[table]} on ${table} for each row execute function open_work_${table}_sync()`).execute(db);
  }
  await sql
    .raw(
      `create function open_work_clients_sync() returns trigger language plpgsql as $$
      begin
        ${clientWork};
        return null;
      end $$`,
    )
    .execute(db);
  await sql.raw(`create trigger open_work_clients_update after update of deleted_at on clients for each row when (${CLIENT_CHANGED}) execute function open_work_clients_sync()`).execute(db);
}

/** The counts as the rows say (the services kept them until now: recounted, so the triggers start exact). */
async function recount(db: AnyDb): Promise<void> {
  await sql`delete from open_work_counts`.execute(db);
  await sql.raw(addOpenWork('c.deleted_at is null', '1')).execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
  await recount(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) {
      await sql.raw(`drop trigger open_work_${table}_insert_delete on ${table}`).execute(db);
      await sql.raw(`drop trigger open_work_${table}_update on ${table}`).execute(db);
      await sql.raw(`drop function open_work_${table}_sync()`).execute(db);
    }
    await sql`drop trigger open_work_clients_update on clients`.execute(db);
    await sql`drop function open_work_clients_sync()`.execute(db);
  } else {
    for (const table of TABLES) for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger open_work_${table}_${event}`).execute(db);
    await sql`drop trigger open_work_clients_update`.execute(db);
  }
}
