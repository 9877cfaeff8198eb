import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { endClientAccess } from './lib/access.js';
import { STAFF_TAG } from './schemas.js';

export default function deletePortalAccess(app: App): void {
  app.delete(
    '/api/client/:id/portal-access',
    {
      schema: {
        tags: [STAFF_TAG],
        summary: "End a client's portal access",
        description: "Every portal session of the client ends at its next request and pending sign-in links and codes die. 204 also when there was no access.",
        params: IdParams,
        response: { 204: Type.Null({ description: 'Ended.' }) },
      },
    },
    async (request, reply) => {
      await endClientAccess(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
