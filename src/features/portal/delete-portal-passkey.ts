import { Type } from 'typebox';
import { IdParams } from '../../shared/http/schemas.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { removeOwnPasskey } from './lib/passkeys.js';
import { TAG } from './schemas.js';

export default function deletePortalPasskey(app: App): void {
  app.delete(
    '/api/portal/passkeys/:id',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: "Remove one of the client's passkeys: it signs in no more (audited)",
        params: IdParams,
        response: { 204: Type.Null({ description: 'Removed.' }), 404: problemResponse('No such passkey of the client.') },
      },
    },
    async (request, reply) => {
      await removeOwnPasskey(portalContextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
