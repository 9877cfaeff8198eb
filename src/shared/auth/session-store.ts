/** Sessions as every request sees them: the Bearer policy authorizes against this row. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';

type Db = Kysely<Database>;

/** The moments a session is judged against: now, and the oldest sign-in still within the absolute lifetime. */
export interface SessionClock {
  now: string;
  signedInAfter: string;
}

/**
 * The live session of an access token's `sid` with its user's current role: null when the session
 * was signed out, revoked, has lapsed, or its user is disabled. One lookup by a unique key.
 */
export async function findActiveSession(
  db: Db,
  familyId: string,
  at: SessionClock,
): Promise<{ userId: number; role: UserRole } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.role'])
    .where('sessions.family_id', '=', familyId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', at.now)
    .where('sessions.created_at', '>', at.signedInAfter)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? { userId: row.id, role: row.role } : null;
}

/** Ends every session of a user, or every one but keepFamilyId; returns how many ended. */
export async function revokeUserSessions(db: Db, userId: number, now: string, keepFamilyId?: string): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The moments for a session check at `now` under an absolute lifetime of maxAgeSeconds. */
export function sessionClock(now: Date, maxAgeSeconds: number): SessionClock {
  return { now: now.toISOString(), signedInAfter: new Date(now.getTime() - maxAgeSeconds * 1000).toISOString() };
}
