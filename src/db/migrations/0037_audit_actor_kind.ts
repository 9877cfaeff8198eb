import { sql } from 'kysely';
import { columnTypes, type AnyDb } from './column-types.js';

/*
 * Who acted, by kind (issue 32 item 3): a portal client's own edit (PUT /api/portal/me, their
 * passkeys) is the client's, not an anonymous one. `actor_kind` is 'staff' (user_id set),
 * 'client' (actor_client_id set) or null (anonymous: a public form, a failed sign-in, the system).
 * Existing entries with a user are staff's; earlier portal entries stay anonymous.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('audit_log').addColumn('actor_kind', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('actor_client_id', t.reference).execute();
  await sql`update audit_log set actor_kind = 'staff' where user_id is not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('actor_client_id').execute();
  await db.schema.alterTable('audit_log').dropColumn('actor_kind').execute();
}
