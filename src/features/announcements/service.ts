import type { Static } from 'typebox';
import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { bumpContentVersion } from '../../db/content-version.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { toInstant } from '../../shared/dates.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import type { Page } from '../../shared/paging.js';
import {
  deleteAnnouncement as deleteAnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  listAnnouncementsPage,
  updateAnnouncement as updateAnnouncementRow,
  type Announcement,
  type AnnouncementInput,
} from './repository.js';
import type { AnnouncementListQuery, CreateAnnouncementRequest, UpdateAnnouncementRequest } from './schemas.js';

/** isActive follows from the clock, not from the change: left out of the trail like the bookkeeping fields. */
const AUDITED: ChangeOptions = { ignore: ['id', 'isActive', 'createdAt'] };

/**
 * Instants are stored in UTC; a window must end after it starts. Only the writable fields are
 * read: the read-only ones a client sends back from GET (id, isActive, timestamps) are ignored.
 */
function inputOf(body: Static<typeof CreateAnnouncementRequest> | Static<typeof UpdateAnnouncementRequest>): AnnouncementInput {
  const startsAt = body.startsAt ? toInstant(body.startsAt) : null;
  const endsAt = body.endsAt ? toInstant(body.endsAt) : null;
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) {
    throw ValidationError.field('endsAt', 'must be after startsAt', 'invalid_window');
  }
  return {
    title: body.title,
    content: body.content,
    isPinned: body.isPinned ?? false,
    sortOrder: body.sortOrder ?? 0,
    isPublished: body.isPublished ?? true,
    startsAt,
    endsAt,
  };
}

export async function getAnnouncement(ctx: ServiceContext, id: number): Promise<Announcement> {
  const announcement = await findAnnouncement(ctx.db, id, nowIso(ctx));
  if (!announcement) throw new NotFoundError('Announcement', id);
  return announcement;
}

export async function listAnnouncements(ctx: ServiceContext, query: Static<typeof AnnouncementListQuery>): Promise<Page<Announcement>> {
  return listAnnouncementsPage(ctx.db, ctx.dialect, query, nowIso(ctx));
}

export async function createAnnouncement(ctx: ServiceContext, body: Static<typeof CreateAnnouncementRequest>): Promise<Announcement> {
  const input = inputOf(body);
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const created = await insertAnnouncement(trx, input, now);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'announcement.create', recordType: 'announcement', recordId: created.id, changes: changedFields(null, created, AUDITED) });
    // The public site's home and /notices show published announcements, cached per content version.
    if (created.isPublished) await bumpContentVersion(trx, now, ctx);
    return created;
  });
}

export async function updateAnnouncement(ctx: ServiceContext, id: number, body: Static<typeof UpdateAnnouncementRequest>): Promise<Announcement> {
  const input = inputOf(body);
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findAnnouncement(trx, id, now);
    const after = before && (await updateAnnouncementRow(trx, id, input, now));
    if (!before || !after) throw new NotFoundError('Announcement', id);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'announcement.update', recordType: 'announcement', recordId: id, changes: changedFields(before, after, AUDITED) });
    if (before.isPublished || after.isPublished) await bumpContentVersion(trx, now, ctx);
    return after;
  });
}

export async function deleteAnnouncement(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findAnnouncement(trx, id, now);
    if (!before || !(await deleteAnnouncementRow(trx, id))) throw new NotFoundError('Announcement', id);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'announcement.delete', recordType: 'announcement', recordId: id, changes: changedFields(before, null, AUDITED) });
    if (before.isPublished) await bumpContentVersion(trx, now, ctx);
  });
}
