import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { bodyMayBeOmitted } from '../../shared/http/optional-body.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { IdParams } from '../../shared/http/schemas.js';
import { ConvertToClientRequest, ConvertToClientResponse, TAG } from './schemas.js';
import { convertToClient as convert } from './service.js';

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
      const clientId = await convert(contextOf(app, request), id, request.body);
      return created(reply, `/api/client/${clientId}`, { clientId, inquiryId: id, message: `Inquiry ${id} was converted to client ${clientId}.` });
    },
  );
}
