import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { readMe } from './lib/me.js';
import { PortalMe, TAG } from './schemas.js';

export default function getPortalMe(app: App): void {
  app.get(
    '/api/portal/me',
    {
      config: { principal: 'portal' },
      schema: { tags: [TAG], summary: "The signed-in client's details and the firm's contact details", response: { 200: PortalMe } },
    },
    async (request) => readMe(portalContextOf(app, request)),
  );
}
