import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { CommonCodeList, TAG } from './schemas.js';
import { listActiveCodes } from './service.js';

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
    async (request) => ({ items: await listActiveCodes(contextOf(app, request)) }),
  );
}
