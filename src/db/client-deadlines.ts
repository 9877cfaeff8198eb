/*
 * Filing schedules and filings of current (not soft-deleted) clients: the rows behind the deadline
 * list, the calendar feed, the deadline mails and the dashboard. One base query per table and one
 * way to apply the due-date, client and tax-type filters, so every list agrees on which rows count
 * and each filter stays a plain condition on the columns the due-date and client indexes cover.
 */
import type { Kysely, SelectQueryBuilder, StringReference } from 'kysely';
import { whereGiven } from './filters.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** Filing schedules (alias s, joined to clients) of clients that are not deleted. */
export function schedulesOfCurrentClients(db: Db) {
  return db
    .selectFrom('tax_filing_schedules as s')
    .innerJoin('clients', 'clients.id', 's.client_id')
    .where('clients.deleted_at', 'is', null);
}

/** Tax filings (alias f, joined to clients), not deleted, of clients that are not deleted. */
export function filingsOfCurrentClients(db: Db) {
  return db
    .selectFrom('tax_filings as f')
    .innerJoin('clients', 'clients.id', 'f.client_id')
    .where('f.deleted_at', 'is', null)
    .where('clients.deleted_at', 'is', null);
}

/** Which deadlines a list keeps: each condition applies only when given. */
export interface DueFilter {
  clientId?: number;
  taxType?: string;
  /** Due on or after this day. */
  from?: string;
  /** Due on or before this day. */
  to?: string;
  /** Due before this day. */
  before?: string;
}

/** The schedules (alias s) or filings (alias f) of `query` that meet the filter. */
export function whereDue<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, alias: 's' | 'f', filter: DueFilter): SelectQueryBuilder<DB, TB, O> {
  // Both tables name these columns alike; the alias picks the table.
  const column = (name: 'client_id' | 'tax_type' | 'due_date') => `${alias}.${name}` as StringReference<DB, TB>;
  return whereGiven(query, [
    [column('client_id'), '=', filter.clientId],
    [column('tax_type'), '=', filter.taxType],
    [column('due_date'), '>=', filter.from],
    [column('due_date'), '<=', filter.to],
    [column('due_date'), '<', filter.before],
  ]);
}
