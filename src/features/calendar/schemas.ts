import { Type } from 'typebox';
import { Instant, Nullable, Strict } from '../../shared/http/schemas.js';

export const TAG = 'Calendar';

export const CalendarFeedStatus = Type.Object(
  {
    active: Type.Boolean({ description: 'Whether the user has a live feed URL.' }),
    createdAt: Nullable(Instant),
    lastUsedAt: Nullable(Instant, 'When a calendar app last fetched the feed.'),
  },
  { title: 'CalendarFeedStatus' },
);

export const CreatedCalendarFeed = Type.Object(
  {
    url: Type.String({ description: 'The secret feed URL: shown this once, stored only as a hash. Subscribe to it in a calendar app.' }),
    createdAt: Instant,
  },
  { title: 'CreatedCalendarFeed' },
);

export const CalendarTokenParams = Strict({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'The secret of the feed URL.' }),
});
