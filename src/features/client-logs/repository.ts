import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ClientLogLevel, ClientLogsTable } from '../../db/tables/client-logs.js';
import { containsText, readJson, utcDayOfInstant, writeNullableJson } from '../../db/sql-helpers.js';
import { camelized } from '../../db/rows.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

export interface NewLogEntry {
  level: ClientLogLevel;
  message: string;
  stack: string | null;
  url: string | null;
  userAgent: string | null;
  source: string | null;
  context: Record<string, unknown> | null;
  fingerprint: string;
  occurredAt: string;
  receivedAt: string;
  userId: number | null;
}

export interface LogFilter {
  from?: string;
  to?: string;
  levels?: ClientLogLevel[];
  search?: string;
  source?: string;
  fingerprint?: string;
}

/** One multi-row insert for the whole batch: a batch is stored whole or not at all. */
export async function insertEntries(db: Db, entries: NewLogEntry[]): Promise<number> {
  await db
    .insertInto('client_logs')
    .values(
      entries.map((entry) => ({
        level: entry.level,
        message: entry.message,
        stack: entry.stack,
        url: entry.url,
        user_agent: entry.userAgent,
        source: entry.source,
        context: writeNullableJson(entry.context),
        fingerprint: entry.fingerprint,
        occurred_at: entry.occurredAt,
        received_at: entry.receivedAt,
        user_id: entry.userId,
      })),
    )
    .execute();
  return entries.length;
}

function filtered<O>(query: SelectQueryBuilder<Database, 'client_logs', O>, dialect: Dialect, filter: LogFilter) {
  let q = query;
  if (filter.from) q = q.where('occurred_at', '>=', filter.from);
  if (filter.to) q = q.where('occurred_at', '<=', filter.to);
  if (filter.levels?.length) q = q.where('level', 'in', filter.levels);
  if (filter.source) q = q.where('source', '=', filter.source);
  if (filter.fingerprint) q = q.where('fingerprint', '=', filter.fingerprint);
  const search = filter.search;
  if (search) q = q.where((eb) => containsText(dialect, eb.ref('message'), search));
  return q;
}

const entryColumns = [
  'id',
  'level',
  'message',
  'stack',
  'url',
  'user_agent',
  'source',
  'context',
  'fingerprint',
  'occurred_at',
  'received_at',
  'user_id',
] as const;

/** PostgreSQL answers the jsonb context already parsed; SQLite answers its text. */
type EntryRow = Omit<Selectable<ClientLogsTable>, 'context'> & { context: string | Record<string, unknown> | null };

function toEntry(row: EntryRow) {
  return { ...camelized(row), context: readJson<Record<string, unknown>>(row.context) };
}

export type LogEntryRecord = ReturnType<typeof toEntry>;

/** Newest first. */
export async function listEntriesPage(db: Db, dialect: Dialect, filter: LogFilter & PageRequest): Promise<Page<LogEntryRecord>> {
  const base = filtered(db.selectFrom('client_logs'), dialect, filter);
  return pageOf(base.select(entryColumns).orderBy('occurred_at', 'desc').orderBy('id', 'desc'), filter, toEntry);
}

const perLevel = (level: ClientLogLevel) => sql<number>`count(case when level = ${level} then 1 end)`;
const LEVELS: readonly ClientLogLevel[] = ['debug', 'info', 'warn', 'error'];
const TOP_FINGERPRINTS = 10;

async function samples(db: Db, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('client_logs').select(['id', 'level', 'message', 'stack', 'url', 'source', 'occurred_at']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/** Counts per level and per UTC day, and the most frequent problems: four statements in all. */
export async function summarize(db: Db, dialect: Dialect, filter: LogFilter) {
  const base = filtered(db.selectFrom('client_logs'), dialect, filter);
  const day = utcDayOfInstant(dialect, 'occurred_at');
  const [levelRows, dayRows, topRows] = await Promise.all([
    base.select(['level', sql<number>`count(*)`.as('n')]).groupBy('level').execute(),
    base
      .select([day.as('day'), sql<number>`count(*)`.as('total'), ...LEVELS.map((level) => perLevel(level).as(level))])
      .groupBy(day)
      .orderBy(day)
      .execute(),
    base
      .select(['fingerprint', sql<number>`count(*)`.as('n'), sql<number>`max(id)`.as('sample_id'), sql<string>`max(occurred_at)`.as('last_seen')])
      .groupBy('fingerprint')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('fingerprint')
      .limit(TOP_FINGERPRINTS)
      .execute(),
  ]);
  const byLevel = { debug: 0, info: 0, warn: 0, error: 0 };
  for (const row of levelRows) byLevel[row.level] = Number(row.n);
  const sampleRows = await samples(db, topRows.map((row) => Number(row.sample_id)));
  return {
    total: LEVELS.reduce((sum, level) => sum + byLevel[level], 0),
    byLevel,
    byDay: dayRows.map((row) => ({
      day: row.day,
      total: Number(row.total),
      debug: Number(row.debug),
      info: Number(row.info),
      warn: Number(row.warn),
      error: Number(row.error),
    })),
    topFingerprints: topRows.map((row) => {
      const sample = sampleRows.get(Number(row.sample_id))!;
      return { fingerprint: row.fingerprint, count: Number(row.n), level: sample.level, message: sample.message, lastSeen: new Date(row.last_seen).toISOString() };
    }),
  };
}

/** One row per fingerprint, most frequent first; the page's samples come from one more statement. */
export async function groupsPage(db: Db, dialect: Dialect, filter: LogFilter & PageRequest) {
  const groups = filtered(db.selectFrom('client_logs'), dialect, filter)
    .select([
      'fingerprint',
      sql<number>`count(*)`.as('n'),
      sql<string>`min(occurred_at)`.as('first_seen'),
      sql<string>`max(occurred_at)`.as('last_seen'),
      sql<number>`max(id)`.as('sample_id'),
      // One flag per level rather than a DISTINCT aggregate, which would force a sort per group.
      ...LEVELS.map((level) => sql<number>`max(case when level = ${level} then 1 else 0 end)`.as(`has_${level}`)),
    ])
    .groupBy('fingerprint')
    .as('g');
  // Paged from the outside, so the count counts the groups (PostgreSQL hashes them; count(distinct
  // ...) would sort every row) and leaves the unused aggregates out.
  const page = await pageOf(
    db
      .selectFrom(groups)
      .select(['g.fingerprint', 'g.n', 'g.first_seen', 'g.last_seen', 'g.sample_id', ...LEVELS.map((level) => `g.has_${level}` as const)])
      .orderBy('g.n', 'desc')
      .orderBy('g.last_seen', 'desc')
      .orderBy('g.fingerprint'),
    filter,
    (row) => row,
  );
  const sampleRows = await samples(db, page.items.map((row) => Number(row.sample_id)));
  return {
    ...page,
    items: page.items.map((row) => {
      const sample = sampleRows.get(Number(row.sample_id))!;
      return {
        fingerprint: row.fingerprint,
        count: Number(row.n),
        firstSeen: new Date(row.first_seen).toISOString(),
        lastSeen: new Date(row.last_seen).toISOString(),
        levels: LEVELS.filter((level) => Number(row[`has_${level}`]) === 1),
        sample: {
          id: Number(sample.id),
          level: sample.level,
          message: sample.message,
          stack: sample.stack,
          url: sample.url,
          source: sample.source,
          occurredAt: sample.occurred_at,
        },
      };
    }),
  };
}

/** A purge deletes this many rows per statement at the most. */
export const PURGE_CHUNK = 5_000;

/** Deletes up to PURGE_CHUNK entries that occurred before the instant; how many it deleted. */
export async function deleteChunkBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('client_logs')
    .where('id', 'in', (eb) => eb.selectFrom('client_logs').select('id').where('occurred_at', '<', before).limit(PURGE_CHUNK))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
