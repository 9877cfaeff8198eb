import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { PortalAccess } from '../../shared/portal/schemas.js';
import { Client, TAG } from './schemas.js';
import { getClient as readClient } from './service.js';

const ClientRecord = Type.Object(
  { ...Client.properties, portal: PortalAccess },
  { description: 'Client, with its portal access (invited, ended, last sign-in)' },
);

export default function getClient(app: App): void {
  app.get(
    '/api/client/:id',
    { schema: { tags: [TAG], summary: 'One client (404 once deleted), with its portal access', params: IdParams, response: { 200: ClientRecord } } },
    async (request) => readClient(contextOf(app, request), request.params.id),
  );
}
