import { sql } from 'kysely';
import { isPostgres, type AnyDb } from './column-types.js';

/*
 * Invoice numbers (issue 34 item 5): every revenue entry is an invoice with a number of its invoice
 * year, `YYYY-NNNN` (2027-0001, 2027-0002, ...; past 9999 the number just grows), given in the
 * transaction that creates the entry from the year's row of invoice_sequences (the last number
 * given). The increment is an upsert on that row: on PostgreSQL it holds the row's lock until the
 * commit, so concurrent creations of a year take turns and a rolled-back creation gives its number
 * back (no gap); SQLite has one writer at a time. A number is never reused: deleting an entry
 * leaves its number unused (the delete's audit entry names it), and the counter never goes back.
 *
 * Entries that existed before get numbers here, per year of their invoice date, in the order of
 * invoice date then id, and each year's counter starts after the last of them.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('invoice_sequences')
    .addColumn('year', 'integer', (col) => col.primaryKey().check(sql`year between 1900 and 9999`))
    .addColumn('last_number', 'integer', (col) => col.notNull().check(sql`last_number >= 0`))
    .execute();
  // Null only until the backfill below; the service gives every new entry one.
  await db.schema.alterTable('revenue_entries').addColumn('invoice_number', 'text').execute();

  const year = pg ? sql`extract(year from invoice_date)::integer` : sql`cast(substr(invoice_date, 1, 4) as integer)`;
  const numbered = sql`select id, ${year} as year, row_number() over (partition by ${year} order by invoice_date, id) as n from revenue_entries`;
  const label = pg ? sql`numbered.year::text || '-' || lpad(numbered.n::text, 4, '0')` : sql`numbered.year || '-' || substr('0000' || numbered.n, -4, 4)`;
  // Numbers of more than four digits (a year of 10,000 entries or more) are written in full.
  const fullLabel = pg
    ? sql`case when numbered.n > 9999 then numbered.year::text || '-' || numbered.n::text else ${label} end`
    : sql`case when numbered.n > 9999 then numbered.year || '-' || numbered.n else ${label} end`;
  await sql`update revenue_entries set invoice_number = ${fullLabel} from (${numbered}) as numbered where numbered.id = revenue_entries.id`.execute(db);
  await sql`insert into invoice_sequences (year, last_number) select ${year}, count(*) from revenue_entries group by ${year}`.execute(db);

  await db.schema.createIndex('revenue_invoice_number_unique').on('revenue_entries').column('invoice_number').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('revenue_invoice_number_unique').execute();
  await db.schema.alterTable('revenue_entries').dropColumn('invoice_number').execute();
  await db.schema.dropTable('invoice_sequences').execute();
}
