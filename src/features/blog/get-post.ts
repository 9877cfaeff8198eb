import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findPost } from './repository.js';
import { BlogPost, TAG } from './schemas.js';

export default function getPost(app: App): void {
  app.get(
    '/api/blog/admin/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'A post by id, whatever its status',
        params: IdParams,
        response: { 200: BlogPost },
      },
    },
    async (request) => {
      const post = await findPost(app.db, app.config.siteUrl, request.params.id);
      if (!post) throw new NotFoundError('Blog post', request.params.id);
      return post;
    },
  );
}
