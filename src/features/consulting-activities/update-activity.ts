import { requireContractOfClient } from '../../shared/contracts/contract-references.js';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { activityInput } from './input.js';
import { clientOfActivity, findActivity, updateActivity } from './repository.js';
import { Activity, TAG, UpdateActivityRequest } from './schemas.js';

export default function updateActivityRoute(app: App): void {
  app.put(
    '/api/consultingactivity/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a consulting activity',
        params: IdParams,
        body: UpdateActivityRequest,
        response: { 200: Activity },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = activityInput(request.body);
      const clientId = await clientOfActivity(app.db, id);
      if (clientId === null) throw new NotFoundError('Consulting activity', id);
      if (input.contractId !== null) await requireContractOfClient(app.db, input.contractId, clientId);
      if (!(await updateActivity(app.db, id, input))) throw new NotFoundError('Consulting activity', id);
      return (await findActivity(app.db, id))!;
    },
  );
}
