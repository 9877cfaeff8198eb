import { DAY_MS } from '../../shared/dates.js';
import type { App } from '../../shared/http/app-types.js';
import { cookiePlugin } from '../../shared/http/cookie-plugin.js';
import changePassword from './change-password.js';
import completeMfaLogin from './complete-mfa-login.js';
import completeMfaSession from './complete-mfa-session.js';
import createMfaPasskeyOptions from './create-mfa-passkey-options.js';
import createPasskeyOptions from './create-passkey-options.js';
import createPasskey from './create-passkey.js';
import listPasskeys from './list-passkeys.js';
import updatePasskey from './update-passkey.js';
import deletePasskey from './delete-passkey.js';
import updatePasskeySignIn from './update-passkey-sign-in.js';
import createPasskeyLoginOptions from './create-passkey-login-options.js';
import loginWithPasskey from './login-with-passkey.js';
import createPasskeySession from './create-passkey-session.js';
import confirmTotp from './confirm-totp.js';
import enrollTotp from './enroll-totp.js';
import getMfaStatus from './get-mfa-status.js';
import regenerateRecoveryCodes from './regenerate-recovery-codes.js';
import createRecoveryCodesPasskeyOptions from './create-recovery-codes-passkey-options.js';
import createSession from './create-session.js';
import endSession from './end-session.js';
import listSessions from './list-sessions.js';
import login from './login.js';
import { purgeExpiredTokens } from './repository.js';
import { purgeChallenges } from '../../shared/auth/mfa-store.js';
import refresh from './refresh.js';
import refreshSession from './refresh-session.js';
import resetPassword from './reset-password.js';
import revokeOtherSessions from './revoke-other-sessions.js';
import revokeSession from './revoke-session.js';

export default function authFeature(app: App): void {
  // Only these routes read or set cookies (the admin's refresh cookie, the login device cookie), so
  // the cookie plugin's two hooks run for them alone, not for every request the server answers.
  app.register(async (scope: App) => {
    await scope.register(cookiePlugin);
    login(scope);
    completeMfaLogin(scope);
    completeMfaSession(scope);
    getMfaStatus(scope);
    enrollTotp(scope);
    confirmTotp(scope);
    regenerateRecoveryCodes(scope);
    createRecoveryCodesPasskeyOptions(scope);
    createMfaPasskeyOptions(scope);
    createPasskeyOptions(scope);
    createPasskey(scope);
    listPasskeys(scope);
    updatePasskey(scope);
    deletePasskey(scope);
    updatePasskeySignIn(scope);
    createPasskeyLoginOptions(scope);
    loginWithPasskey(scope);
    createPasskeySession(scope);
    refresh(scope);
    changePassword(scope);
    resetPassword(scope);
    createSession(scope);
    refreshSession(scope);
    endSession(scope);
    listSessions(scope);
    revokeSession(scope);
    revokeOtherSessions(scope);
  });
  app.jobs.register({
    name: 'auth.purge-expired-tokens',
    intervalMs: DAY_MS / 4,
    // Kept a week past expiry so a late reuse of a spent token is still recognised and logged.
    run: async () => {
      const weekAgo = new Date(app.clock.now().getTime() - 7 * DAY_MS).toISOString();
      await purgeExpiredTokens(app.db, weekAgo);
      await purgeChallenges(app.db, weekAgo);
    },
  });
}
