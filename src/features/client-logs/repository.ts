import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { ClientLogLevel, ClientLogsTable } from '../../db/tables/client-logs.js';
import { containsPlannedText, type TextSearch } from '../../db/text-search.js';
import { readJson, utcDayOfInstant, writeNullableJson } from '../../db/sql-helpers.js';
import { camelized } from '../../db/rows.js';
import { whereGiven } from '../../db/filters.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import type { CountDelta, CountPlan } from './lib/kept-counts.js';

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
  /** Before this instant (excluded): the partial hour at the start of a counted range. */
  before?: string;
  levels?: ClientLogLevel[];
  search?: TextSearch;
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
  if (filter.before) q = q.where('occurred_at', '<', filter.before);
  if (filter.levels?.length) q = q.where('level', 'in', filter.levels);
  if (filter.source) q = q.where('source', '=', filter.source);
  if (filter.fingerprint) q = q.where('fingerprint', '=', filter.fingerprint);
  const search = filter.search;
  if (search) q = q.where((eb) => containsPlannedText(eb, dialect, eb.ref('id'), [eb.ref('message')], search));
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

/** Newest first; `count` answers the count (kept on write where it can be, see countKept). */
export async function listEntriesPage(
  db: Db,
  dialect: Dialect,
  filter: LogFilter & PageRequest,
  count: () => Promise<number>,
): Promise<Page<LogEntryRecord>> {
  const base = filtered(db.selectFrom('client_logs'), dialect, filter);
  return pageOf(base.select(entryColumns).orderBy('occurred_at', 'desc').orderBy('id', 'desc'), filter, toEntry, count);
}

/** How many entries match, counted on the entries (a text search reads every entry of the range). */
export async function countEntries(db: Db, dialect: Dialect, filter: LogFilter): Promise<number> {
  const row = await filtered(db.selectFrom('client_logs'), dialect, filter).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A count from the kept counts in one statement: the totals (no range) or the whole hours of the
 * range, plus the entries of its partial hours counted on the time or level index.
 */
export async function countKept(db: Db, dialect: Dialect, plan: Extract<CountPlan, { kind: 'kept' }>): Promise<number> {
  const { levels, source, hours } = plan;
  const level = levels?.length ? levels : undefined;
  const sum = sql<number>`coalesce(sum(entries), 0)`.as('n');
  const whole =
    hours.from === undefined && hours.before === undefined
      ? whereGiven(db.selectFrom('client_log_totals').select(sum), [
          ['level', 'in', level],
          ['source', '=', source],
        ])
      : whereGiven(db.selectFrom('client_log_counts').select(sum), [
          ['hour', '>=', hours.from],
          ['hour', '<', hours.before],
          ['level', 'in', level],
          ['source', '=', source],
        ]);
  const parts = [
    whole,
    ...plan.edges.map((edge) => filtered(db.selectFrom('client_logs'), dialect, { ...edge, levels, source }).select(sql<number>`count(*)`.as('n'))),
  ];
  const row = await db
    .selectNoFrom(sql<string | number>`${sql.join(parts.map((part) => sql`(${part})`), sql` + `)}`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Count rows changed per statement: well under either database's limit on parameters. */
const COUNT_ROWS_PER_STATEMENT = 1_000;

function inSlices<T>(items: T[]): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += COUNT_ROWS_PER_STATEMENT) slices.push(items.slice(start, start + COUNT_ROWS_PER_STATEMENT));
  return slices;
}

function byKey<T>(items: T[], key: (item: T) => string): T[] {
  return items
    .map((item) => [key(item), item] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, item]) => item);
}

/**
 * Adds the deltas to the hourly counts and to the totals, the increments done by the database so
 * concurrent writes add up; a row a removal brought to zero goes, so the counts hold only hours
 * that have entries. Rows are changed in key order (hours, then totals), so concurrent ingestions
 * and purges on PostgreSQL lock them in the same order and cannot deadlock on them.
 */
export async function addToKeptCounts(db: Db, deltas: CountDelta[]): Promise<void> {
  const hourKey = (row: { hour: string; level: string; source: string }) => JSON.stringify([row.hour, row.level, row.source]);
  for (const slice of inSlices(byKey(deltas, hourKey))) {
    const rows = await db
      .insertInto('client_log_counts')
      .values(slice.map((delta) => ({ hour: delta.hour, level: delta.level, source: delta.source, entries: delta.entries })))
      .onConflict((oc) =>
        oc.columns(['hour', 'level', 'source']).doUpdateSet((eb) => ({ entries: eb('client_log_counts.entries', '+', eb.ref('excluded.entries')) })),
      )
      .returning(['hour', 'level', 'source', 'entries'])
      .execute();
    const emptied = rows.filter((row) => Number(row.entries) === 0);
    if (emptied.length === 0) continue;
    await db
      .deleteFrom('client_log_counts')
      .where((eb) => eb(eb.refTuple('hour', 'level', 'source'), 'in', emptied.map((row) => eb.tuple(row.hour, row.level, row.source))))
      .where('entries', '=', 0)
      .execute();
  }
  const totals = new Map<string, { level: ClientLogLevel; source: string; entries: number }>();
  for (const delta of deltas) {
    const key = JSON.stringify([delta.level, delta.source]);
    const total = totals.get(key) ?? { level: delta.level, source: delta.source, entries: 0 };
    total.entries += delta.entries;
    totals.set(key, total);
  }
  const changed = [...totals.values()].filter((total) => total.entries !== 0);
  for (const slice of inSlices(byKey(changed, (total) => JSON.stringify([total.level, total.source])))) {
    const rows = await db
      .insertInto('client_log_totals')
      .values(slice)
      .onConflict((oc) => oc.columns(['level', 'source']).doUpdateSet((eb) => ({ entries: eb('client_log_totals.entries', '+', eb.ref('excluded.entries')) })))
      .returning(['level', 'source', 'entries'])
      .execute();
    const emptied = rows.filter((row) => Number(row.entries) === 0);
    if (emptied.length === 0) continue;
    await db
      .deleteFrom('client_log_totals')
      .where((eb) => eb(eb.refTuple('level', 'source'), 'in', emptied.map((row) => eb.tuple(row.level, row.source))))
      .where('entries', '=', 0)
      .execute();
  }
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

/**
 * Deletes up to PURGE_CHUNK entries that occurred before the instant; answers what the kept
 * counts need of each deleted entry (fewer than PURGE_CHUNK when none is left).
 */
export async function deleteChunkBefore(db: Db, before: string) {
  const rows = await db
    .deleteFrom('client_logs')
    .where('id', 'in', (eb) => eb.selectFrom('client_logs').select('id').where('occurred_at', '<', before).limit(PURGE_CHUNK))
    .returning(['level', 'source', 'occurred_at'])
    .execute();
  return rows.map((row) => ({ level: row.level, source: row.source, occurredAt: row.occurred_at }));
}
