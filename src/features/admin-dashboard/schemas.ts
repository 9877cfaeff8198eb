import { Type } from 'typebox';
import { CalendarDate, Instant, Nullable, Strict } from '../../shared/http/schemas.js';
import { UpcomingDays } from '../../shared/tax/upcoming.js';

export const TAG = 'Admin dashboard';

export const DashboardSummary = Type.Object(
  {
    today: CalendarDate,
    activeClients: Type.Integer({ description: 'Clients with status active (deleted ones excluded).' }),
    newInquiries: Type.Integer({ description: 'Inquiries with status new.' }),
    pendingSchedules: Type.Integer({ description: 'Filing schedules not completed, of current clients.' }),
    filingsDueIn30Days: Type.Integer({ description: 'Pending schedules plus open filings (draft, in_progress) of current clients due from today through today + 30.' }),
    overdueFilings: Type.Integer({ description: 'Pending schedules plus open filings of current clients whose due date has passed.' }),
    unpaidRevenue: Type.Number({ description: 'Sum of unpaid revenue entries, all time.' }),
    revenueThisMonth: Type.Number({ description: "Revenue invoiced in the firm's current month." }),
    publishedPosts: Type.Integer({ description: 'Blog posts the public sees now.' }),
  },
  { description: 'DashboardSummary' },
);

export const UpcomingFilingsQuery = Strict({
  days: UpcomingDays,
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'At most this many items (soonest first).' }),
});

export const UpcomingFiling = Type.Object({
  kind: Type.Enum(['schedule', 'filing'], { description: 'schedule: a filing schedule (GET /api/taxfilingschedule/{id}); filing: a tax filing (GET /api/taxfiling/{id}).' }),
  id: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  taxType: Type.String(),
  period: Nullable(Type.String()),
  dueDate: CalendarDate,
  daysLeft: Type.Integer({ description: 'Days from today to the due date (0 = due today).' }),
  status: Type.String({ description: 'pending for schedules; the filing status for filings.' }),
});

export const UpcomingFilingsResponse = Type.Object(
  {
    from: CalendarDate,
    to: CalendarDate,
    totalCount: Type.Integer({ description: 'How many are due in the window, of which `items` shows the soonest `limit`.' }),
    items: Type.Array(UpcomingFiling),
  },
  { description: 'DashboardUpcomingFilings' },
);

export const RecentInquiriesQuery = Strict({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

export const RecentInquiry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  serviceType: Nullable(Type.String()),
  status: Type.String(),
  createdAt: Instant,
});

export const RecentInquiriesResponse = Type.Object({ items: Type.Array(RecentInquiry) }, { description: 'DashboardRecentInquiries' });

export const MonthlyStatsQuery = Strict({
  months: Type.Integer({ minimum: 1, maximum: 36, default: 12, description: 'How many months, ending with the current one.' }),
});

export const MonthlyStat = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$', examples: ['2026-11'] }),
  revenue: Type.Number({ description: 'Invoiced in the month.' }),
  paid: Type.Number({ description: 'Of which paid.' }),
  newClients: Type.Integer({ description: 'Clients created in the month (in the firm time zone) and not deleted.' }),
  newInquiries: Type.Integer({ description: 'Inquiries received in the month (in the firm time zone).' }),
});

export const MonthlyStatsResponse = Type.Object({ months: Type.Array(MonthlyStat) }, { description: 'DashboardMonthlyStats, oldest month first' });
