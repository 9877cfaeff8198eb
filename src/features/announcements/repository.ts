import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AnnouncementsTable } from '../../db/tables/office.js';
import { containsTextInAny } from '../../db/sql-helpers.js';
import { camelized, columnsFrom } from '../../db/rows.js';
import { deleteRecord } from '../../db/records.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

export interface AnnouncementInput {
  title: string;
  content: string;
  isPinned: boolean;
  sortOrder: number;
  isPublished: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

const columns = [
  'id',
  'title',
  'content',
  'is_pinned',
  'sort_order',
  'is_published',
  'starts_at',
  'ends_at',
  'created_at',
  'updated_at',
] as const;

/** isActive is computed at `now`: published and inside its window. */
function toAnnouncement(row: Selectable<AnnouncementsTable>, now: string) {
  const isActive = row.is_published && (row.starts_at === null || row.starts_at <= now) && (row.ends_at === null || row.ends_at > now);
  return { ...camelized(row), isActive };
}

export type Announcement = ReturnType<typeof toAnnouncement>;

/** Published and inside the window at `now` (the same rule as isActive). */
function activeAt(eb: ExpressionBuilder<Database, 'announcements'>, now: string) {
  return eb.and([
    eb('is_published', '=', true),
    eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]),
    eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]),
  ]);
}

/** What a write sets. */
const written = ['title', 'content', 'isPinned', 'sortOrder', 'isPublished', 'startsAt', 'endsAt'] as const;

export async function findAnnouncement(db: Db, id: number, now: string): Promise<Announcement | null> {
  const row = await db.selectFrom('announcements').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toAnnouncement(row, now) : null;
}

export async function listAnnouncementsPage(
  db: Db,
  dialect: Dialect,
  filter: PageRequest & { active?: boolean; isPinned?: boolean; search?: string },
  now: string,
): Promise<Page<Announcement>> {
  let base = db.selectFrom('announcements');
  if (filter.active !== undefined) {
    const active = filter.active;
    base = base.where((eb) => (active ? activeAt(eb, now) : eb.not(activeAt(eb, now))));
  }
  if (filter.isPinned !== undefined) base = base.where('is_pinned', '=', filter.isPinned);
  const search = filter.search;
  if (search) base = base.where((eb) => containsTextInAny(eb, dialect, [eb.ref('title'), eb.ref('content')], search));
  return pageOf(
    base.select(columns).orderBy('is_pinned', 'desc').orderBy('sort_order').orderBy('id', 'desc'),
    filter,
    (row) => toAnnouncement(row, now),
  );
}

export async function insertAnnouncement(db: Db, input: AnnouncementInput, now: string): Promise<Announcement> {
  const row = await db
    .insertInto('announcements')
    .values({ ...columnsFrom(input, written), created_at: now, updated_at: now })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toAnnouncement(row, now);
}

/** Null when there is no such announcement. */
export async function updateAnnouncement(db: Db, id: number, input: AnnouncementInput, now: string): Promise<Announcement | null> {
  const row = await db
    .updateTable('announcements')
    .set({ ...columnsFrom(input, written), updated_at: now })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  return row ? toAnnouncement(row, now) : null;
}

export async function deleteAnnouncement(db: Db, id: number): Promise<boolean> {
  return deleteRecord(db, 'announcements', id);
}
