import { Type } from 'typebox';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findClient } from '../../shared/clients/client-store.js';
import { portalAccessOf } from '../../shared/portal/access-view.js';
import { PortalAccess } from '../../shared/portal/schemas.js';
import { Client, TAG } from './schemas.js';

const ClientRecord = Type.Object(
  { ...Client.properties, portal: PortalAccess },
  { description: 'Client, with its portal access (invited, ended, last sign-in)' },
);

export default function getClient(app: App): void {
  app.get(
    '/api/client/:id',
    { schema: { tags: [TAG], summary: 'One client (404 once deleted), with its portal access', params: IdParams, response: { 200: ClientRecord } } },
    async (request) => {
      const client = await findClient(app.db, request.params.id);
      if (!client) throw new NotFoundError('Client', request.params.id);
      return { ...client, portal: await portalAccessOf(app.db, client.id) };
    },
  );
}
