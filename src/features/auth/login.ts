import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { findUserByEmail, normalizeEmail } from '../../shared/auth/user-store.js';
import { LoginRequest, TAG, TokenPairResponse } from './schemas.js';
import { clientOf, issueTokenPair } from './sessions.js';
import { loginThrottle } from './throttle.js';

export default function login(app: App): void {
  const throttle = loginThrottle(app);
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'Sign in with email and password',
        body: LoginRequest,
        response: {
          200: TokenPairResponse,
          401: problemResponse('Email or password is incorrect (the same answer for an unknown email).'),
          429: problemResponse('Too many failed attempts for this account or address; see Retry-After.'),
        },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await throttle.assertAllowed(email, request.ip);
      const user = await findUserByEmail(app.db, email);
      const valid = user
        ? await app.passwords.verify(user.passwordHash, request.body.password)
        : await app.passwords.verifyAgainstNothing(request.body.password);
      // A disabled account gets the same answer as a wrong password.
      if (!user || !valid || user.disabled) {
        await throttle.recordFailure(email, request.ip);
        throw new UnauthorizedError('Email or password is incorrect.', 'invalid_credentials');
      }
      await throttle.recordSuccess(email);
      return issueTokenPair(app, app.db, user, clientOf(request));
    },
  );
}
