import type { FastifyReply, FastifyRequest } from 'fastify';
import { findUserByEmail, normalizeEmail } from '../../../shared/auth/user-store.js';
import { UnauthorizedError } from '../../../shared/errors.js';
import type { App } from '../../../shared/http/app-types.js';
import { clientOf, recordFailedSignIn, startSession, type TokenPair } from '../service.js';
import { loginThrottle } from './throttle.js';

/**
 * Sign-in shared by the token API (`/api/auth/login`) and the admin interface's cookie session
 * (`/api/auth/session`): throttled (throttle.ts), the same answer and the same work for an unknown
 * email, a wrong password and a disabled account. A success sets the device cookie.
 */
export function credentialCheck(app: App) {
  const throttle = loginThrottle(app);
  return async (request: FastifyRequest, reply: FastifyReply, credentials: { email: string; password: string }): Promise<TokenPair> => {
    const email = normalizeEmail(credentials.email);
    const user = await findUserByEmail(app.db, email);
    // Counted before the password is checked, so parallel guesses cannot outrun the limits.
    const attempt = await throttle.reserve(request, email, user?.id ?? null);
    const valid = user
      ? await app.passwords.verify(user.passwordHash, credentials.password)
      : await app.passwords.verifyAgainstNothing(credentials.password);
    if (!user || !valid || user.disabled) {
      await recordFailedSignIn(app, clientOf(request), user?.id ?? null);
      throw new UnauthorizedError('Email or password is incorrect.', 'invalid_credentials');
    }
    await attempt.succeeded(reply);
    return startSession(app, user, clientOf(request));
  };
}
