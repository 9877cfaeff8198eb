import { columnTypes, type AnyDb } from './column-types.js';

/*
 * Staff passkeys (issue 35 item 2): a user may choose to sign in with a passkey alone, without the
 * password. users.passkey_sign_in_at is when they turned it on; null: off (the default), and a
 * passkey then serves only as the second step after the password.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('users').addColumn('passkey_sign_in_at', t.instant).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('passkey_sign_in_at').execute();
}
