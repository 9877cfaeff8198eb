import type { FastifyRequest } from 'fastify';
import { findUserByEmail, normalizeEmail } from '../../shared/auth/user-store.js';
import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { clientOf, issueTokenPair, type TokenPair } from './sessions.js';
import { loginThrottle } from './throttle.js';

/**
 * Sign-in shared by the token API (`/api/auth/login`) and the admin interface's cookie session
 * (`/api/auth/session`): throttled per account and address, the same answer and the same work
 * for an unknown email, a wrong password and a disabled account.
 */
export function credentialCheck(app: App) {
  const throttle = loginThrottle(app);
  return async (request: FastifyRequest, credentials: { email: string; password: string }): Promise<TokenPair> => {
    const email = normalizeEmail(credentials.email);
    await throttle.assertAllowed(email, request.ip);
    const user = await findUserByEmail(app.db, email);
    const valid = user
      ? await app.passwords.verify(user.passwordHash, credentials.password)
      : await app.passwords.verifyAgainstNothing(credentials.password);
    if (!user || !valid || user.disabled) {
      await throttle.recordFailure(email, request.ip);
      throw new UnauthorizedError('Email or password is incorrect.', 'invalid_credentials');
    }
    await throttle.recordSuccess(email);
    return issueTokenPair(app, app.db, user, clientOf(request));
  };
}
