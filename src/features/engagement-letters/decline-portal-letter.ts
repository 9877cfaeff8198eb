import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { DeclineLetterRequest, PortalLetter, TAG } from './schemas.js';
import { declinePortalLetter } from './service.js';

export default function declinePortalLetterRoute(app: App): void {
  app.post(
    '/api/portal/engagements/:id/decline',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'Decline the engagement letter of a contract, with a reason',
        description: 'Staff see the reason on the letter. Audited (`engagement_letter.decline`).',
        params: IdParams,
        body: DeclineLetterRequest,
        response: { 200: PortalLetter, 409: problemResponse('Signed already (`letter_already_signed`) or declined (`letter_not_open`).') },
      },
    },
    async (request) => declinePortalLetter(portalContextOf(app, request), request.params.id, request.body),
  );
}
