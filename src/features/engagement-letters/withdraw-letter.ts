import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { withdrawLetter } from './service.js';

export default function withdrawLetterRoute(app: App): void {
  app.delete(
    '/api/contract/:id/engagement-letter',
    {
      schema: {
        tags: [TAG],
        summary: 'Withdraw the open engagement letter',
        description: 'The client can no longer see or sign it; a new one may be sent. Audited (`engagement_letter.withdraw`).',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Withdrawn.' }), 409: problemResponse('The letter is signed (`letter_already_signed`) or declined (`letter_not_open`).') },
      },
    },
    async (request, reply) => {
      await withdrawLetter(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
