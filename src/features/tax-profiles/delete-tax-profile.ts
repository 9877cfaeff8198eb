import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteProfile } from './service.js';
import { TAG } from './schemas.js';

export default function deleteTaxProfile(app: App): void {
  app.delete(
    '/api/taxprofile/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a tax profile',
        description: 'The row is removed (its fields stay in the audit entry, the tax id masked); the client may then be given a new profile.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await deleteProfile(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
