import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/** A client's portal access: invited (again) at invited_at, ended at ended_at when staff end it. */
export interface PortalAccessTable {
  id: Generated<number>;
  client_id: number;
  invited_at: Instant;
  invited_by: number | null;
  ended_at: Instant | null;
  last_sign_in_at: Instant | null;
}

/** A mailed sign-in: a link token and a 6-digit code, both stored as hashes, spent together. */
export interface PortalSignInTokensTable {
  id: Generated<number>;
  client_id: number;
  token_hash: string;
  code_hash: string;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
  /** Wrong codes tried against this one; the code dies at the limit. */
  code_attempts: Generated<number>;
}

export interface PortalTables {
  portal_access: PortalAccessTable;
  portal_sign_in_tokens: PortalSignInTokensTable;
}
