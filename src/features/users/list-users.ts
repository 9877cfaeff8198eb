import type { App } from '../../shared/http/app-types.js';
import { listUsersPage } from './repository.js';
import { TAG, UserListQuery, UserPage } from './schemas.js';

export default function listUsers(app: App): void {
  app.get(
    '/api/users',
    {
      config: { roles: ['admin'] },
      schema: { tags: [TAG], summary: 'Users, paged (admin)', querystring: UserListQuery, response: { 200: UserPage } },
    },
    async (request) => listUsersPage(app.db, app.dialect, request.query),
  );
}
