import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/**
 * One row per sign-in. The refresh tokens of a session share its family_id, which access tokens
 * carry as `sid`; every authenticated request reads this row (with its user) to be authorized.
 */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  /** The sign-in: the absolute lifetime (SESSION_MAX_AGE_SECONDS) counts from here. */
  created_at: Instant;
  /** The last sign-in or refresh. */
  last_used_at: Instant;
  /** When the newest refresh token lapses (idle lifetime, capped by the absolute one). */
  expires_at: Instant;
  revoked_at: Instant | null;
  user_agent: string | null;
  ip: string | null;
}

export interface SessionTables {
  sessions: SessionsTable;
}
