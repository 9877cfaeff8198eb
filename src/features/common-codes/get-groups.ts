import type { App } from '../../shared/http/app-types.js';
import { listGroups } from './repository.js';
import { CommonCodeGroupList, TAG } from './schemas.js';

export default function getGroups(app: App): void {
  app.get(
    '/api/commoncode/groups',
    {
      schema: {
        tags: [TAG],
        summary: 'The code groups, with how many codes each has (and how many are active)',
        response: { 200: CommonCodeGroupList },
      },
    },
    async () => ({ items: await listGroups(app.db) }),
  );
}
