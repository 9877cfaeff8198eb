import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { credentialCheck } from './lib/credentials.js';
import { LoginRequest, TAG, TokenPairResponse } from './schemas.js';

export default function login(app: App): void {
  const signIn = credentialCheck(app);
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
    async (request, reply) => signIn(request, reply, request.body),
  );
}
