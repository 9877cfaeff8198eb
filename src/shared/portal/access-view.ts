import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findPortalAccess, type PortalAccessRecord } from './access-store.js';

export interface PortalAccessView {
  /** Invited and not ended: the client may sign in. */
  active: boolean;
  invitedAt: string | null;
  endedAt: string | null;
  lastSignInAt: string | null;
}

export function accessView(access: PortalAccessRecord | null): PortalAccessView {
  return {
    active: access !== null && access.endedAt === null,
    invitedAt: access?.invitedAt ?? null,
    endedAt: access?.endedAt ?? null,
    lastSignInAt: access?.lastSignInAt ?? null,
  };
}

/** A client's portal access as the client record shows it. */
export async function portalAccessOf(db: Kysely<Database>, clientId: number): Promise<PortalAccessView> {
  return accessView(await findPortalAccess(db, clientId));
}
