/**
 * "Upcoming" views of the tax practice (schedules, filings, profiles, the dashboard) share one
 * window: from the firm's today through today + days, both ends included, in calendar dates.
 */
import { Type } from 'typebox';
import { addDays, today } from '../dates.js';
import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';

export const UPCOMING_DAYS_DEFAULT = 30;

export const UpcomingDays = Type.Integer({
  minimum: 0,
  maximum: 366,
  default: UPCOMING_DAYS_DEFAULT,
  description: 'Window length in days: due dates from today through today + days, both included (0 = due today). Today is the firm\'s day in BUSINESS_TIME_ZONE.',
});

export interface DateWindow {
  from: string;
  to: string;
}

/** A filing schedule or a filing as the views of what falls due (dashboard, calendar feed) show it. */
export interface DueItem {
  kind: 'schedule' | 'filing';
  id: number;
  clientId: number;
  clientName: string;
  taxType: string;
  period: string | null;
  dueDate: string;
  /** schedule: pending or completed; filing: its status. */
  status: string;
}

/** What "today" depends on: the app or a ServiceContext. */
export interface TimeSource {
  config: Pick<Config, 'businessTimeZone'>;
  clock: Clock;
}

/** The firm's calendar date now. */
export function businessToday(source: TimeSource): string {
  return today(source.config.businessTimeZone, source.clock.now());
}

export function upcomingWindow(source: TimeSource, days: number): DateWindow {
  const from = businessToday(source);
  return { from, to: addDays(from, days) };
}
