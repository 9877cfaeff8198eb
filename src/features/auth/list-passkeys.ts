import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { PasskeyList } from '../../shared/auth/webauthn/schemas.js';
import { staffPasskeys } from './lib/staff-passkeys.js';
import { TAG } from './schemas.js';

export default function listPasskeys(app: App): void {
  app.get(
    '/api/auth/passkeys',
    {
      config: { mfaEnrollment: true },
      schema: { tags: [TAG], summary: "The signed-in user's passkeys, oldest first", response: { 200: PasskeyList } },
    },
    async (request) => staffPasskeys(authContextOf(app, request), request.user!),
  );
}
