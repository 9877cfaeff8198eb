import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Letter, SendLetterRequest, TAG } from './schemas.js';
import { sendLetter } from './service.js';

export default function sendLetterRoute(app: App): void {
  app.post(
    '/api/contract/:id/engagement-letter',
    {
      schema: {
        tags: [TAG],
        summary: 'Send a contract’s engagement letter',
        description:
          'Renders the template in the client’s language (or `language`) as a PDF, stores it as a document the client sees, records the letter with the PDF’s SHA-256 (status `sent`), ' +
          'and mails the client. The contract’s own status is not changed (it has no `sent`). Audited (`engagement_letter.send`).',
        params: IdParams,
        body: SendLetterRequest,
        response: {
          201: Letter,
          409: problemResponse('The contract has a letter waiting for signature (`letter_already_open`) or a signed one (`letter_already_signed`).'),
        },
      },
    },
    async (request, reply) => {
      const letter = await sendLetter(contextOf(app, request), request.params.id, request.body);
      return created(reply, `/api/contract/${request.params.id}/engagement-letter`, letter);
    },
  );
}
