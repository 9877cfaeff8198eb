import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { archivePost as archivePostRecord } from './service.js';

export default function archivePost(app: App): void {
  app.delete(
    '/api/blog/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Archive a post',
        description:
          'The post is archived, not removed: it leaves the public site and the admin lists and appears under ' +
          '/api/blog/admin/archived; its status is remembered for restore. Archiving an archived post changes nothing.',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Archived.' }) },
      },
    },
    async (request, reply) => {
      await archivePostRecord(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
