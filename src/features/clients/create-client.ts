import { clientWriteProblem, findClient, insertClient, type ClientInput } from '../../shared/clients/client-store.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { Client, CreateClientRequest, TAG } from './schemas.js';

export default function createClient(app: App): void {
  app.post(
    '/api/client',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a client; answers the stored client',
        body: CreateClientRequest,
        response: {
          201: Client,
          409: problemResponse('Another client has the email (`client_email_taken`, with `existingClientId`).'),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const input: ClientInput = {
        name: body.name,
        email: body.email ?? null,
        phone: body.phone ?? null,
        clientType: body.clientType,
        companyId: body.companyId ?? null,
        businessNumber: body.businessNumber ?? null,
        address: body.address ?? null,
        status: body.status ?? 'active',
        notes: body.notes ?? null,
      };
      let id: number;
      try {
        id = await insertClient(app.db, input);
      } catch (error) {
        throw await clientWriteProblem(app.db, error, input);
      }
      return created(reply, `/api/client/${id}`, (await findClient(app.db, id))!);
    },
  );
}
