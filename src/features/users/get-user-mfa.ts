import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { SecondFactors, TAG } from './schemas.js';
import { getSecondFactors } from './service.js';

export default function getUserMfa(app: App): void {
  app.get(
    '/api/users/:id/mfa',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: "A user's second factors (admin): authenticator app, passkeys, recovery codes left, whether MFA_REQUIRED holds them",
        params: IdParams,
        response: { 200: SecondFactors, 404: problemResponse('No such user.') },
      },
    },
    async (request) => getSecondFactors(contextOf(app, request), request.params.id),
  );
}
