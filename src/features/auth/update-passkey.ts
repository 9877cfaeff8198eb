import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Passkey, RenamePasskeyRequest } from '../../shared/auth/webauthn/schemas.js';
import { renameStaffPasskey } from './lib/staff-passkeys.js';
import { TAG } from './schemas.js';

export default function updatePasskey(app: App): void {
  app.put(
    '/api/auth/passkeys/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Rename one of your passkeys',
        params: IdParams,
        body: RenamePasskeyRequest,
        response: { 200: Passkey, 404: problemResponse('Not a passkey of yours.') },
      },
    },
    async (request) => renameStaffPasskey(authContextOf(app, request), request.user!, request.params.id, request.body.name),
  );
}
