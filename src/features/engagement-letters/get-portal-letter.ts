import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { PortalLetter, TAG } from './schemas.js';
import { readPortalLetter } from './service.js';

export default function getPortalLetterRoute(app: App): void {
  app.get(
    '/api/portal/engagements/:id/letter',
    {
      config: { principal: 'portal' },
      schema: {
        tags: [TAG],
        summary: 'The client’s engagement letter of a contract',
        description: 'The newest letter of the client’s contract that is not withdrawn, with the consent text to agree to and the `sha256` to send back when signing. 404 for another client’s contract.',
        params: IdParams,
        response: { 200: PortalLetter },
      },
    },
    async (request) => readPortalLetter(portalContextOf(app, request), request.params.id),
  );
}
