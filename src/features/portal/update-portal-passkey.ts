import { IdParams } from '../../shared/http/schemas.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { renameOwnPasskey } from './lib/passkeys.js';
import { Passkey, RenamePasskeyRequest, TAG } from './schemas.js';

export default function updatePortalPasskey(app: App): void {
  app.put(
    '/api/portal/passkeys/:id',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: "Rename one of the client's passkeys (audited)",
        params: IdParams,
        body: RenamePasskeyRequest,
        response: { 200: Passkey, 404: problemResponse('No such passkey of the client.') },
      },
    },
    async (request) => renameOwnPasskey(portalContextOf(app, request), request.params.id, request.body.name),
  );
}
