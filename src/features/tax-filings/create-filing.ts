import { requireVisibleClient } from '../../shared/clients/client-references.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { filingInput } from './input.js';
import { findFiling, insertFiling } from './repository.js';
import { CreateFilingRequest, Filing, TAG } from './schemas.js';

export default function createFiling(app: App): void {
  app.post(
    '/api/taxfiling',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a tax filing (a return being prepared or filed)',
        body: CreateFilingRequest,
        response: { 201: Filing },
      },
    },
    async (request, reply) => {
      const { clientId, ...fields } = request.body;
      const input = filingInput(fields);
      await requireVisibleClient(app.db, clientId);
      const id = await insertFiling(app.db, clientId, input);
      return created(reply, `/api/taxfiling/${id}`, (await findFiling(app.db, id))!);
    },
  );
}
