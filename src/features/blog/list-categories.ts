import type { App } from '../../shared/http/app-types.js';
import { listCategories } from './repository.js';
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
    async () => {
      const items = await listCategories(app.db);
      return { items, totalCount: items.length };
    },
  );
}
