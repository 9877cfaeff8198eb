import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findUser } from './repository.js';
import { TAG, User } from './schemas.js';

export default function getCurrentUser(app: App): void {
  app.get(
    '/api/users/me',
    { schema: { tags: [TAG], summary: 'The signed-in user', response: { 200: User } } },
    async (request) => {
      const user = await findUser(app.db, request.user!.id);
      if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
      return user;
    },
  );
}
