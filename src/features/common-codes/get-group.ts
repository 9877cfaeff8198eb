import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { CommonCodeList, GroupParams, GroupQuery, TAG } from './schemas.js';
import { getGroup as readGroup } from './service.js';

export default function getGroup(app: App): void {
  app.get(
    '/api/commoncode/groups/:group',
    {
      schema: {
        tags: [TAG],
        summary: "A group's codes, active and inactive, by sortOrder and value",
        description: 'A group exists while it has codes: a group without any is 404.',
        params: GroupParams,
        querystring: GroupQuery,
        response: { 200: CommonCodeList },
      },
    },
    async (request) => ({ items: await readGroup(contextOf(app, request), request.params.group, request.query.isActive) }),
  );
}
