import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { createProfile } from './service.js';
import { CreateTaxProfileRequest, TAG, TaxProfile } from './schemas.js';

export default function createTaxProfile(app: App): void {
  app.post(
    '/api/taxprofile',
    {
      schema: {
        tags: [TAG],
        summary: "Create a client's tax profile (one per client)",
        body: CreateTaxProfileRequest,
        response: {
          201: TaxProfile,
          409: problemResponse('The client already has a profile (`tax_profile_exists`, with `existingProfileId`).'),
        },
      },
    },
    async (request, reply) => {
      const profile = await createProfile(contextOf(app, request), request.body);
      return created(reply, `/api/taxprofile/client/${profile.clientId}`, profile);
    },
  );
}
