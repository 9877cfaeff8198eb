import { sql } from 'kysely';
import { columnTypes, type AnyDb } from './column-types.js';

/*
 * Revenue summed per invoice date, kept by the revenue service in the transaction of every write,
 * so the totals and monthly reports, and the counts of the revenue lists, read at most a row per day
 * instead of every entry (bench/README.md, issue 17). Backfilled here from the entries that exist.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('revenue_daily_totals')
    .addColumn('invoice_date', t.date, (col) => col.primaryKey())
    .addColumn('total', t.money, (col) => col.notNull())
    .addColumn('paid', t.money, (col) => col.notNull())
    .addColumn('entries', 'bigint', (col) => col.notNull())
    .addColumn('paid_entries', 'bigint', (col) => col.notNull())
    .execute();
  await sql`
    insert into revenue_daily_totals (invoice_date, total, paid, entries, paid_entries)
    select invoice_date, sum(amount), sum(case when is_paid then amount else 0 end), count(*), sum(case when is_paid then 1 else 0 end)
    from revenue_entries
    group by invoice_date
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('revenue_daily_totals').execute();
}
