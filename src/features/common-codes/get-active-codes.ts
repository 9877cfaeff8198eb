import type { App } from '../../shared/http/app-types.js';
import { listActiveCodes } from './repository.js';
import { CommonCodeList, TAG } from './schemas.js';

export default function getActiveCodes(app: App): void {
  app.get(
    '/api/commoncode',
    {
      schema: {
        tags: [TAG],
        summary: 'Every active code, ordered by group, sortOrder and value',
        response: { 200: CommonCodeList },
      },
    },
    async () => ({ items: await listActiveCodes(app.db) }),
  );
}
