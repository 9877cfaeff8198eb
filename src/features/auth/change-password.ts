import { passwordProblems } from '../../shared/auth/password-policy.js';
import { UnauthorizedError, ValidationError } from '../../shared/errors.js';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { MessageResponse } from '../../shared/http/schemas.js';
import { findUserById } from '../../shared/auth/user-store.js';
import { ChangePasswordRequest, TAG } from './schemas.js';
import { replacePassword } from './service.js';
import { loginThrottle } from './lib/throttle.js';

export default function changePassword(app: App): void {
  const throttle = loginThrottle(app);
  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags: [TAG],
        summary: "Change the signed-in user's password",
        description: "Signs out the user's other sessions (their access tokens stop working on the next request); this one stays.",
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
      const attempt = await throttle.reserve(request, user.email, user.id);
      if (!(await app.passwords.verify(user.passwordHash, currentPassword))) {
        throw ValidationError.field('currentPassword', 'is incorrect', 'current_password_incorrect');
      }
      await attempt.succeeded();
      const problems = passwordProblems(newPassword, { email: user.email, name: user.displayName, siteName: app.config.siteName });
      if (newPassword === currentPassword) problems.push('must differ from the current password');
      if (problems.length > 0) throw new ValidationError({ newPassword: problems }, 'The new password is not acceptable.', 'weak_password');

      const hash = await app.passwords.hash(newPassword);
      await replacePassword(app, contextOf(app, request).actor, user.id, hash, session.sessionId);
      return { message: 'Password changed. Other sessions have been signed out.' };
    },
  );
}
