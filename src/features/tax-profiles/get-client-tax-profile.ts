import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { getProfileOfClient } from './service.js';
import { ClientIdParams, TAG, TaxProfile } from './schemas.js';

export default function getClientTaxProfile(app: App): void {
  app.get(
    '/api/taxprofile/client/:clientId',
    {
      schema: {
        tags: [TAG],
        summary: "A client's tax profile, tax id in full (404 when the client has none)",
        params: ClientIdParams,
        response: { 200: TaxProfile },
      },
    },
    async (request) => getProfileOfClient(contextOf(app, request), request.params.clientId),
  );
}
