import { revokeUserSessions } from '../../shared/auth/user-store.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { countActiveAdmins, findUser, updateUser as updateUserRecord } from './repository.js';
import { TAG, UpdateUserRequest, User } from './schemas.js';

export default function updateUser(app: App): void {
  app.put(
    '/api/users/:id',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: "Change a user's role, name or disabled state (admin)",
        params: IdParams,
        body: UpdateUserRequest,
        response: { 200: User, 409: problemResponse('The change would leave no active admin, or disables yourself.') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changes = request.body;
      const updated = await app.db.transaction().execute(async (trx) => {
        const current = await findUser(trx, id);
        if (!current) throw new NotFoundError('User', id);
        if (changes.disabled && id === request.user!.id) {
          throw new ConflictError('You cannot disable your own account.', 'cannot_disable_self');
        }
        const losesAdmin = current.role === 'admin' && !current.disabled && (changes.role !== 'admin' || changes.disabled);
        if (losesAdmin && (await countActiveAdmins(trx)) <= 1) {
          throw new ConflictError('At least one active admin must remain.', 'last_admin');
        }
        await updateUserRecord(trx, id, changes);
        if (changes.disabled && !current.disabled) await revokeUserSessions(trx, id);
        return findUser(trx, id);
      });
      return updated!;
    },
  );
}
