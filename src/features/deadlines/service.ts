/** The firm's deadlines: filings and filing schedules as one list, judged against the firm's today. */
import type { ServiceContext } from '../../shared/context.js';
import { assertDateRange } from '../../shared/date-range.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import * as repo from './repository.js';
import type { DeadlineFilter, DeadlineRecord } from './repository.js';

export async function listDeadlines(ctx: ServiceContext, filter: DeadlineFilter & PageRequest): Promise<Page<DeadlineRecord>> {
  assertDateRange(filter);
  return repo.listDeadlinesPage(ctx.db, filter, businessToday(ctx));
}

export function streamDeadlines(ctx: ServiceContext, filter: DeadlineFilter): AsyncIterable<DeadlineRecord> {
  assertDateRange(filter);
  return repo.streamDeadlines(ctx.exportDb, filter, businessToday(ctx));
}
