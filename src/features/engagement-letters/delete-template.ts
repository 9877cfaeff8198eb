import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { deleteTemplate } from './service.js';

export default function deleteTemplateRoute(app: App): void {
  app.delete(
    '/api/engagement-letter-templates/:id',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Delete an engagement-letter template (admin)',
        description: 'Letters sent from it keep their PDF.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await deleteTemplate(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
