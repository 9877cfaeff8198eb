import { Type } from 'typebox';
import type { App } from '../../shared/http/app-types.js';
import { portalAuthContextOf, portalContextOf } from '../../shared/portal/context.js';
import { endPortalSession } from '../../shared/portal/sessions.js';
import { clearPortalCookie } from './lib/cookies.js';
import { TAG } from './schemas.js';

export default function endPortalSessionRoute(app: App): void {
  app.delete(
    '/api/portal/auth/session',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'Sign out of the portal: this session ends and the cookie is cleared',
        response: { 204: Type.Null({ description: 'Signed out.' }) },
      },
    },
    async (request, reply) => {
      const { clientId, sessionId } = portalContextOf(app, request);
      await endPortalSession(portalAuthContextOf(app, request), clientId, sessionId);
      clearPortalCookie(app.config, reply);
      return reply.code(204).send(null);
    },
  );
}
