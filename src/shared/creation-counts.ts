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
 * statement: a sum over the primary key's range of buckets per type and range (exact for ranges
 * whose bounds are all on a bucket's edge, as every month of a zone in use is).
 */
export async function createdPerRange(db: Db, bounds: string[]): Promise<Record<RecordType, number[]>> {
  const types: RecordType[] = ['client', 'inquiry'];
  const ranges = bounds.slice(0, -1).map((from, index) => [from, bounds[index + 1]!] as const);
  const row = await db
    .selectNoFrom((eb) =>
      types.flatMap((type) =>
        ranges.map(([from, to], index) =>
          eb
            .selectFrom('creation_counts')
            .select(sql<string | number>`coalesce(sum(created), 0)`.as('n'))
            .where('record_type', '=', type)
            .where('bucket_start', '>=', from)
            .where('bucket_start', '<', to)
            .as(`${type}_${index}`),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const sums = row as Record<string, string | number>;
  return {
    client: ranges.map((_, index) => Number(sums[`client_${index}`])),
    inquiry: ranges.map((_, index) => Number(sums[`inquiry_${index}`])),
  };
}
