import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { updateMe } from './lib/me.js';
import { PortalMe, TAG, UpdatePortalMeRequest } from './schemas.js';

export default function updatePortalMe(app: App): void {
  app.put(
    '/api/portal/me',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'The client changes their own phone and postal address (audited; staff see it on the client)',
        body: UpdatePortalMeRequest,
        response: { 200: PortalMe },
      },
    },
    async (request) => updateMe(portalContextOf(app, request), { phone: request.body.phone, address: request.body.address }),
  );
}
