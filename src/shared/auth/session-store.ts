/** Sessions as every request sees them: the Bearer policy authorizes against this row. */
import { CompiledQuery, type Kysely } from 'kysely';
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
  const { sql: text, order } = compiledLookup(db);
  const values: Record<keyof LookupParameters, string> = { familyId, now: at.now, signedInAfter: at.signedInAfter };
  const { rows } = await db.executeQuery<{ id: number; role: UserRole }>(CompiledQuery.raw(text, order.map((name) => values[name])));
  const row = rows[0];
  return row ? { userId: row.id, role: row.role } : null;
}

interface LookupParameters {
  familyId: string;
  now: string;
  signedInAfter: string;
}

// Every authenticated request runs this lookup: building and compiling it with Kysely each time
// cost as much as running it (38 vs 19 µs on SQLite, bench/session-lookup.ts), so it is compiled
// once per database with placeholders, and each call only binds the values in their order.
const lookups = new WeakMap<Db, { sql: string; order: Array<keyof LookupParameters> }>();
const PLACEHOLDERS: LookupParameters = { familyId: '\u0000family', now: '\u0000now', signedInAfter: '\u0000after' };

function compiledLookup(db: Db): { sql: string; order: Array<keyof LookupParameters> } {
  const cached = lookups.get(db);
  if (cached) return cached;
  const query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.role'])
    .where('sessions.family_id', '=', PLACEHOLDERS.familyId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', PLACEHOLDERS.now)
    .where('sessions.created_at', '>', PLACEHOLDERS.signedInAfter)
    .where('users.disabled_at', 'is', null)
    .compile();
  const names = Object.keys(PLACEHOLDERS) as Array<keyof LookupParameters>;
  const order = query.parameters.map((value) => {
    const name = names.find((key) => PLACEHOLDERS[key] === value);
    if (!name) throw new Error(`unexpected parameter in the session lookup: ${String(value)}`);
    return name;
  });
  const compiled = { sql: query.sql, order };
  lookups.set(db, compiled);
  return compiled;
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
