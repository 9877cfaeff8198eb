import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { inviteClient } from './lib/access.js';
import { PortalAccess } from '../../shared/portal/schemas.js';
import { STAFF_TAG } from './schemas.js';

export default function createPortalInvitation(app: App): void {
  app.post(
    '/api/client/:id/portal-invitation',
    {
      schema: {
        tags: [STAFF_TAG],
        summary: 'Invite a client to the portal: access granted, a sign-in link and code mailed',
        description:
          'The client gets a mail in their language with a link (PORTAL_URL#token=...) and a 6-digit code, both valid 15 minutes ' +
          'and once. Inviting again mails a new sign-in and restores ended access. 400 client_without_email when the client has no email.',
        params: IdParams,
        response: { 202: PortalAccess },
      },
    },
    async (request, reply) => {
      const access = await inviteClient(contextOf(app, request), app.portalTokens, request.params.id);
      return reply.code(202).send(access);
    },
  );
}
