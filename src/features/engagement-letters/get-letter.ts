import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { Letter, TAG } from './schemas.js';
import { getLetter } from './service.js';

export default function getLetterRoute(app: App): void {
  app.get(
    '/api/contract/:id/engagement-letter',
    {
      schema: {
        tags: [TAG],
        summary: 'A contract’s engagement letter and its evidence',
        description: 'The newest letter of the contract: status, every time, the signer’s name, IP, user agent and sign-in method, both SHA-256 hashes and both documents.',
        params: IdParams,
        response: { 200: Letter },
      },
    },
    async (request) => getLetter(contextOf(app, request), request.params.id),
  );
}
