import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * Two-factor sign-in for staff (issue 35). users.second_factor_at says whether a user has a
 * confirmed second factor: the session lookup reads it on every request (the enrollment-only rule
 * of MFA_REQUIRED), so it is a column of the row that lookup already joins, not a count of factors.
 * The TOTP secret is stored sealed (AES-256-GCM), recovery codes and mfa tokens as SHA-256 hashes.
 * mfa_totp.last_step is the RFC 6238 time step of the last code accepted: a code of that step or an
 * earlier one is refused, on every instance (the row is the shared state).
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('second_factor_at', t.instant).execute();
  await db.schema
    .createTable('mfa_totp')
    .addColumn('user_id', t.reference, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text')
    .addColumn('confirmed_at', t.instant)
    .addColumn('last_step', 'bigint')
    .addColumn('pending_secret_sealed', 'text')
    .addColumn('pending_at', t.instant)
    .execute();
  await withIdColumn(db, db.schema.createTable('mfa_recovery_codes'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('used_at', t.instant)
    .execute();
  await db.schema.createIndex('mfa_recovery_codes_user_idx').on('mfa_recovery_codes').columns(['user_id', 'code_hash']).unique().execute();
  await withIdColumn(db, db.schema.createTable('mfa_challenges'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('expires_at', t.instant, (col) => col.notNull())
    .addColumn('spent_at', t.instant)
    .execute();
  await db.schema.createIndex('mfa_challenges_expires_idx').on('mfa_challenges').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mfa_challenges').execute();
  await db.schema.dropTable('mfa_recovery_codes').execute();
  await db.schema.dropTable('mfa_totp').execute();
  await db.schema.alterTable('users').dropColumn('second_factor_at').execute();
}
