import { isUniqueViolation } from '../../db/errors.js';
import { requireVisibleClient } from '../../shared/clients/client-references.js';
import { ConflictError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { profileInput } from './input.js';
import { findProfile, insertProfile, profileIdOfClient } from './repository.js';
import { CreateTaxProfileRequest, TAG, TaxProfile } from './schemas.js';

async function profileTaken(app: App, clientId: number): Promise<ConflictError> {
  const existing = await profileIdOfClient(app.db, clientId);
  return new ConflictError(`Client ${clientId} already has a tax profile.`, 'tax_profile_exists', {
    existingProfileId: existing,
    errors: { clientId: ['already has a tax profile'] },
  });
}

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
      const { clientId } = request.body;
      await requireVisibleClient(app.db, clientId);
      if ((await profileIdOfClient(app.db, clientId)) !== null) throw await profileTaken(app, clientId);
      let id: number;
      try {
        id = await insertProfile(app.db, clientId, profileInput(request.body));
      } catch (error) {
        // Two creates racing past the check above: the unique index decides.
        if (isUniqueViolation(error)) throw await profileTaken(app, clientId);
        throw error;
      }
      return created(reply, `/api/taxprofile/client/${clientId}`, (await findProfile(app.db, id))!);
    },
  );
}
