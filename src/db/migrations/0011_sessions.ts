import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * Sessions get a row of their own, so that every request can be authorized against it (revoked,
 * expired, user disabled, role changed) with one primary-key-like lookup. Existing refresh-token
 * families become sessions: signed in at their first token, last used at their newest, revoked
 * when every token of the family was.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('last_used_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('revoked_at', t.instant)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'last_used_at']).execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await sql`
    insert into sessions (user_id, family_id, created_at, last_used_at, expires_at, revoked_at, user_agent, ip)
    select user_id, family_id, min(created_at), max(created_at), max(expires_at),
           case when count(revoked_at) = count(*) then max(revoked_at) end, max(user_agent), max(ip)
    from refresh_tokens
    group by user_id, family_id
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
