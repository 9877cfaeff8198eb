import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { createPost as createPostRecord } from './service.js';
import { BlogPost, CreateBlogPostRequest, TAG } from './schemas.js';

export default function createPost(app: App): void {
  app.post(
    '/api/blog',
    {
      schema: {
        tags: [TAG],
        summary: 'Create a post',
        description:
          'The HTML content is sanitized on save. Without a slug one is made from the title (any script, Korean ' +
          'included), made unique with -2, -3, ... A given slug that is taken is 409; "admin" is reserved (400).',
        body: CreateBlogPostRequest,
        response: { 201: BlogPost, 409: problemResponse('The slug is used by another post (slug_taken).') },
      },
    },
    async (request, reply) => {
      const post = await createPostRecord(contextOf(app, request), request.body);
      return created(reply, `/api/blog/admin/${post.id}`, post);
    },
  );
}
