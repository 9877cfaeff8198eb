import { recordAudit } from '../../shared/audit/record.js';
import { revokeCalendarFeedsOfUser } from '../../shared/auth/session-store.js';
import { hashOpaqueToken, newOpaqueToken } from '../../shared/auth/tokens.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { addDays } from '../../shared/dates.js';
import { NotFoundError } from '../../shared/errors.js';
import { businessToday } from '../../shared/tax/upcoming.js';
import { renderDeadlineFeed } from './lib/ics.js';
import { deadlinesBetween, findFeedByToken, findLiveFeedOfUser, insertFeed, touchFeed, type FeedStatus } from './repository.js';

/** A year back (recent history stays visible) and two years ahead: a bounded document. */
const DAYS_BACK = 365;
const DAYS_AHEAD = 730;

export function feedUrl(apiOrigin: string, token: string): string {
  return `${apiOrigin}/api/calendar/${token}.ics`;
}

/** A new secret URL for the signed-in user; a previous one stops working. The token is returned once. */
export async function createFeed(ctx: ServiceContext, userId: number): Promise<{ token: string; createdAt: string }> {
  const now = nowIso(ctx);
  const token = newOpaqueToken();
  await ctx.db.transaction().execute(async (trx) => {
    const replaced = await revokeCalendarFeedsOfUser(trx, userId, now);
    const id = await insertFeed(trx, userId, hashOpaqueToken(token), now);
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: 'calendar-feed.create',
      recordType: 'calendar-feed',
      recordId: id,
      changes: { replacedFeeds: { before: replaced, after: 0 } },
    });
  });
  return { token, createdAt: now };
}

export async function revokeFeed(ctx: ServiceContext, userId: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const live = await findLiveFeedOfUser(trx, userId);
    if (!live) throw new NotFoundError('Calendar feed');
    await revokeCalendarFeedsOfUser(trx, userId, now);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'calendar-feed.revoke', recordType: 'calendar-feed', recordId: live.id, changes: null });
  });
}

export async function feedStatus(ctx: ServiceContext, userId: number): Promise<FeedStatus | null> {
  return findLiveFeedOfUser(ctx.db, userId);
}

/**
 * The feed of a token, or NotFoundError (unknown, revoked, or its user disabled: the same answer,
 * so the URL tells nothing). Staff and admins both see every client's deadlines, so the feed holds
 * the firm's; scoping follows the role once records have owners.
 */
export async function renderFeed(ctx: ServiceContext, token: string): Promise<string> {
  const feed = await findFeedByToken(ctx.db, hashOpaqueToken(token));
  if (!feed) throw new NotFoundError('Calendar feed');
  const today = businessToday(ctx);
  const deadlines = await deadlinesBetween(ctx.db, addDays(today, -DAYS_BACK), addDays(today, DAYS_AHEAD));
  await touchFeed(ctx.db, feed.id, nowIso(ctx));
  return renderDeadlineFeed(deadlines, {
    calendarName: `${ctx.config.siteName} deadlines`,
    uidHost: new URL(ctx.config.siteUrl).host,
    adminUrl: ctx.config.adminUrl,
    today,
  });
}
