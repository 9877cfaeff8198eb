import { clientWriteProblem, insertClient, type ClientInput } from '../../shared/clients/client-store.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { bodyMayBeOmitted } from '../../shared/http/optional-body.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { IdParams } from '../../shared/http/schemas.js';
import { claimForConversion, findInquiry, linkClient, type InquiryContact } from './repository.js';
import { ConvertToClientRequest, ConvertToClientResponse, TAG } from './schemas.js';

type Overrides = Partial<ClientInput>;

function clientFrom(inquiry: InquiryContact, overrides: Overrides): ClientInput {
  const pick = <K extends keyof ClientInput>(key: K, fallback: ClientInput[K]): ClientInput[K] =>
    overrides[key] === undefined ? fallback : (overrides[key] as ClientInput[K]);
  return {
    name: pick('name', inquiry.name),
    email: pick('email', inquiry.email),
    phone: pick('phone', inquiry.phone),
    clientType: pick('clientType', inquiry.companyName ? 'business' : 'individual'),
    companyId: pick('companyId', null),
    businessNumber: pick('businessNumber', null),
    address: pick('address', null),
    status: pick('status', 'active'),
    notes: pick('notes', null),
  };
}

async function alreadyConverted(app: App, id: number): Promise<Error> {
  const inquiry = await findInquiry(app.db, id);
  if (!inquiry) return new NotFoundError('Inquiry', id);
  return new ConflictError(`Inquiry ${id} was already converted to client ${inquiry.clientId}.`, 'inquiry_already_converted', {
    clientId: inquiry.clientId,
  });
}

export default function convertToClient(app: App): void {
  app.post(
    '/api/inquiry/:id/convert-to-client',
    {
      // The overrides are optional, so no body at all means "no overrides".
      preValidation: bodyMayBeOmitted,
      schema: {
        tags: [TAG],
        summary: 'Create a client from an inquiry (once)',
        description:
          'One transaction: the client is created from the inquiry (request fields override) and the inquiry becomes ' +
          '`converted` with its clientId. Converting again, or concurrently, is 409 naming the existing client.',
        params: IdParams,
        body: ConvertToClientRequest,
        response: {
          201: ConvertToClientResponse,
          409: problemResponse(
            'Already converted (`inquiry_already_converted`, with `clientId`), or the email belongs to another client ' +
              '(`client_email_taken`, with `existingClientId`: override email).',
          ),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const attempt: { client?: ClientInput } = {};
      let clientId: number | null;
      try {
        clientId = await app.db.transaction().execute(async (trx) => {
          const inquiry = await claimForConversion(trx, id);
          if (!inquiry) return null;
          attempt.client = clientFrom(inquiry, request.body);
          const newId = await insertClient(trx, attempt.client, id);
          await linkClient(trx, id, newId);
          return newId;
        });
      } catch (error) {
        // A conversion that committed first wins; otherwise explain the failed client write.
        if ((await findInquiry(app.db, id))?.status === 'converted') throw await alreadyConverted(app, id);
        throw attempt.client ? await clientWriteProblem(app.db, error, attempt.client) : error;
      }
      if (clientId === null) throw await alreadyConverted(app, id);
      return created(reply, `/api/client/${clientId}`, {
        clientId,
        inquiryId: id,
        message: `Inquiry ${id} was converted to client ${clientId}.`,
      });
    },
  );
}
