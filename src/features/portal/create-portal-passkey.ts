import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { addPasskey } from './lib/passkeys.js';
import { AddPasskeyRequest, Passkey, TAG } from './schemas.js';

export default function createPortalPasskey(app: App): void {
  app.post(
    '/api/portal/passkeys',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: "Finish adding a passkey: the authenticator's answer to the registration options, with a name (audited)",
        body: AddPasskeyRequest,
        response: {
          201: Passkey,
          400: problemResponse('passkey_not_verified: the ceremony expired or was answered already, or the answer does not check.'),
          409: problemResponse('passkey_exists: this authenticator is registered already.'),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await addPasskey(portalContextOf(app, request), request.body.name, request.body.credential)),
  );
}
