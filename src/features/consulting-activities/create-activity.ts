import { requireVisibleClient } from '../../shared/clients/client-references.js';
import { requireContractOfClient } from '../../shared/contracts/contract-references.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { activityInput } from './input.js';
import { findActivity, insertActivity } from './repository.js';
import { Activity, CreateActivityRequest, TAG } from './schemas.js';

export default function createActivity(app: App): void {
  app.post(
    '/api/consultingactivity',
    {
      schema: {
        tags: [TAG],
        summary: 'Record a consulting activity (meeting, call, review) for a client',
        body: CreateActivityRequest,
        response: { 201: Activity },
      },
    },
    async (request, reply) => {
      const { clientId, ...fields } = request.body;
      const input = activityInput(fields);
      await requireVisibleClient(app.db, clientId);
      if (input.contractId !== null) await requireContractOfClient(app.db, input.contractId, clientId);
      const id = await insertActivity(app.db, clientId, input);
      return created(reply, `/api/consultingactivity/${id}`, (await findActivity(app.db, id))!);
    },
  );
}
