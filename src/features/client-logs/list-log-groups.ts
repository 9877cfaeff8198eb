import type { App } from '../../shared/http/app-types.js';
import { DEFAULT_RANGE_DAYS, windowedFilter } from './lib/filters.js';
import { groupsPage } from './repository.js';
import { GroupsQuery, LogGroupPage, TAG } from './schemas.js';

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
    async (request) => {
      const { page, pageSize, ...query } = request.query;
      return groupsPage(app.db, app.dialect, { ...windowedFilter(query, app.clock.now()), page, pageSize });
    },
  );
}
