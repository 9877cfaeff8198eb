/*
 * The list's count from the counts kept on write (client_log_counts per UTC hour, level and
 * source; client_log_totals per level and source): which whole hours it sums and which partial
 * hours at the ends of a date range it still counts on the entries (less than an hour each).
 */
import type { ClientLogLevel } from '../../../db/tables/client-logs.js';
import { MAX_YEAR } from '../../../shared/dates.js';
import type { LogFilter } from '../repository.js';

const HOUR_MS = 3_600_000;
/** Past this, an hour's instant would not be four-digit-year ISO text (and no entry can be there). */
const LAST_HOUR_MS = Date.UTC(MAX_YEAR, 11, 31, 23);

/** The key an entry without a source is counted under (a source is at least one character). */
export const NO_SOURCE = '';

/** The UTC hour an instant falls in, as the instant it starts at. */
export function hourOf(instant: string): string {
  return new Date(Math.floor(Date.parse(instant) / HOUR_MS) * HOUR_MS).toISOString();
}

export interface CountDelta {
  hour: string;
  level: ClientLogLevel;
  source: string;
  entries: number;
}

type CountedEntry = { level: ClientLogLevel; source: string | null; occurredAt: string };

/**
 * Adds what some entries add to (sign 1, stored) or take from (sign -1, removed) the kept counts
 * to `tallies`, one per hour, level and source; answers it.
 */
export function tally(entries: CountedEntry[], sign: 1 | -1, tallies = new Map<string, CountDelta>()): Map<string, CountDelta> {
  for (const entry of entries) {
    const delta = { hour: hourOf(entry.occurredAt), level: entry.level, source: entry.source ?? NO_SOURCE };
    const key = JSON.stringify([delta.hour, delta.level, delta.source]);
    const found = tallies.get(key);
    if (found) found.entries += sign;
    else tallies.set(key, { ...delta, entries: sign });
  }
  return tallies;
}

export function countDeltas(entries: CountedEntry[], sign: 1 | -1): CountDelta[] {
  return [...tally(entries, sign).values()];
}

/** Entries in [from, before) or [from, to]: the partial hours at the ends of a range. */
export interface EdgeRange {
  from?: string;
  to?: string;
  before?: string;
}

export type CountPlan =
  /** A text search, a problem (fingerprint) or a range without a whole hour: counted on the entries. */
  | { kind: 'entries' }
  /** Whole hours from `hours.from` (included) to `hours.before` (excluded), either open, plus the partial hours on the entries. */
  | { kind: 'kept'; levels?: ClientLogLevel[]; source?: string; hours: { from?: string; before?: string }; edges: EdgeRange[] };

/**
 * How to count a filter. Without a range the totals answer (hours open on both sides); with one,
 * the hours wholly inside it are summed and the entries of the partial hours at its ends counted.
 */
export function countPlan(filter: LogFilter): CountPlan {
  if (filter.search !== undefined || filter.fingerprint !== undefined) return { kind: 'entries' };
  const fromMs = filter.from === undefined ? undefined : Date.parse(filter.from);
  const toMs = filter.to === undefined ? undefined : Date.parse(filter.to);
  // The first whole hour starts at or after `from`; the last one ends at or before `to` (its last millisecond).
  const firstMs = fromMs === undefined ? undefined : Math.ceil(fromMs / HOUR_MS) * HOUR_MS;
  // `to` at the last supported millisecond ends the last hour there is: the range is open above.
  const endMs = toMs === undefined || toMs + 1 >= LAST_HOUR_MS + HOUR_MS ? undefined : Math.floor((toMs + 1) / HOUR_MS) * HOUR_MS;
  const noWholeHour = firstMs !== undefined && (firstMs > LAST_HOUR_MS || (endMs !== undefined && firstMs >= endMs));
  if (noWholeHour) return { kind: 'entries' };
  const first = firstMs === undefined ? undefined : new Date(firstMs).toISOString();
  const end = endMs === undefined ? undefined : new Date(endMs).toISOString();
  const edges: EdgeRange[] = [];
  if (first !== undefined && fromMs !== firstMs) edges.push({ from: filter.from, before: first });
  if (end !== undefined && endMs !== (toMs ?? 0) + 1) edges.push({ from: end, to: filter.to });
  return { kind: 'kept', levels: filter.levels, source: filter.source, hours: { from: first, before: end }, edges };
}
