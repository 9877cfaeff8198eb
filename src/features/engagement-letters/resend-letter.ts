import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Letter, TAG } from './schemas.js';
import { resendLetter } from './service.js';

export default function resendLetterRoute(app: App): void {
  app.post(
    '/api/contract/:id/engagement-letter/resend',
    {
      schema: {
        tags: [TAG],
        summary: 'Mail the open engagement letter again',
        description: 'The same PDF; audited (`engagement_letter.resend`). 404 when no letter is open (none, or withdrawn).',
        params: IdParams,
        response: { 200: Letter, 409: problemResponse('The letter is signed (`letter_already_signed`) or declined (`letter_not_open`).') },
      },
    },
    async (request) => resendLetter(contextOf(app, request), request.params.id),
  );
}
