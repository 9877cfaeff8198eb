import { Type } from 'typebox';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { deleteCode as deleteCodeRecord } from './repository.js';
import { CodeParams, TAG } from './schemas.js';

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
      if (!(await deleteCodeRecord(app.db, group, value))) throw new NotFoundError('Common code', `${group}/${value}`);
      return reply.code(204).send(null);
    },
  );
}
