import { Type } from 'typebox';
import { hashOpaqueToken } from '../../shared/auth/tokens.js';
import type { App } from '../../shared/http/app-types.js';
import { findRefreshToken, revokeFamily } from './repository.js';
import { TAG } from './schemas.js';
import { clearRefreshCookie, readRefreshCookie } from './session-cookie.js';

export default function endSession(app: App): void {
  app.delete(
    '/api/auth/session',
    {
      // The access token may already have expired when someone signs out; the cookie is the session.
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Sign out of the admin interface: revokes the session of the refresh cookie and clears it',
        response: { 204: Type.Null({ description: 'Signed out (also when there was no session).' }) },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      const token = presented ? await findRefreshToken(app.db, hashOpaqueToken(presented)) : null;
      if (token) await revokeFamily(app.db, token.familyId);
      clearRefreshCookie(reply);
      return reply.code(204).send(null);
    },
  );
}
