import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { CodeParams, CommonCode, TAG, UpsertCommonCodeRequest } from './schemas.js';
import { upsertCode as upsert } from './service.js';

export default function upsertCode(app: App): void {
  app.put(
    '/api/commoncode/groups/:group/:value',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Create (201) or replace (200) a code (admin)',
        description: 'Group and value must not contain white space (400).',
        params: CodeParams,
        body: UpsertCommonCodeRequest,
        response: { 200: CommonCode, 201: CommonCode },
      },
    },
    async (request, reply) => {
      const { group, value } = request.params;
      const outcome = await upsert(contextOf(app, request), group, value, request.body);
      if (!outcome.created) return outcome.code;
      const location = `/api/commoncode/groups/${encodeURIComponent(group)}/${encodeURIComponent(value)}`;
      return created(reply, location, outcome.code);
    },
  );
}
