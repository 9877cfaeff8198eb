import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { createCategory as createCategoryRecord } from './service.js';
import { Category, CATEGORY_TAG, CategoryRequest } from './schemas.js';

export default function createCategory(app: App): void {
  app.post(
    '/api/category',
    {
      schema: {
        tags: [CATEGORY_TAG],
        summary: 'Create a blog category',
        description: 'Without a slug one is made from the name and made unique; a given slug that is taken is 409.',
        body: CategoryRequest,
        response: { 201: Category, 409: problemResponse('The slug is used by another category (slug_taken).') },
      },
    },
    async (request, reply) => {
      const category = await createCategoryRecord(contextOf(app, request), request.body);
      return created(reply, `/api/category/${category.id}`, category);
    },
  );
}
