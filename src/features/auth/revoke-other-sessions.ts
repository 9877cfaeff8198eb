import { Type } from 'typebox';
import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { TAG } from './schemas.js';
import { revokeOtherSessions as revokeOthers } from './service.js';

export default function revokeOtherSessions(app: App): void {
  app.delete(
    '/api/auth/sessions',
    {
      // Open while MFA_REQUIRED holds the user to enrolling a second factor (src/shared/auth/mfa-policy.ts).
      config: { mfaEnrollment: true },
      schema: {
        tags: [TAG],
        summary: 'Sign out everywhere else: revoke all of your sessions but the current one',
        response: { 204: Type.Null({ description: 'Every other session has ended (also when there was none).' }) },
      },
    },
    async (request, reply) => {
      await revokeOthers(authContextOf(app, request), request.user!);
      return reply.code(204).send(null);
    },
  );
}
