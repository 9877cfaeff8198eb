import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { getCategory as readCategory } from './service.js';
import { Category, CATEGORY_TAG } from './schemas.js';

export default function getCategory(app: App): void {
  app.get(
    '/api/category/:id',
    { schema: { tags: [CATEGORY_TAG], summary: 'A blog category', params: IdParams, response: { 200: Category } } },
    async (request) => readCategory(contextOf(app, request), request.params.id),
  );
}
