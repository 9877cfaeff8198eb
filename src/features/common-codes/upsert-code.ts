import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { upsertCode as upsertCodeRecord } from './repository.js';
import { CodeParams, CommonCode, MAX_ATTRIBUTES_JSON_LENGTH, TAG, UpsertCommonCodeRequest } from './schemas.js';

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
      const body = request.body;
      const attributes = body.attributes ?? null;
      if (attributes !== null && JSON.stringify(attributes).length > MAX_ATTRIBUTES_JSON_LENGTH) {
        throw ValidationError.field('attributes', `must be at most ${MAX_ATTRIBUTES_JSON_LENGTH} characters as JSON`);
      }
      const outcome = await upsertCodeRecord(app.db, group, value, {
        name: body.name,
        sortOrder: body.sortOrder ?? 0,
        isActive: body.isActive ?? true,
        attributes,
      });
      if (!outcome.created) return outcome.code;
      const location = `/api/commoncode/groups/${encodeURIComponent(group)}/${encodeURIComponent(value)}`;
      return created(reply, location, outcome.code);
    },
  );
}
