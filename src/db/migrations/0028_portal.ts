import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * The client portal (issue 32): a client's access (one row per client, kept when ended so the
 * record shows when it was), the sign-in links and codes mailed to it (hashes only, single use,
 * attempts counted per code), its sessions and their rotating refresh tokens (the staff shape,
 * with a client instead of a user), and its passkeys. Clients are soft-deleted, so nothing here
 * cascades in practice; the portal's authorization checks the client row on every request.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('portal_access'))
    .addColumn('client_id', t.reference, (col) => col.notNull().unique().references('clients.id').onDelete('cascade'))
    .addColumn('invited_at', t.instant, (col) => col.notNull())
    .addColumn('invited_by', t.reference, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('ended_at', t.instant)
    .addColumn('last_sign_in_at', t.instant)
    .execute();

  await withIdColumn(db, db.schema.createTable('portal_sign_in_tokens'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .addColumn('code_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // A code is looked up among the client's live tokens; the purge goes by expiry.
  await db.schema.createIndex('portal_sign_in_tokens_client_idx').on('portal_sign_in_tokens').columns(['client_id', 'expires_at']).execute();
  await db.schema.createIndex('portal_sign_in_tokens_expires_idx').on('portal_sign_in_tokens').column('expires_at').execute();

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
  await db.schema.createIndex('portal_sessions_client_idx').on('portal_sessions').columns(['client_id', 'last_used_at']).execute();
  await db.schema.createIndex('portal_sessions_expires_idx').on('portal_sessions').column('expires_at').execute();

  await withIdColumn(db, db.schema.createTable('portal_refresh_tokens'))
    .addColumn('family_id', 'text', (col) => col.notNull().references('portal_sessions.family_id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .execute();
  await db.schema.createIndex('portal_refresh_tokens_family_idx').on('portal_refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('portal_refresh_tokens_expires_idx').on('portal_refresh_tokens').column('expires_at').execute();

  await withIdColumn(db, db.schema.createTable('portal_passkeys'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('sign_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('last_used_at', t.instant)
    .execute();
  await db.schema.createIndex('portal_passkeys_client_idx').on('portal_passkeys').column('client_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['portal_passkeys', 'portal_refresh_tokens', 'portal_sessions', 'portal_sign_in_tokens', 'portal_access']) {
    await db.schema.dropTable(table).execute();
  }
}
