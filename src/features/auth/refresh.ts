import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { RefreshTokenRequest, TAG, TokenPairResponse } from './schemas.js';
import { clientOf, rotateRefreshToken } from './service.js';

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
    async (request) => rotateRefreshToken(app, request.body.refreshToken, clientOf(request)),
  );
}
