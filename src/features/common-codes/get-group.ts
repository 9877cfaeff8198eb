import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { groupExists, listGroupCodes } from './repository.js';
import { CommonCodeList, GroupParams, GroupQuery, TAG } from './schemas.js';

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
    async (request) => {
      const { group } = request.params;
      const items = await listGroupCodes(app.db, group, request.query.isActive);
      if (items.length === 0 && !(await groupExists(app.db, group))) throw new NotFoundError('Common code group', group);
      return { items };
    },
  );
}
