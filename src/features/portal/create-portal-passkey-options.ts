import type { App } from '../../shared/http/app-types.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { registrationOptions } from './lib/passkeys.js';
import { PasskeyCreationOptions, TAG } from './schemas.js';

export default function createPortalPasskeyOptions(app: App): void {
  app.post(
    '/api/portal/passkeys/registration',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'Begin adding a passkey: the options for navigator.credentials.create()',
        description: 'Relying party: PORTAL_URL (its host name is the RP ID). The challenge is stored for 5 minutes and spent by the first answer.',
        response: { 200: PasskeyCreationOptions },
      },
    },
    async (request) => registrationOptions(portalContextOf(app, request)),
  );
}
