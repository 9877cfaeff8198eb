import { authContextOf } from '../../shared/auth/context.js';
import type { App } from '../../shared/http/app-types.js';
import { MessageResponse } from '../../shared/http/schemas.js';
import { ChangePasswordRequest, TAG } from './schemas.js';
import { changePassword as changeOwnPassword } from './service.js';
import { readDeviceCookie } from './lib/cookies.js';

export default function changePassword(app: App): void {
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
      await changeOwnPassword(authContextOf(app, request), request.user!, request.body, readDeviceCookie(request, app.config));
      return { message: 'Password changed. Other sessions have been signed out.' };
    },
  );
}
