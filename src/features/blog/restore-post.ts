import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { bumpFeedVersion, findPost, findPostState, restorePostRow } from './repository.js';
import { BlogPost, TAG } from './schemas.js';

export default function restorePost(app: App): void {
  app.post(
    '/api/blog/:id/restore',
    {
      schema: {
        tags: [TAG],
        summary: 'Restore an archived post',
        description: 'The post gets back the status it had when it was archived (a published post is public again).',
        params: IdParams,
        response: { 200: BlogPost, 409: problemResponse('The post is not archived (post_not_archived).') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = app.clock.now().toISOString();
      const post = await app.db.transaction().execute(async (trx) => {
        const restored = await restorePostRow(trx, id, now);
        if (restored === null) {
          if (!(await findPostState(trx, id))) throw new NotFoundError('Blog post', id);
          throw new ConflictError('The post is not archived.', 'post_not_archived');
        }
        if (restored === 'published') await bumpFeedVersion(trx, now);
        return findPost(trx, app.config.siteUrl, id);
      });
      return post!;
    },
  );
}
