import { normalizeEmail } from '../../shared/auth/user-store.js';
import { authContextOf } from '../../shared/auth/context.js';
import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { MessageResponse } from '../../shared/http/schemas.js';
import { setDeviceCookie } from './lib/cookies.js';
import { ResetPasswordRequest, TAG } from './schemas.js';
import { completePasswordReset, requestPasswordReset } from './service.js';

const REQUESTED_MESSAGE = 'If an account exists for that email, a reset link has been sent. It is valid for 30 minutes.';

export default function resetPassword(app: App): void {
  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Ask for a password reset link, or complete a reset with its token',
        description:
          'Completing a reset also sets the device cookie (as a sign-in does): the browser that followed the link is a known ' +
          'device, which the sign-in throttle never blocks, however much others guess at the account.',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => {
      const { email, token, newPassword } = request.body;
      if (email !== undefined && token === undefined && newPassword === undefined) {
        // Answered at once and the same way for every address: the work happens after the response.
        const normalized = normalizeEmail(email);
        const ctx = authContextOf(app, request);
        app.background.run('password reset request', () => requestPasswordReset(ctx, normalized));
        return { message: REQUESTED_MESSAGE };
      }
      if (email === undefined && token !== undefined && newPassword !== undefined) {
        const { deviceToken } = await completePasswordReset(authContextOf(app, request), token, newPassword);
        setDeviceCookie(reply, app.config, deviceToken);
        return { message: 'Password reset. Every session has been signed out; sign in with the new password.' };
      }
      throw new ValidationError(
        { $: ['send either { email } to ask for a reset link, or { token, newPassword } to complete a reset'] },
        'The request must have exactly one of the two forms.',
      );
    },
  );
}
