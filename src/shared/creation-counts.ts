/**
 * Current clients and inquiries counted per 15-minute UTC bucket of their creation instant in
 * creation_counts, and per UTC month in creation_month_counts for the part of each month that lies
 * in the same month for every zone (below), so the dashboard's new clients and inquiries per month
 * read about a row per month and the buckets around each month's edge instead of counting every
 * row of the year. Kept in step in the transaction of every write that creates one or hides a
 * client (creating a client, converting an inquiry, submitting an inquiry, deleting a client); the
 * increments are done by the database, so concurrent writes add up, and every write takes the
 * bucket's row before the month's, so two writes never wait for each other in a cycle.
 *
 * The firm's months begin at midnight in its time zone, which may change: every UTC offset in
 * use is a multiple of 15 minutes (+5:45, +8:45, +12:45...), so a month's first instant is a
 * bucket's first instant and the sums are exact for any zone. The monthly stats still correct a
 * bound that falls inside a bucket (an offset of an earlier century) from the rows themselves.
 *
 * The offsets in use run from -12:00 to +14:00, so the firm's month begins between 14 hours before
 * and 12 hours after the UTC month does: from 12 hours after a UTC month begins to 14 hours before
 * the next one (the month's core, on bucket edges), every instant is in that month in any zone of
 * today. A range that holds a month's whole core reads its row of creation_month_counts and the
 * buckets of the rest of the range; one that does not (an offset outside those, or a range shorter
 * than a month) reads buckets only, so the sums stay exact for any bounds.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { CreationCountsTable } from '../db/tables/office.js';

type Db = Kysely<Database>;
type RecordType = CreationCountsTable['record_type'];

export const BUCKET_MS = 15 * 60_000;
const HOUR_MS = 3_600_000;
const CORE_AFTER_MONTH_START_MS = 12 * HOUR_MS;
const CORE_BEFORE_MONTH_END_MS = 14 * HOUR_MS;

/** The first instant of the bucket holding the instant, as ISO 8601 UTC. */
export function bucketOf(instant: string): string {
  return new Date(Math.floor(Date.parse(instant) / BUCKET_MS) * BUCKET_MS).toISOString();
}

/** The first instant (ms) of the UTC month holding the instant (ms). */
function utcMonthOf(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** The core of the UTC month beginning at `month` (ms): [from, to). */
function coreOf(month: number): { from: number; to: number } {
  const date = new Date(month);
  return { from: month + CORE_AFTER_MONTH_START_MS, to: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) - CORE_BEFORE_MONTH_END_MS };
}

/** The first instant of the UTC month whose core holds the instant, as ISO 8601 UTC; null in the 26 hours around a month's start. */
export function coreMonthOf(instant: string): string | null {
  const ms = Date.parse(instant);
  const month = utcMonthOf(ms);
  const core = coreOf(month);
  return ms >= core.from && ms < core.to ? new Date(month).toISOString() : null;
}

/** Adds `delta` records created at the instant; the increment is done by the database. */
export async function addToCreationCounts(db: Db, recordType: RecordType, createdAt: string, delta: number): Promise<void> {
  await db
    .insertInto('creation_counts')
    .values({ record_type: recordType, bucket_start: bucketOf(createdAt), created: delta })
    .onConflict((oc) => oc.columns(['record_type', 'bucket_start']).doUpdateSet((eb) => ({ created: eb('creation_counts.created', '+', eb.ref('excluded.created')) })))
    .execute();
  const month = coreMonthOf(createdAt);
  if (month === null) return;
  await db
    .insertInto('creation_month_counts')
    .values({ record_type: recordType, month_start: month, created: delta })
    .onConflict((oc) => oc.columns(['record_type', 'month_start']).doUpdateSet((eb) => ({ created: eb('creation_month_counts.created', '+', eb.ref('excluded.created')) })))
    .execute();
}

/**
 * How many records of each type were created in each range [bounds[i], bounds[i + 1]), in one
 * statement: per range, the row of the UTC month whose core it holds (the month of its middle), and
 * the buckets of the rest of it (for a month of the firm, the hours around its two edges) read on
 * the key from a list of pieces, summed per type and range. Exact for ranges whose bounds are all
 * on a bucket's edge, as every month of a zone in use is.
 */
export async function createdPerRange(db: Db, dialect: Dialect, bounds: string[]): Promise<Record<RecordType, number[]>> {
  const { reads, ranges } = createdPerRangeReads(dialect, bounds);
  if (reads.length === 0) return collectCreated(ranges, []);
  const { rows } = await sql<SumsRow>`${sql.join(reads, sql` union all `)}`.execute(db);
  return collectCreated(ranges, rows);
}

/** A row of the reads: kind 'created', two sums for the range (a: clients, b: inquiries). */
export interface SumsRow {
  kind: string;
  range_index: number;
  a: string | number;
  b: string | number;
}

/**
 * createdPerRange's reads, to run alone or in a UNION ALL with other reads of the same shape (kind,
 * range_index, a, b), so a caller with more per-range sums sends one statement (one round trip).
 */
export function createdPerRangeReads(dialect: Dialect, bounds: string[]): { reads: RawBuilder<unknown>[]; ranges: number } {
  const ranges = bounds.length - 1;
  const iso = (ms: number) => new Date(ms).toISOString();
  const pieces: Array<[number, string, string]> = [];
  const cores: Array<[number, string]> = [];
  for (let index = 0; index < ranges; index++) {
    const from = Date.parse(bounds[index]!);
    const to = Date.parse(bounds[index + 1]!);
    const month = utcMonthOf(from + Math.floor((to - from) / 2));
    const core = coreOf(month);
    if (core.from >= from && core.to <= to) {
      cores.push([index, iso(month)]);
      if (from < core.from) pieces.push([index, bounds[index]!, iso(core.from)]);
      if (core.to < to) pieces.push([index, iso(core.to), bounds[index + 1]!]);
    } else if (from < to) {
      pieces.push([index, bounds[index]!, bounds[index + 1]!]);
    }
  }
  // The list's instants are typed for PostgreSQL (a VALUES list's parameters would be text there).
  const instant = (value: string) => (dialect === 'postgres' ? sql`cast(${value} as timestamptz)` : sql`${value}`);
  // Each piece's sums are subqueries correlated to the list, so each is a range of the key on both
  // databases whatever the planner's estimates (a join let PostgreSQL filter every bucket per piece).
  // Range indexes are literals: the statement's text depends only on the number of pieces and cores.
  const piecesSum = (type: RecordType) =>
    sql`(select coalesce(sum(c.created), 0) from creation_counts c where c.record_type = ${sql.lit(type)} and c.bucket_start >= p.column2 and c.bucket_start < p.column3)`;
  const reads: RawBuilder<unknown>[] = [];
  if (pieces.length > 0) {
    reads.push(sql`
      select 'created' as kind, p.column1 as range_index, ${piecesSum('client')} as a, ${piecesSum('inquiry')} as b
      from (values ${sql.join(pieces.map(([index, from, to]) => sql`(${sql.lit(index)}, ${instant(from)}, ${instant(to)})`))}) as p`);
  }
  if (cores.length > 0) {
    reads.push(sql`
      select 'created' as kind, case month_start ${sql.join(
        cores.map(([index, month]) => sql`when ${month} then ${sql.lit(index)}`),
        sql` `,
      )} end as range_index,
      case when record_type = 'client' then created else 0 end as a,
      case when record_type = 'inquiry' then created else 0 end as b
      from creation_month_counts
      where record_type in ('client', 'inquiry') and month_start in (${sql.join(cores.map(([, month]) => month))})`);
  }
  return { reads, ranges };
}

/** Clients and inquiries per range from the rows of createdPerRangeReads (other kinds skipped). */
export function collectCreated(ranges: number, rows: SumsRow[]): Record<RecordType, number[]> {
  const created: Record<RecordType, number[]> = { client: new Array<number>(ranges).fill(0), inquiry: new Array<number>(ranges).fill(0) };
  for (const row of rows) {
    if (row.kind !== 'created') continue;
    created.client[Number(row.range_index)]! += Number(row.a);
    created.inquiry[Number(row.range_index)]! += Number(row.b);
  }
  return created;
}
