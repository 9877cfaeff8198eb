import { sql } from 'kysely';
import { columnTypes, isPostgres, type AnyDb } from './column-types.js';

/*
 * The dashboard's last figures that counted rows (bench/README.md, issue 17), kept by the services
 * in the transaction of every write and backfilled here from the rows that exist:
 * - open_work_counts: pending filing schedules and open filings (draft, in progress; not deleted)
 *   of current (not deleted) clients, per due date and kind. A filing without a due date has no
 *   row: no figure counts it (schedules always have one, the column is not null).
 * - creation_counts: current clients and inquiries per 15-minute UTC bucket of their creation
 *   instant. Every UTC offset in use is a multiple of 15 minutes (+5:45, +12:45...), so the firm's
 *   months begin on a bucket's edge whatever its time zone.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('open_work_counts')
    .addColumn('due_date', t.date, (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('open_items', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('open_work_counts_pk', ['due_date', 'kind'])
    .execute();
  await sql`
    insert into open_work_counts (due_date, kind, open_items)
    select s.due_date, 'schedule', count(*)
    from tax_filing_schedules s join clients c on c.id = s.client_id
    where not s.is_completed and c.deleted_at is null
    group by s.due_date
  `.execute(db);
  await sql`
    insert into open_work_counts (due_date, kind, open_items)
    select f.due_date, 'filing', count(*)
    from tax_filings f join clients c on c.id = f.client_id
    where f.status in ('draft', 'in_progress') and f.deleted_at is null and f.due_date is not null and c.deleted_at is null
    group by f.due_date
  `.execute(db);

  await db.schema
    .createTable('creation_counts')
    .addColumn('record_type', 'text', (col) => col.notNull())
    .addColumn('bucket_start', t.instant, (col) => col.notNull())
    .addColumn('created', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('creation_counts_pk', ['record_type', 'bucket_start'])
    .execute();
  const bucket = isPostgres(db)
    ? sql`to_timestamp(floor(extract(epoch from created_at) / 900) * 900)`
    : sql`strftime('%Y-%m-%dT%H:', created_at) || printf('%02d', cast(strftime('%M', created_at) as integer) / 15 * 15) || ':00.000Z'`;
  await sql`
    insert into creation_counts (record_type, bucket_start, created)
    select 'client', ${bucket}, count(*) from clients where deleted_at is null group by ${bucket}
  `.execute(db);
  await sql`
    insert into creation_counts (record_type, bucket_start, created)
    select 'inquiry', ${bucket}, count(*) from inquiries group by ${bucket}
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('creation_counts').execute();
  await db.schema.dropTable('open_work_counts').execute();
}
