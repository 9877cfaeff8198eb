import type { ServiceContext } from '../../shared/context.js';
import { addMonths, DAY_MS } from '../../shared/dates.js';
import { businessToday, UPCOMING_DAYS_DEFAULT, upcomingWindow } from '../../shared/tax/upcoming.js';
import { monthlyStats, recentInquiries as recentInquiryRows, summary, upcomingFilings } from './repository.js';

/** The cards, counted against the firm's today and its current calendar month. */
export async function dashboardSummary(ctx: ServiceContext) {
  const today = businessToday(ctx);
  return summary(ctx.db, {
    today,
    window: upcomingWindow(ctx, UPCOMING_DAYS_DEFAULT),
    monthStart: `${today.slice(0, 7)}-01`,
    now: ctx.clock.now().toISOString(),
  });
}

/** What is due from today through today + days, each with the days left (0 = due today). */
export async function upcomingWork(ctx: ServiceContext, query: { days: number; limit: number }) {
  const window = upcomingWindow(ctx, query.days);
  const { totalCount, items } = await upcomingFilings(ctx.db, window, query.limit);
  const today = Date.parse(window.from);
  return {
    ...window,
    totalCount,
    items: items.map((item) => ({ ...item, daysLeft: Math.round((Date.parse(item.dueDate) - today) / DAY_MS) })),
  };
}

/** The first day of each of the last `months` months, oldest first, ending with today's month. */
function monthStarts(today: string, months: number): string[] {
  const current = `${today.slice(0, 7)}-01`;
  return Array.from({ length: months }, (_, index) => addMonths(current, index - months + 1));
}

export async function monthlyFigures(ctx: ServiceContext, months: number) {
  return { months: await monthlyStats(ctx.db, ctx.dialect, monthStarts(businessToday(ctx), months), ctx.config.businessTimeZone) };
}

/** The newest inquiries, newest first (the route bounds the limit). */
export function recentInquiries(ctx: ServiceContext, limit: number) {
  return recentInquiryRows(ctx.db, limit);
}
