import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG, UpdateUserRequest, User } from './schemas.js';
import { updateUser as updateUserAccount } from './service.js';

export default function updateUser(app: App): void {
  app.put(
    '/api/users/:id',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: "Change a user's role, name, email or disabled state (admin)",
        description: 'Takes effect on the user\'s next request: a demoted admin loses admin rights at once; disabling ends every session.',
        params: IdParams,
        body: UpdateUserRequest,
        response: { 200: User, 409: problemResponse('The change would leave no active admin, or disables yourself.') },
      },
    },
    async (request) => updateUserAccount({ ...contextOf(app, request), passwords: app.passwords }, request.user!.id, request.params.id, request.body),
  );
}
