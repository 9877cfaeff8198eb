/**
 * Pending schedules and open filings of current clients counted per due date and kind in
 * open_work_counts, so the dashboard sums a row per day instead of joining every open item to its
 * client. One writer keeps them: triggers on tax_filing_schedules, tax_filings and clients (migration
 * 0036), in the transaction of every write, whoever makes it. Here: reading them.
 *
 * Concurrency: every service write first takes its client with lockClientIfVisible, so a concurrent
 * client delete waits for it and its trigger then subtracts the client's work as that write left it.
 */
import { sql, type Kysely } from 'kysely';
import { whereGiven } from '../../db/filters.js';
import type { Database } from '../../db/schema.js';
import type { OpenWorkCountsTable } from '../../db/tables/tax-records.js';

type Db = Kysely<Database>;

/** Which open work a total counts: each condition applies only when given. */
export interface OpenWorkFilter {
  kind?: OpenWorkCountsTable['kind'];
  /** Due on or after this day. */
  from?: string;
  /** Due on or before this day. */
  to?: string;
  /** Due before this day. */
  before?: string;
}

/** The total open work (column n) meeting the filter: a statement to run, or to nest in another. */
export function openWorkTotal(db: Db, filter: OpenWorkFilter) {
  return whereGiven(db.selectFrom('open_work_counts'), [
    ['kind', '=', filter.kind],
    ['due_date', '>=', filter.from],
    ['due_date', '<=', filter.to],
    ['due_date', '<', filter.before],
  ]).select(sql<string | number>`coalesce(sum(open_items), 0)`.as('n'));
}
