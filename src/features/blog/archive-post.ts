import { Type } from 'typebox';
import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { archivePostRow, bumpFeedVersion, findPostState } from './repository.js';
import { TAG } from './schemas.js';

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
      const { id } = request.params;
      const now = app.clock.now().toISOString();
      await app.db.transaction().execute(async (trx) => {
        const previous = await archivePostRow(trx, id, now);
        if (previous === 'published') await bumpFeedVersion(trx, now);
        else if (previous === null && !(await findPostState(trx, id))) throw new NotFoundError('Blog post', id);
      });
      return reply.code(204).send(null);
    },
  );
}
