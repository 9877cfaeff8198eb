import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updatePost as updatePostRecord } from './service.js';
import { BlogPost, TAG, UpdateBlogPostRequest } from './schemas.js';

export default function updatePost(app: App): void {
  app.put(
    '/api/blog/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a post',
        description:
          'The whole post; the slug stays unless one is given. An archived post must be restored first (409). ' +
          'With the updatedAt the edit started from, a save made by someone else since then is refused (409 post_changed, its updatedAt named) instead of overwritten.',
        params: IdParams,
        body: UpdateBlogPostRequest,
        response: { 200: BlogPost, 409: problemResponse('The slug is taken (slug_taken), the post is archived (post_archived) or was saved since the updatedAt sent (post_changed).') },
      },
    },
    async (request) => updatePostRecord(contextOf(app, request), request.params.id, request.body),
  );
}
