import type { Static } from 'typebox';
import type { ClientLogLevel } from '../../../db/tables/client-logs.js';
import { assertDateRange } from '../../../shared/date-range.js';
import { DAY_MS, isCalendarDate, toInstant } from '../../../shared/dates.js';
import type { LogFilter } from '../repository.js';
import type { RangeQuery } from '../schemas.js';

/** Summary and groups look at the last week unless told otherwise. */
export const DEFAULT_RANGE_DAYS = 7;

type Query = Static<typeof RangeQuery> & { fingerprint?: string };

/** A date or an instant as an instant in UTC: a date is the start of its UTC day, or its last millisecond with `end`. */
export function boundInstant(value: string, end = false): string {
  if (!isCalendarDate(value)) return toInstant(value);
  return end ? `${value}T23:59:59.999Z` : `${value}T00:00:00.000Z`;
}

/** The query's filters, levels flattened (repeated or comma-separated), instants in UTC. */
export function logFilter(query: Query): LogFilter {
  const from = query.from === undefined ? undefined : boundInstant(query.from);
  const to = query.to === undefined ? undefined : boundInstant(query.to, true);
  assertDateRange({ from, to });
  return {
    from,
    to,
    levels: query.level ? ([...new Set(query.level.flatMap((value) => value.split(',')))] as ClientLogLevel[]) : undefined,
    // Read row by row until the service plans it (planSearch): right, only not through the index.
    search: query.search === undefined ? undefined : { text: query.search },
    source: query.source,
    fingerprint: query.fingerprint,
  };
}

/** The same, with the range defaulting to the last week before now. */
export function windowedFilter(query: Query, now: Date): LogFilter & { from: string; to: string } {
  const filter = logFilter(query);
  const to = filter.to ?? now.toISOString();
  const from = filter.from ?? new Date(Date.parse(to) - DEFAULT_RANGE_DAYS * DAY_MS).toISOString();
  return { ...filter, from, to };
}
