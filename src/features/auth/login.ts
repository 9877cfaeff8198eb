import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { readDeviceCookie, setDeviceCookie } from './lib/cookies.js';
import { LoginRequest, TAG, TokenPairResponse } from './schemas.js';
import { signIn } from './service.js';

export default function login(app: App): void {
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
    async (request, reply) => {
      const { pair, deviceToken } = await signIn(authContextOf(app, request), request.body, readDeviceCookie(request, app.config));
      setDeviceCookie(reply, app.config, deviceToken);
      return pair;
    },
  );
}
