import type { App } from '../../shared/http/app-types.js';
import createPortalInvitation from './create-portal-invitation.js';
import deletePortalAccess from './delete-portal-access.js';

/** The client portal (issue 32): staff grant and end access; clients sign in and read their own affairs. */
export default function portalFeature(app: App): void {
  createPortalInvitation(app);
  deletePortalAccess(app);
}
