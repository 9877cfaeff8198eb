import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { CommonCodeGroupList, TAG } from './schemas.js';
import { listGroups } from './service.js';

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
    async (request) => ({ items: await listGroups(contextOf(app, request)) }),
  );
}
