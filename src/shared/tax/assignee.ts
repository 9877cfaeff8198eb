import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ValidationError } from '../errors.js';

/** An assignee is an active user, or nobody (null). */
export async function requireAssignee(db: Kysely<Database>, userId: number | null): Promise<void> {
  if (userId === null) return;
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).where('disabled_at', 'is', null).executeTakeFirst();
  if (!user) throw ValidationError.field('assigneeUserId', 'is not an active user');
}
