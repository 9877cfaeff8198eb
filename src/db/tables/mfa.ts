import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/** A user's authenticator app (TOTP, RFC 6238): the confirmed secret and an enrollment under way. */
export interface MfaTotpTable {
  user_id: number;
  /** The confirmed secret, sealed (src/shared/crypto/sealed-text.ts); null until one is confirmed. */
  secret_sealed: string | null;
  confirmed_at: Instant | null;
  /** The time step of the last code accepted: codes of that step or earlier are refused (replay). */
  last_step: number | null;
  /** A secret handed out by POST /api/auth/mfa/totp and not yet confirmed, sealed. */
  pending_secret_sealed: string | null;
  pending_at: Instant | null;
}

/** One-time recovery codes, as SHA-256 hashes; used_at set when spent. */
export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: Instant;
  used_at: Instant | null;
}

/** The mfaToken of a sign-in whose password step passed: single use, 5 minutes. */
export interface MfaChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  spent_at: Instant | null;
}

export interface MfaTables {
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
}
