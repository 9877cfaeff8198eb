import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/**
 * Who a session belongs to (src/shared/auth/session-store.ts): a staff user (user_id) or a
 * portal client (client_id). Every kind's Bearer policy reads only its own kind's rows.
 */
export type PrincipalKind = 'staff' | 'portal';

/** How a session was started: a staff password, a portal link or code, a passkey. */
export type SignInMethod = 'password' | 'link' | 'code' | 'passkey';

/**
 * One row per sign-in, of any principal kind. The refresh tokens of a session share its
 * family_id, which access tokens carry as `sid`; every authenticated request reads this row (with
 * its user or client) to be authorized.
 */
export interface SessionsTable {
  id: Generated<number>;
  principal: PrincipalKind;
  /** Set for staff sessions only. */
  user_id: number | null;
  /** Set for portal sessions only. */
  client_id: number | null;
  family_id: string;
  /** Null for sessions started before methods were recorded. */
  method: SignInMethod | null;
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

/** A session's refresh tokens: one is spent per rotation; the session says whose they are. */
export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  used_at: Instant | null;
  user_agent: string | null;
  ip: string | null;
}

/** A WebAuthn credential (passkey) of a staff user or a client (src/shared/auth/webauthn/). */
export interface PasskeysTable {
  id: Generated<number>;
  principal: PrincipalKind;
  user_id: number | null;
  client_id: number | null;
  /** base64url, as WebAuthn names the credential. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at the last use (0 for authenticators without one). */
  sign_count: number;
  /** JSON array of the authenticator's transports (usb, internal, hybrid...). */
  transports: string | null;
  /** singleDevice or multiDevice (synced). */
  device_type: string;
  backed_up: boolean;
  name: string;
  created_at: Instant;
  last_used_at: Instant | null;
}

/** What a WebAuthn ceremony is for. */
export type WebAuthnPurpose = 'register' | 'authenticate';

/** A ceremony's challenge, by hash: spent (deleted) on first use, whatever the outcome. */
export interface WebAuthnChallengesTable {
  id: Generated<number>;
  challenge_hash: string;
  purpose: WebAuthnPurpose;
  principal: PrincipalKind;
  owner_id: number | null;
  created_at: Instant;
  expires_at: Instant;
}

export interface SessionTables {
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebAuthnChallengesTable;
}
