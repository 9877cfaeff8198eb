import { sql } from 'kysely';
import { columnTypes, isPostgres, withIdColumn, type AnyDb } from './column-types.js';

/*
 * One session store for every kind of user (issue 32; staff MFA builds on it, issue 35). Staff
 * sessions (0011) and portal sessions (0028) were the same rows on two tables; they become one
 * `sessions` table whose rows name their principal kind ('staff' rows carry user_id, 'portal'
 * rows client_id, each with its own cascading foreign key) and how the session was started
 * (method: password, link, code, passkey...). Refresh tokens follow their session's family and no
 * longer repeat its user. SQLite cannot loosen a NOT NULL or drop a foreign key in place, so both
 * tables are rebuilt (the same steps on PostgreSQL); staff session ids are kept, portal sessions
 * get new ones after them (numbered explicitly: PostgreSQL's identity knows nothing of copied ids
 * until it is moved past them at the end).
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('sessions_next'))
    .addColumn('principal', 'text', (col) => col.notNull())
    .addColumn('user_id', t.reference, (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('client_id', t.reference, (col) => col.references('clients.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull().unique())
    .addColumn('method', 'text')
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('last_used_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('revoked_at', t.instant)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    // A session belongs to exactly one person: a staff user or a client, never both or neither.
    .addCheckConstraint('sessions_one_principal', sql`(user_id is null) <> (client_id is null)`)
    .execute();
  await sql`
    insert into sessions_next (id, principal, user_id, family_id, method, created_at, last_used_at, expires_at, revoked_at, user_agent, ip)
    select id, 'staff', user_id, family_id, 'password', created_at, last_used_at, expires_at, revoked_at, user_agent, ip from sessions
  `.execute(db);
  await sql`
    insert into sessions_next (id, principal, client_id, family_id, created_at, last_used_at, expires_at, revoked_at, user_agent, ip)
    select (select coalesce(max(id), 0) from sessions) + row_number() over (order by id), 'portal', client_id, family_id,
           created_at, last_used_at, expires_at, revoked_at, user_agent, ip
    from portal_sessions
  `.execute(db);

  await withIdColumn(db, db.schema.createTable('refresh_tokens_next'))
    .addColumn('family_id', 'text', (col) => col.notNull().references('sessions_next.family_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await sql`
    insert into refresh_tokens_next (id, family_id, token_hash, created_at, expires_at, used_at, user_agent, ip)
    select id, family_id, token_hash, created_at, expires_at, used_at, user_agent, ip from refresh_tokens
    where family_id in (select family_id from sessions_next)
  `.execute(db);
  await sql`
    insert into refresh_tokens_next (id, family_id, token_hash, created_at, expires_at, used_at)
    select (select coalesce(max(id), 0) from refresh_tokens) + row_number() over (order by id), family_id, token_hash, created_at, expires_at, used_at
    from portal_refresh_tokens
  `.execute(db);

  for (const table of ['portal_refresh_tokens', 'portal_sessions', 'refresh_tokens', 'sessions']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('sessions_next').renameTo('sessions').execute();
  await db.schema.alterTable('refresh_tokens_next').renameTo('refresh_tokens').execute();
  if (isPostgres(db)) {
    // Rows copied with their ids did not advance the identity: the next insert must come after them.
    for (const table of ['sessions', 'refresh_tokens']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
    }
  }

  // A user's or a client's sessions, most recently used first (lists, "sign out everywhere").
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'last_used_at']).execute();
  await db.schema.createIndex('sessions_client_idx').on('sessions').columns(['client_id', 'last_used_at']).execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute();
}

/** Back to 0011's and 0028's tables; sessions of a kind those tables cannot hold (none yet) are dropped. */
export async function down(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('sessions_prev'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('last_used_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('revoked_at', t.instant)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await sql`
    insert into sessions_prev (id, user_id, family_id, created_at, last_used_at, expires_at, revoked_at, user_agent, ip)
    select id, user_id, family_id, created_at, last_used_at, expires_at, revoked_at, user_agent, ip from sessions where principal = 'staff'
  `.execute(db);
  await withIdColumn(db, db.schema.createTable('refresh_tokens_prev'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .addColumn('revoked_at', t.instant)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await sql`
    insert into refresh_tokens_prev (id, user_id, family_id, token_hash, created_at, expires_at, used_at, user_agent, ip)
    select r.id, s.user_id, r.family_id, r.token_hash, r.created_at, r.expires_at, r.used_at, r.user_agent, r.ip
    from refresh_tokens r join sessions s on s.family_id = r.family_id where s.principal = 'staff'
  `.execute(db);
  await withIdColumn(db, db.schema.createTable('portal_sessions'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('last_used_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('revoked_at', t.instant)
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await sql`
    insert into portal_sessions (client_id, family_id, created_at, last_used_at, expires_at, revoked_at, user_agent, ip)
    select client_id, family_id, created_at, last_used_at, expires_at, revoked_at, user_agent, ip from sessions where principal = 'portal' order by id
  `.execute(db);
  await withIdColumn(db, db.schema.createTable('portal_refresh_tokens'))
    .addColumn('family_id', 'text', (col) => col.notNull().references('portal_sessions.family_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .execute();
  await sql`
    insert into portal_refresh_tokens (family_id, token_hash, created_at, expires_at, used_at)
    select family_id, token_hash, created_at, expires_at, used_at from refresh_tokens where family_id in (select family_id from portal_sessions) order by id
  `.execute(db);

  for (const table of ['refresh_tokens', 'sessions']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('sessions_prev').renameTo('sessions').execute();
  await db.schema.alterTable('refresh_tokens_prev').renameTo('refresh_tokens').execute();
  if (isPostgres(db)) {
    for (const table of ['sessions', 'refresh_tokens']) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
    }
  }
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'last_used_at']).execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute();
  await db.schema.createIndex('portal_sessions_client_idx').on('portal_sessions').columns(['client_id', 'last_used_at']).execute();
  await db.schema.createIndex('portal_sessions_expires_idx').on('portal_sessions').column('expires_at').execute();
  await db.schema.createIndex('portal_refresh_tokens_family_idx').on('portal_refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('portal_refresh_tokens_expires_idx').on('portal_refresh_tokens').column('expires_at').execute();
}
