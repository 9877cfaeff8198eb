import { clientWriteProblem, findClient, updateClient as updateClientRecord, type ClientInput } from '../../shared/clients/client-store.js';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Client, TAG, UpdateClientRequest } from './schemas.js';

export default function updateClient(app: App): void {
  app.put(
    '/api/client/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a client',
        params: IdParams,
        body: UpdateClientRequest,
        response: {
          200: Client,
          409: problemResponse('Another client has the email (`client_email_taken`, with `existingClientId`).'),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const input: ClientInput = {
        name: body.name,
        email: body.email ?? null,
        phone: body.phone ?? null,
        clientType: body.clientType,
        companyId: body.companyId ?? null,
        businessNumber: body.businessNumber ?? null,
        address: body.address ?? null,
        status: body.status,
        notes: body.notes ?? null,
      };
      let updated: boolean;
      try {
        updated = await updateClientRecord(app.db, id, input);
      } catch (error) {
        throw await clientWriteProblem(app.db, error, input);
      }
      if (!updated) throw new NotFoundError('Client', id);
      return (await findClient(app.db, id))!;
    },
  );
}
