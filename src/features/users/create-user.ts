import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { CreateUserRequest, TAG, User } from './schemas.js';
import { createUser as createUserAccount, getUser } from './service.js';

export default function createUser(app: App): void {
  app.post(
    '/api/users',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Create a user (admin)',
        body: CreateUserRequest,
        response: { 201: User, 409: problemResponse('The email is taken.') },
      },
    },
    async (request, reply) => {
      const { email, password, role, displayName } = request.body;
      const ctx = contextOf(app, request);
      const id = await createUserAccount({ ...ctx, passwords: app.passwords }, { email, password, role, displayName: displayName ?? null, siteName: app.config.siteName });
      return created(reply, `/api/users/${id}`, await getUser(ctx, id));
    },
  );
}
