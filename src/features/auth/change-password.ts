import { passwordProblems } from '../../shared/auth/password-policy.js';
import { UnauthorizedError, ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { MessageResponse } from '../../shared/http/schemas.js';
import { findUserById, revokeUserSessions, updatePasswordHash } from '../../shared/auth/user-store.js';
import { spendAllResetTokens } from './repository.js';
import { ChangePasswordRequest, TAG } from './schemas.js';
import { loginThrottle } from './throttle.js';

export default function changePassword(app: App): void {
  const throttle = loginThrottle(app);
  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: [TAG],
        summary: "Change the signed-in user's password",
        description: "Signs out the user's other sessions; this one stays.",
        body: ChangePasswordRequest,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const session = request.user!;
      const user = await findUserById(app.db, session.id);
      if (!user) throw new UnauthorizedError('The account no longer exists.', 'invalid_token', true);
      // Guessing the current password with a stolen access token counts as failed sign-ins.
      await throttle.assertAllowed(user.email, request.ip);
      if (!(await app.passwords.verify(user.passwordHash, currentPassword))) {
        await throttle.recordFailure(user.email, request.ip);
        throw ValidationError.field('currentPassword', 'is incorrect', 'current_password_incorrect');
      }
      const problems = passwordProblems(newPassword, { email: user.email });
      if (newPassword === currentPassword) problems.push('must differ from the current password');
      if (problems.length > 0) throw new ValidationError({ newPassword: problems }, 'The new password is not acceptable.', 'weak_password');

      const hash = await app.passwords.hash(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, user.id, hash);
        await revokeUserSessions(trx, user.id, session.sessionId);
        await spendAllResetTokens(trx, user.id);
      });
      return { message: 'Password changed. Other sessions have been signed out.' };
    },
  );
}
