/**
 * The work still to do for current clients, shared by the schedule and filing groups and the
 * dashboard so that "pending" and "due" mean the same thing on every screen.
 */
import type { Kysely } from 'kysely';
import { filingsOfCurrentClients, schedulesOfCurrentClients } from '../../db/client-deadlines.js';
import type { Database } from '../../db/schema.js';
import type { TaxFilingStatus } from '../../db/tables/tax-records.js';

type Db = Kysely<Database>;

/** Statuses of filings not yet sent to the tax office. */
export const OPEN_FILING_STATUSES: readonly TaxFilingStatus[] = ['draft', 'in_progress'];

/** Filing schedules (alias s, joined to clients) not completed, of clients that are not deleted. */
export function pendingSchedulesOfCurrentClients(db: Db) {
  return schedulesOfCurrentClients(db).where('s.is_completed', '=', false);
}

/** Tax filings (alias f, joined to clients) still open, not deleted, of clients that are not deleted. */
export function openFilingsOfCurrentClients(db: Db) {
  return filingsOfCurrentClients(db).where('f.status', 'in', OPEN_FILING_STATUSES);
}
