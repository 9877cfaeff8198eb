import { recordAudit } from '../../shared/audit/record.js';
import { passwordProblems } from '../../shared/auth/password-policy.js';
import { contextOf, type Actor } from '../../shared/context.js';
import { hashOpaqueToken, newOpaqueToken } from '../../shared/auth/tokens.js';
import { ValidationError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { MessageResponse } from '../../shared/http/schemas.js';
import { revokeUserSessions } from '../../shared/auth/session-store.js';
import { findUserByEmail, findUserById, normalizeEmail, updatePasswordHash } from '../../shared/auth/user-store.js';
import { findResetTokenUser, insertResetToken, spendAllResetTokens, spendResetToken } from './repository.js';
import { ResetPasswordRequest, TAG } from './schemas.js';
import { forgetAccountFailures } from './lib/throttle.js';

const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 3;
/**
 * The token travels in the fragment: a browser never sends it to a server, so it stays out of
 * access logs, proxies and Referer headers; the admin's reset page reads it from there.
 */
export function resetLink(adminUrl: string, token: string): string {
  return `${adminUrl}/reset-password#token=${encodeURIComponent(token)}`;
}

const REQUESTED_MESSAGE = 'If an account exists for that email, a reset link has been sent. It is valid for 30 minutes.';

export default function resetPassword(app: App): void {
  async function sendResetLink(email: string): Promise<void> {
    // Without a way to deliver it, a link would only be a secret stored for nobody.
    if (app.mailer.mode === 'disabled') return;
    // Beyond a few links an hour, further requests for one address are quietly dropped.
    const window = await app.counters.hit(`reset-request:${email}`, 3_600_000);
    if (window.count > RESET_REQUESTS_PER_EMAIL_PER_HOUR) return;
    const user = await findUserByEmail(app.db, email);
    if (!user) return;
    const token = newOpaqueToken();
    const now = app.clock.now();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    await insertResetToken(app.db, { userId: user.id, tokenHash: hashOpaqueToken(token), now: now.toISOString(), expiresAt: expiresAt.toISOString() });
    await app.mailer.send({
      to: user.email,
      subject: 'Reset your taxdesk password',
      text:
        `Someone (hopefully you) asked to reset the password of ${user.email}.\n\n` +
        `Open this link within 30 minutes to choose a new password:\n${resetLink(app.config.adminUrl, token)}\n\n` +
        'If you did not ask for this, ignore this message; your password stays as it is.\n',
      secretUntil: expiresAt,
    });
  }

  async function completeReset(actor: Actor, token: string, newPassword: string): Promise<void> {
    const tokenHash = hashOpaqueToken(token);
    const invalid = () => ValidationError.field('token', 'is invalid, used or expired', 'invalid_reset_token');
    const userId = await findResetTokenUser(app.db, tokenHash, app.clock.now().toISOString());
    const user = userId === null ? null : await findUserById(app.db, userId);
    if (!user) throw invalid();
    const problems = passwordProblems(newPassword, { email: user.email, name: user.displayName, siteName: app.config.siteName });
    if (problems.length > 0) throw new ValidationError({ newPassword: problems }, 'The new password is not acceptable.', 'weak_password');

    const hash = await app.passwords.hash(newPassword);
    const now = app.clock.now().toISOString();
    const done = await app.db.transaction().execute(async (trx) => {
      // Spent atomically, so two concurrent completions cannot both succeed.
      if ((await spendResetToken(trx, tokenHash, now)) !== user.id) return false;
      await updatePasswordHash(trx, user.id, hash, now);
      await revokeUserSessions(trx, user.id, now);
      await spendAllResetTokens(trx, user.id, now);
      // The token proves who acted: the entry names the user whose password it was.
      await recordAudit(trx, { ...actor, userId: user.id }, { at: now, operation: 'user.password_reset', recordType: 'user', recordId: user.id });
      return true;
    });
    if (!done) throw invalid();
    await forgetAccountFailures(app, user.email);
  }

  app.post(
    '/api/auth/reset-password',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: [TAG],
        summary: 'Ask for a password reset link, or complete a reset with its token',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { email, token, newPassword } = request.body;
      if (email !== undefined && token === undefined && newPassword === undefined) {
        // Answered at once and the same way for every address: the work happens after the response.
        const normalized = normalizeEmail(email);
        app.background.run('password reset request', () => sendResetLink(normalized));
        return { message: REQUESTED_MESSAGE };
      }
      if (email === undefined && token !== undefined && newPassword !== undefined) {
        await completeReset(contextOf(app, request).actor, token, newPassword);
        return { message: 'Password reset. Every session has been signed out; sign in with the new password.' };
      }
      throw new ValidationError(
        { $: ['send either { email } to ask for a reset link, or { token, newPassword } to complete a reset'] },
        'The request must have exactly one of the two forms.',
      );
    },
  );
}
