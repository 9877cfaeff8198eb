import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * Passkeys for every kind of user (issue 32 item 3 for clients; issue 35 for staff): one table of
 * WebAuthn credentials named by principal kind like sessions (0033), replacing the portal-only
 * table of 0028 that nothing wrote yet, and the ceremonies' challenges: stored (hashed) in the
 * database so any instance can finish a ceremony another one began, spent on first use, short-lived.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('portal_passkeys').execute();
  await withIdColumn(db, db.schema.createTable('passkeys'))
    .addColumn('principal', 'text', (col) => col.notNull())
    .addColumn('user_id', t.reference, (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('client_id', t.reference, (col) => col.references('clients.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('sign_count', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', t.json)
    .addColumn('device_type', 'text', (col) => col.notNull())
    .addColumn('backed_up', t.boolean, (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('last_used_at', t.instant)
    .addCheckConstraint('passkeys_one_principal', sql`(user_id is null) <> (client_id is null)`)
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();
  await db.schema.createIndex('passkeys_client_idx').on('passkeys').column('client_id').execute();

  await withIdColumn(db, db.schema.createTable('webauthn_challenges'))
    .addColumn('challenge_hash', 'text', (col) => col.notNull().unique())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('principal', 'text', (col) => col.notNull())
    // The user or client a registration (or a second-factor check) is for; null for a sign-in
    // that does not know yet who will answer.
    .addColumn('owner_id', t.reference)
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_expires_idx').on('webauthn_challenges').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
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
