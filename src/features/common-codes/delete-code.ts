import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { CodeParams, TAG } from './schemas.js';
import { deleteCode as remove } from './service.js';

export default function deleteCode(app: App): void {
  app.delete(
    '/api/commoncode/groups/:group/:value',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Delete a code (admin)',
        description: 'Records keep the values they stored; to retire a code that is in use, set isActive to false instead.',
        params: CodeParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const { group, value } = request.params;
      await remove(contextOf(app, request), group, value);
      return reply.code(204).send(null);
    },
  );
}
