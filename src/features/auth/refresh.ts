import { authContextOf } from '../../shared/auth/context.js';
import { rotateSession } from '../../shared/auth/session-lifecycle.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { RefreshTokenRequest, TAG, TokenPairResponse } from './schemas.js';

export default function refresh(app: App): void {
  app.post(
    '/api/auth/refresh',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
        description: 'Reusing a spent refresh token revokes its whole session.',
        body: RefreshTokenRequest,
        response: {
          200: TokenPairResponse,
          401: problemResponse('Unknown, expired, revoked or reused refresh token.'),
        },
      },
    },
    async (request) => rotateSession(authContextOf(app, request), request.body.refreshToken),
  );
}
