/**
 * The one session store of every kind of user (staff, portal clients; staff MFA builds on it):
 * one `sessions` row per sign-in, named by its principal kind and its owner's id, and the
 * rotating refresh tokens of its family. Inserting, touching, revoking and rotating are the same
 * for every kind; only the live check differs (a staff user must be enabled, a client's portal
 * access open and its record not deleted), one lookup per kind below. Every kind reads only its
 * own kind's rows, so a portal session never authorizes a staff request or the reverse.
 */
import { CompiledQuery, sql, type Compilable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';
import type { PrincipalKind, SignInMethod } from '../../db/tables/sessions.js';
import type { Locale } from '../i18n/index.js';
import { changedOneRow, stampOnce } from '../../db/records.js';

export type { PrincipalKind, SignInMethod };

type Db = Kysely<Database>;

/** Whose session: a principal kind and its owner's id (a user for staff, a client for the portal). */
export interface PrincipalRef {
  kind: PrincipalKind;
  id: number;
}

/** The column naming a session's (or a passkey's) owner, per kind (each with its own cascading foreign key). */
export const OWNER_COLUMN = { staff: 'user_id', portal: 'client_id' } as const satisfies Record<PrincipalKind, 'user_id' | 'client_id'>;

/** A new row's owner columns (sessions, passkeys): its kind, and its id in that kind's own column. */
export function ownerValues(owner: PrincipalRef) {
  return { principal: owner.kind, user_id: owner.kind === 'staff' ? owner.id : null, client_id: owner.kind === 'portal' ? owner.id : null };
}

/** The moments a session is judged against: now, and the oldest sign-in still within the absolute lifetime. */
export interface SessionClock {
  now: string;
  signedInAfter: string;
}

/**
 * The live staff session of an access token's `sid` with its user's current role and whether the
 * user has a second factor (the enrollment rule of MFA_REQUIRED): null when the session was signed
 * out, revoked, has lapsed, or its user is disabled. One lookup by a unique key.
 */
export async function findActiveSession(
  db: Db,
  lookup: SessionLookup,
  familyId: string,
  at: SessionClock,
): Promise<{ userId: number; role: UserRole; hasSecondFactor: boolean } | null> {
  const { sql: text, order } = lookup;
  const values: Record<keyof LookupParameters, string> = { familyId, now: at.now, signedInAfter: at.signedInAfter };
  const { rows } = await db.executeQuery<{ id: number; role: UserRole; second_factor_at: string | null }>(CompiledQuery.raw(text, order.map((name) => values[name])));
  const row = rows[0];
  return row ? { userId: row.id, role: row.role, hasSecondFactor: row.second_factor_at !== null } : null;
}

interface LookupParameters {
  familyId: string;
  now: string;
  signedInAfter: string;
}

/**
 * The staff-session lookup compiled for one dialect. Every authenticated request runs it: building
 * and compiling it with Kysely each time cost as much as running it (38 vs 19 µs on SQLite,
 * bench/session-lookup.ts), so buildApp compiles it once with placeholders (app.sessionLookup), and
 * each call only binds the values in their order.
 */
export interface SessionLookup {
  readonly sql: string;
  readonly order: ReadonlyArray<keyof LookupParameters>;
}

const PLACEHOLDERS: LookupParameters = { familyId: '\u0000family', now: '\u0000now', signedInAfter: '\u0000after' };

export function compileSessionLookup(db: Db): SessionLookup {
  return withPlaceholders(
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.role', 'users.second_factor_at'])
      .where('sessions.family_id', '=', PLACEHOLDERS.familyId)
      .where('sessions.principal', '=', sql.lit('staff'))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', PLACEHOLDERS.now)
      .where('sessions.created_at', '>', PLACEHOLDERS.signedInAfter)
      .where('users.disabled_at', 'is', null),
  );
}

/** A lookup's text with its placeholders' order, so a call only binds the values (compileSessionLookup). */
function withPlaceholders(builder: Compilable): SessionLookup {
  const query = builder.compile();
  const names = Object.keys(PLACEHOLDERS) as Array<keyof LookupParameters>;
  const order = query.parameters.map((value) => {
    const name = names.find((key) => PLACEHOLDERS[key] === value);
    if (!name) throw new Error(`unexpected parameter in the session lookup: ${String(value)}`);
    return name;
  });
  return { sql: query.sql, order };
}

/** The moments for a session check at `now` under an absolute lifetime of maxAgeSeconds. */
export function sessionClock(now: Date, maxAgeSeconds: number): SessionClock {
  return { now: now.toISOString(), signedInAfter: new Date(now.getTime() - maxAgeSeconds * 1000).toISOString() };
}

/**
 * The live portal session of an access token: null when it was signed out or revoked, has lapsed,
 * is past its absolute lifetime, or its client's access was ended or the client deleted. One
 * lookup by a unique key with two primary-key joins: authorization is live, as for staff. Every
 * portal request runs it, so like the staff lookup it is compiled once (app.portalSessionLookup)
 * and each call only binds its values.
 */
export async function findActivePortalSession(db: Db, lookup: SessionLookup, familyId: string, at: SessionClock): Promise<{ clientId: number; locale: Locale | null } | null> {
  const { sql: text, order } = lookup;
  const values: Record<keyof LookupParameters, string> = { familyId, now: at.now, signedInAfter: at.signedInAfter };
  const { rows } = await db.executeQuery<{ id: number; locale: Locale | null }>(CompiledQuery.raw(text, order.map((name) => values[name])));
  const row = rows[0];
  return row ? { clientId: row.id, locale: row.locale } : null;
}

export function compilePortalSessionLookup(db: Db): SessionLookup {
  return withPlaceholders(
    db
      .selectFrom('sessions')
      .innerJoin('portal_access', 'portal_access.client_id', 'sessions.client_id')
      .innerJoin('clients', 'clients.id', 'sessions.client_id')
      // The client's language comes along (the portal's labels), read from the row the join reads anyway.
      .select(['clients.id', 'clients.locale'])
      .where('sessions.family_id', '=', PLACEHOLDERS.familyId)
      .where('sessions.principal', '=', sql.lit('portal'))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', PLACEHOLDERS.now)
      .where('sessions.created_at', '>', PLACEHOLDERS.signedInAfter)
      .where('portal_access.ended_at', 'is', null)
      .where('clients.deleted_at', 'is', null),
  );
}

// The session lifecycle's queries (session-lifecycle.ts, portal/sessions.ts): one row per sign-in
// in sessions; its refresh tokens share its family_id, one spent per rotation.

interface ClientDetails {
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(
  db: Db,
  principal: PrincipalRef,
  session: { familyId: string; method: SignInMethod; now: string; expiresAt: string } & ClientDetails,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      ...ownerValues(principal),
      family_id: session.familyId,
      method: session.method,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
      user_agent: session.userAgent,
      ip: session.ip,
    })
    .execute();
}

/** Records a refresh: when, from where, and the new idle expiry. */
export async function touchSession(db: Db, familyId: string, use: { now: string; expiresAt: string } & ClientDetails): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: use.now, expires_at: use.expiresAt, user_agent: use.userAgent, ip: use.ip })
    .where('family_id', '=', familyId)
    .execute();
}

export async function revokeSessionFamily(db: Db, familyId: string, now: string): Promise<void> {
  await stampOnce(db, 'sessions', 'revoked_at', now, { family_id: familyId });
}

/** Ends one live session of a principal; false when it was not live (or not theirs). */
export async function revokeSessionOf(db: Db, principal: PrincipalRef, familyId: string, now: string): Promise<boolean> {
  return changedOneRow(await stampOnce(db, 'sessions', 'revoked_at', now, { family_id: familyId, principal: principal.kind, [OWNER_COLUMN[principal.kind]]: principal.id }));
}

/** Ends every session of a principal, or every one but keepFamilyId; returns how many ended. */
export async function revokePrincipalSessions(db: Db, principal: PrincipalRef, now: string, keepFamilyId?: string): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('principal', '=', principal.kind)
    .where(OWNER_COLUMN[principal.kind], '=', principal.id)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface RefreshTokenRecord {
  id: number;
  /** The session's owner: a user id for staff, a client id for the portal. */
  principalId: number;
  familyId: string;
  expiresAt: string;
  sessionId: number;
  /** The session's sign-in, for the absolute lifetime. */
  signedInAt: string;
  sessionRevoked: boolean;
  /** When the token was spent (null while unused). */
  usedAt: string | null;
  /** The client of the session's last sign-in or refresh. */
  lastUserAgent: string | null;
  lastIp: string | null;
}

export async function insertRefreshToken(
  db: Db,
  token: { familyId: string; tokenHash: string; now: string; expiresAt: string } & ClientDetails,
): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      family_id: token.familyId,
      token_hash: token.tokenHash,
      created_at: token.now,
      expires_at: token.expiresAt,
      user_agent: token.userAgent,
      ip: token.ip,
    })
    .execute();
}

/**
 * A refresh token of a session of `kind`, with its session's state: a portal refresh token
 * presented to the staff refresh (or the reverse) is unknown there.
 */
export async function findRefreshToken(db: Db, kind: PrincipalKind, tokenHash: string): Promise<RefreshTokenRecord | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.family_id', 'refresh_tokens.family_id')
    .select([
      'refresh_tokens.id',
      'sessions.user_id',
      'sessions.client_id',
      'refresh_tokens.family_id',
      'refresh_tokens.expires_at',
      'refresh_tokens.used_at',
      'sessions.id as session_id',
      'sessions.user_agent as last_user_agent',
      'sessions.ip as last_ip',
      'sessions.created_at as signed_in_at',
      'sessions.revoked_at as session_revoked_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .where('sessions.principal', '=', kind)
    .executeTakeFirst();
  const principalId = row ? (kind === 'portal' ? row.client_id : row.user_id) : null;
  return row && principalId !== null
    ? {
        id: row.id,
        principalId,
        familyId: row.family_id,
        expiresAt: row.expires_at,
        sessionId: row.session_id,
        signedInAt: row.signed_in_at,
        sessionRevoked: row.session_revoked_at !== null,
        usedAt: row.used_at,
        lastUserAgent: row.last_user_agent,
        lastIp: row.last_ip,
      }
    : null;
}

/** Marks a refresh token spent; false when it already was (a reuse, or a concurrent rotation). */
export async function spendRefreshToken(db: Db, id: number, now: string): Promise<boolean> {
  return changedOneRow(await stampOnce(db, 'refresh_tokens', 'used_at', now, { id }));
}

/** Removes refresh tokens and sessions of every kind lapsed before `before` (kept a while to recognise a late reuse). */
export async function purgeLapsedSessions(db: Db, before: string): Promise<number> {
  const refresh = await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).executeTakeFirst();
  const sessions = await db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst();
  return Number(refresh.numDeletedRows) + Number(sessions.numDeletedRows);
}

export async function spendAllResetTokens(db: Db, userId: number, now: string): Promise<void> {
  await stampOnce(db, 'password_reset_tokens', 'used_at', now, { user_id: userId });
}

/**
 * A calendar feed's secret URL acts for its user like a credential: it ends whenever their
 * sessions end for cause, as well as when the user replaces or revokes it. Returns how many ended.
 */
export async function revokeCalendarFeedsOfUser(db: Db, userId: number, now: string): Promise<number> {
  return Number((await stampOnce(db, 'calendar_feeds', 'revoked_at', now, { user_id: userId })).numUpdatedRows);
}
