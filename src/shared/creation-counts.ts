/**
 * Current clients and inquiries counted per 15-minute UTC bucket of their creation instant in
 * creation_counts, so the dashboard's new clients and inquiries per month sum a row per bucket
 * instead of counting every row of the year. Kept in step in the transaction of every write that
 * creates one or hides a client (creating a client, converting an inquiry, submitting an inquiry,
 * deleting a client); the increments are done by the database, so concurrent writes add up.
 *
 * The firm's months begin at midnight in its time zone, which may change: every UTC offset in
 * use is a multiple of 15 minutes (+5:45, +8:45, +12:45...), so a month's first instant is a
 * bucket's first instant and the sums are exact for any zone. countsPerRange still corrects a
 * bound that falls inside a bucket (an offset of an earlier century) from the rows themselves.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CreationCountsTable } from '../db/tables/office.js';

type Db = Kysely<Database>;
type RecordType = CreationCountsTable['record_type'];

export const BUCKET_MS = 15 * 60_000;

/** The first instant of the bucket holding the instant, as ISO 8601 UTC. */
export function bucketOf(instant: string): string {
  return new Date(Math.floor(Date.parse(instant) / BUCKET_MS) * BUCKET_MS).toISOString();
}

/** Adds `delta` records created at the instant; the increment is done by the database. */
export async function addToCreationCounts(db: Db, recordType: RecordType, createdAt: string, delta: number): Promise<void> {
  await db
    .insertInto('creation_counts')
    .values({ record_type: recordType, bucket_start: bucketOf(createdAt), created: delta })
    .onConflict((oc) => oc.columns(['record_type', 'bucket_start']).doUpdateSet((eb) => ({ created: eb('creation_counts.created', '+', eb.ref('excluded.created')) })))
    .execute();
}

/**
 * How many records of each type were created in each range [bounds[i], bounds[i + 1]), in one
 * statement over the buckets (ranges whose bounds are all on a bucket's edge, as every month of a
 * zone in use is).
 */
export async function createdPerRange(db: Db, bounds: string[]): Promise<Record<RecordType, number[]>> {
  const ranges = bounds.slice(0, -1).map((from, index) => [from, bounds[index + 1]!] as const);
  const rows = await db
    .selectFrom('creation_counts')
    .select([
      'record_type',
      ...ranges.map(([from, to], index) =>
        sql<string | number>`coalesce(sum(case when bucket_start >= ${from} and bucket_start < ${to} then created end), 0)`.as(`r${index}`),
      ),
    ])
    .where('bucket_start', '>=', bounds[0]!)
    .where('bucket_start', '<', bounds[bounds.length - 1]!)
    .groupBy('record_type')
    .execute();
  const counts: Record<RecordType, number[]> = { client: ranges.map(() => 0), inquiry: ranges.map(() => 0) };
  for (const row of rows) {
    const sums = row as unknown as Record<string, string | number>;
    counts[row.record_type] = ranges.map((_, index) => Number(sums[`r${index}`]));
  }
  return counts;
}
