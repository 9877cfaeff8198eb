import { DAY_MS } from '../../shared/dates.js';
import type { App } from '../../shared/http/app-types.js';
import { cookiePlugin } from '../../shared/http/cookie-plugin.js';
import { purgeLapsedChallenges } from '../../shared/auth/webauthn/index.js';
import { purgeLapsedSignIns } from '../../shared/portal/access-store.js';
import createPasskeySignInOptions from './create-passkey-sign-in-options.js';
import createPortalInvitation from './create-portal-invitation.js';
import createPortalPasskey from './create-portal-passkey.js';
import createPortalPasskeyOptions from './create-portal-passkey-options.js';
import deletePortalPasskey from './delete-portal-passkey.js';
import listPortalPasskeys from './list-portal-passkeys.js';
import signInWithPasskey from './sign-in-with-passkey.js';
import updatePortalPasskey from './update-portal-passkey.js';
import deletePortalAccess from './delete-portal-access.js';
import endAllPortalSessions from './end-all-portal-sessions.js';
import endPortalSession from './end-portal-session.js';
import getPortalMe from './get-portal-me.js';
import listPortalDeadlines from './list-portal-deadlines.js';
import listPortalEngagements from './list-portal-engagements.js';
import listPortalFilings from './list-portal-filings.js';
import listPortalInvoices from './list-portal-invoices.js';
import getPortalInvoice from './get-portal-invoice.js';
import getPortalInvoicePdf from './get-portal-invoice-pdf.js';
import refreshPortalSession from './refresh-portal-session.js';
import requestSignInLink from './request-sign-in-link.js';
import updatePortalMe from './update-portal-me.js';
import verifySignIn from './verify-sign-in.js';

/** The client portal (issue 32): staff grant and end access; clients sign in and read their own affairs. */
export default function portalFeature(app: App): void {
  createPortalInvitation(app);
  deletePortalAccess(app);
  // Only the sign-in operations set or read the portal's session cookie.
  app.register(async (scope: App) => {
    await scope.register(cookiePlugin);
    requestSignInLink(scope);
    verifySignIn(scope);
    refreshPortalSession(scope);
    endPortalSession(scope);
    endAllPortalSessions(scope);
    createPasskeySignInOptions(scope);
    signInWithPasskey(scope);
  });
  getPortalMe(app);
  updatePortalMe(app);
  listPortalDeadlines(app);
  listPortalFilings(app);
  listPortalEngagements(app);
  listPortalInvoices(app);
  getPortalInvoice(app);
  getPortalInvoicePdf(app);
  createPortalPasskeyOptions(app);
  createPortalPasskey(app);
  listPortalPasskeys(app);
  updatePortalPasskey(app);
  deletePortalPasskey(app);
  app.jobs.register({
    name: 'portal.purge-expired-secrets',
    intervalMs: DAY_MS / 4,
    // Spent sign-ins are kept a week, as tokens are; portal sessions are purged with every kind's (auth.purge-expired-tokens).
    run: async () => {
      await purgeLapsedChallenges(app.db, app.clock.now().toISOString());
      await purgeLapsedSignIns(app.db, new Date(app.clock.now().getTime() - 7 * DAY_MS).toISOString());
    },
  });
}
