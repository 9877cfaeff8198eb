import { Type } from 'typebox';
import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { removeStaffPasskey } from './lib/staff-passkeys.js';
import { TAG } from './schemas.js';

export default function deletePasskey(app: App): void {
  app.delete(
    '/api/auth/passkeys/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Remove one of your passkeys',
        description:
          "The user's other sessions end. With no authenticator app and no passkey left the account has no second factor " +
          '(its recovery codes and passkey sign-in go too); where MFA_REQUIRED holds the user, they must set one up again.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Removed.' }), 404: problemResponse('Not a passkey of yours.') },
      },
    },
    async (request, reply) => {
      await removeStaffPasskey(authContextOf(app, request), request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
