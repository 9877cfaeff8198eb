import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { passkeysOf } from './lib/passkeys.js';
import { PasskeyList, TAG } from './schemas.js';

export default function listPortalPasskeys(app: App): void {
  app.get(
    '/api/portal/passkeys',
    {
      config: { principal: 'portal' },
      schema: { tags: [TAG], summary: "The client's passkeys", response: { 200: PasskeyList } },
    },
    async (request) => passkeysOf(portalContextOf(app, request)),
  );
}
