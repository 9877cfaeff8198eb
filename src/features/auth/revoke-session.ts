import { Type } from 'typebox';
import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { revokeOwnSession } from './service.js';

export default function revokeSession(app: App): void {
  app.delete(
    '/api/auth/sessions/:id',
    {
      // Open while MFA_REQUIRED holds the user to enrolling a second factor (src/shared/auth/mfa-policy.ts).
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: 'Revoke one of your own sessions (the current one too: that signs you out)',
        description: "The session's refresh token stops working, and its access tokens on their next request.",
        params: IdParams,
        response: {
          204: Type.Null({ description: 'The session has ended.' }),
          404: problemResponse('No live session of yours has this id.'),
        },
      },
    },
    async (request, reply) => {
      await revokeOwnSession(authContextOf(app, request), request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
