import type { App } from '../../shared/http/app-types.js';
import createCalendarFeed from './create-calendar-feed.js';
import getCalendar from './get-calendar.js';
import getCalendarFeedStatus from './get-calendar-feed-status.js';
import revokeCalendarFeed from './revoke-calendar-feed.js';

export default function calendarFeature(app: App): void {
  getCalendarFeedStatus(app);
  createCalendarFeed(app);
  revokeCalendarFeed(app);
  getCalendar(app);
}
