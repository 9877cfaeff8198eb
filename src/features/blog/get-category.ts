import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findCategory } from './repository.js';
import { Category, CATEGORY_TAG } from './schemas.js';

export default function getCategory(app: App): void {
  app.get(
    '/api/category/:id',
    { schema: { tags: [CATEGORY_TAG], summary: 'A blog category', params: IdParams, response: { 200: Category } } },
    async (request) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw new NotFoundError('Category', request.params.id);
      return category;
    },
  );
}
