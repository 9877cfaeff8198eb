import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { listCategories } from './service.js';
import { CATEGORY_TAG, CategoryListResponse } from './schemas.js';

export default function listCategoriesRoute(app: App): void {
  app.get(
    '/api/category',
    {
      schema: {
        tags: [CATEGORY_TAG],
        summary: 'Blog categories, in their sort order',
        response: { 200: CategoryListResponse },
      },
    },
    async (request) => {
      const items = await listCategories(contextOf(app, request));
      return { items, totalCount: items.length };
    },
  );
}
