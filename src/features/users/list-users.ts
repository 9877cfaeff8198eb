import type { App } from '../../shared/http/app-types.js';
import { contextOf } from '../../shared/context.js';
import { TAG, UserListQuery, UserPage } from './schemas.js';
import { listUsers as readUsers } from './service.js';

export default function listUsers(app: App): void {
  app.get(
    '/api/users',
    {
      config: { roles: ['admin'] },
      schema: { tags: [TAG], summary: 'Users, paged (admin)', querystring: UserListQuery, response: { 200: UserPage } },
    },
    async (request) => readUsers(contextOf(app, request), request.query),
  );
}
