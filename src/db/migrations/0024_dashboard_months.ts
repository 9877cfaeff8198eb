import { sql, type RawBuilder } from 'kysely';
import { columnTypes, isPostgres, type AnyDb } from './column-types.js';

/*
 * The dashboard's monthly stats still summed a row per day of revenue and a row per 15-minute
 * bucket of creations for every request (bench/README.md, issue 17):
 * - revenue_monthly_totals: revenue per month of invoice date (month_start is the month's first
 *   day), kept by the revenue service beside revenue_daily_totals in the transaction of every
 *   write, so a year of revenue is twelve rows. Backfilled here from the daily totals.
 * - creation_month_counts: current clients and inquiries per UTC month, counting those created
 *   from 12 hours after the month begins to 14 hours before it ends (the part of the month that is
 *   in the same month in every zone, offsets -12:00 to +14:00), kept beside creation_counts by the
 *   same writes, so a month of the firm reads its row and the buckets of the hours around its two
 *   edges (src/shared/creation-counts.ts). Backfilled here from the buckets: the core's ends are
 *   on bucket edges, so a bucket lies in a core or not at all.
 * - On SQLite, creation_counts is rebuilt without rowid: its key is then the table itself, and a
 *   range of buckets is summed without a lookup of the row per bucket (PostgreSQL reads the sums
 *   from the heap either way; its table stays).
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const pg = isPostgres(db);
  const monthly = db.schema
    .createTable('revenue_monthly_totals')
    .addColumn('month_start', t.date, (col) => col.notNull())
    .addColumn('total', t.money, (col) => col.notNull())
    .addColumn('paid', t.money, (col) => col.notNull())
    .addColumn('entries', 'bigint', (col) => col.notNull())
    .addColumn('paid_entries', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('revenue_monthly_totals_pk', ['month_start']);
  await (pg ? monthly : monthly.modifyEnd(sql`without rowid`)).execute();
  const monthOf = pg ? sql`cast(date_trunc('month', invoice_date) as date)` : sql`substr(invoice_date, 1, 7) || '-01'`;
  await sql`
    insert into revenue_monthly_totals (month_start, total, paid, entries, paid_entries)
    select ${monthOf}, sum(total), sum(paid), sum(entries), sum(paid_entries)
    from revenue_daily_totals
    group by ${monthOf}
  `.execute(db);

  if (!pg) await rebuildCreationCounts(db, sql`without rowid`);

  const months = db.schema
    .createTable('creation_month_counts')
    .addColumn('record_type', 'text', (col) => col.notNull())
    .addColumn('month_start', t.instant, (col) => col.notNull())
    .addColumn('created', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('creation_month_counts_pk', ['record_type', 'month_start']);
  await (pg ? months : months.modifyEnd(sql`without rowid`)).execute();
  // Instants are timestamptz on PostgreSQL (month arithmetic done on UTC wall time, whatever the
  // session's zone) and ISO 8601 UTC text on SQLite, where strftime writes the same format.
  const backfill = pg
    ? sql`
        insert into creation_month_counts (record_type, month_start, created)
        select record_type, month_utc at time zone 'UTC', sum(created)
        from (select record_type, created, bucket_start at time zone 'UTC' as bucket_utc, date_trunc('month', bucket_start at time zone 'UTC') as month_utc from creation_counts) buckets
        where bucket_utc >= month_utc + interval '12 hours' and bucket_utc < month_utc + interval '1 month' - interval '14 hours'
        group by record_type, month_utc
      `
    : sql`
        insert into creation_month_counts (record_type, month_start, created)
        select record_type, strftime('%Y-%m-01T00:00:00.000Z', bucket_start), sum(created)
        from creation_counts
        where bucket_start >= strftime('%Y-%m-01T12:00:00.000Z', bucket_start)
          and bucket_start < strftime('%Y-%m-%dT%H:%M:%fZ', bucket_start, 'start of month', '+1 month', '-14 hours')
        group by record_type, strftime('%Y-%m-01T00:00:00.000Z', bucket_start)
      `;
  await backfill.execute(db);
}

/** SQLite: creation_counts with the same columns, key and rows, the table's options changed. */
async function rebuildCreationCounts(db: AnyDb, options: RawBuilder<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('creation_counts_rebuilt')
    .addColumn('record_type', 'text', (col) => col.notNull())
    .addColumn('bucket_start', t.instant, (col) => col.notNull())
    .addColumn('created', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('creation_counts_pk', ['record_type', 'bucket_start'])
    .modifyEnd(options)
    .execute();
  await sql`insert into creation_counts_rebuilt (record_type, bucket_start, created) select record_type, bucket_start, created from creation_counts`.execute(db);
  await db.schema.dropTable('creation_counts').execute();
  await db.schema.alterTable('creation_counts_rebuilt').renameTo('creation_counts').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('creation_month_counts').execute();
  if (!isPostgres(db)) await rebuildCreationCounts(db, sql``);
  await db.schema.dropTable('revenue_monthly_totals').execute();
}
