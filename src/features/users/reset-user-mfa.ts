import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { resetUserSecondFactors } from './service.js';

export default function resetUserMfa(app: App): void {
  app.delete(
    '/api/users/:id/mfa',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: "Reset a user's second factors (admin): authenticator app, recovery codes and passkeys are removed",
        description:
          'For a user who lost their factors. Every session of the user ends (your own too, for your own account), the reset is audited ' +
          '(`mfa.reset`) and the user is mailed in their language. They sign in with their password next and, where MFA_REQUIRED holds them, enroll again.',
        params: IdParams,
        response: {
          204: Type.Null({ description: 'The factors are gone and the user is signed out everywhere.' }),
          404: problemResponse('No such user.'),
        },
      },
    },
    async (request, reply) => {
      await resetUserSecondFactors(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
