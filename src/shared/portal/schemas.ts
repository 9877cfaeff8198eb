import { Type } from 'typebox';
import { Instant, Nullable } from '../../shared/http/schemas.js';

/** What staff see of a client's portal access (on the client record and the invitation's answer). */
export const PortalAccess = Type.Object(
  {
    active: Type.Boolean({ description: 'Invited and not ended: the client may sign in to the portal.' }),
    invitedAt: Nullable(Instant, 'The latest invitation.'),
    endedAt: Nullable(Instant, 'When staff ended the access (null while active or never invited).'),
    lastSignInAt: Nullable(Instant, "The client's latest portal sign-in."),
  },
  { description: 'PortalAccess' },
);
