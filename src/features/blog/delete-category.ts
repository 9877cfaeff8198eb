import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteCategory as deleteCategoryRecord } from './service.js';
import { CATEGORY_TAG } from './schemas.js';

export default function deleteCategory(app: App): void {
  app.delete(
    '/api/category/:id',
    {
      schema: {
        tags: [CATEGORY_TAG],
        summary: 'Delete a blog category',
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          409: problemResponse('Posts (archived ones included) still use the category (category_in_use, with postCount).'),
        },
      },
    },
    async (request, reply) => {
      await deleteCategoryRecord(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
