import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findProfileOfClient } from './repository.js';
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
    async (request) => {
      const profile = await findProfileOfClient(app.db, request.params.clientId);
      if (!profile) throw new NotFoundError('Tax profile of client', request.params.clientId);
      return profile;
    },
  );
}
