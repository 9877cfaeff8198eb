import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { DEFAULT_RANGE_DAYS } from './lib/filters.js';
import { GroupsQuery, LogGroupPage, TAG } from './schemas.js';
import { listLogGroups as listGroups } from './service.js';

export default function listLogGroups(app: App): void {
  app.get(
    '/api/clientlog/groups',
    {
      schema: {
        tags: [TAG],
        summary: `Repeated problems: one row per fingerprint with count, first and last seen, levels and the latest sample, most frequent first (default range: the last ${DEFAULT_RANGE_DAYS} days)`,
        querystring: GroupsQuery,
        response: { 200: LogGroupPage },
      },
    },
    async (request) => listGroups(contextOf(app, request), request.query),
  );
}
