import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { updateCategory as updateCategoryRecord } from './service.js';
import { Category, CATEGORY_TAG, UpdateCategoryRequest } from './schemas.js';

export default function updateCategory(app: App): void {
  app.put(
    '/api/category/:id',
    {
      schema: {
        tags: [CATEGORY_TAG],
        summary: 'Replace a blog category',
        description: 'The slug stays unless one is given.',
        params: IdParams,
        body: UpdateCategoryRequest,
        response: { 200: Category, 409: problemResponse('The slug is used by another category (slug_taken).') },
      },
    },
    async (request) => updateCategoryRecord(contextOf(app, request), request.params.id, request.body),
  );
}
