import { Type } from 'typebox';
import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { signOutEverywhere } from './lib/sessions.js';
import { clearPortalCookie } from './lib/cookies.js';
import { TAG } from './schemas.js';

export default function endAllPortalSessions(app: App): void {
  app.delete(
    '/api/portal/auth/sessions',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: "Sign out everywhere: every one of the client's portal sessions ends, this one too",
        response: { 204: Type.Null({ description: 'Signed out everywhere.' }) },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(portalContextOf(app, request));
      clearPortalCookie(app.config, reply);
      return reply.code(204).send(null);
    },
  );
}
