import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { revokeAllSessions } from './service.js';

export default function revokeUserSessions(app: App): void {
  app.delete(
    '/api/users/:id/sessions',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: "Sign a user out everywhere: revoke all of the user's sessions (admin)",
        description: "Their access tokens stop working on the next request; they must sign in again. Revoking your own sessions signs you out too.",
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Every session of the user has ended.' }),
          404: problemResponse('No such user.'),
        },
      },
    },
    async (request, reply) => {
      await revokeAllSessions({ ...contextOf(app, request), passwords: app.passwords }, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
