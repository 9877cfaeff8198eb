import { userAgentOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { PortalLetter, SignLetterRequest, TAG } from './schemas.js';
import { signPortalLetter } from './service.js';

export default function signPortalLetterRoute(app: App): void {
  app.post(
    '/api/portal/engagements/:id/sign',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'Sign the engagement letter of a contract',
        description:
          'Needs a portal session started within the last 15 minutes (403 `recent_sign_in_required`), `consent: true`, the full name, and the `sha256` of the letter shown; ' +
          'the stored PDF must still be the one sent (409 `letter_changed`). Stores the PDF with a certificate page as a new document, records its SHA-256 and the evidence, ' +
          'sets the contract’s `signedAt` (when it had none) and makes a `draft` contract `active` (audited as `contract.update` by the client). Audited (`engagement_letter.consent`, `engagement_letter.sign`).',
        params: IdParams,
        body: SignLetterRequest,
        response: {
          200: PortalLetter,
          403: problemResponse('The session was started more than 15 minutes ago (`recent_sign_in_required`).'),
          409: problemResponse('Signed already (`letter_already_signed`), declined (`letter_not_open`), or not the letter sent (`letter_changed`).'),
        },
      },
    },
    async (request) => signPortalLetter(portalContextOf(app, request), request.params.id, request.body, userAgentOf(request)),
  );
}
