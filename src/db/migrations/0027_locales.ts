import type { AnyDb } from './column-types.js';

/*
 * The language a staff user and a client read (en or ko, checked by the API's schemas): null
 * follows the firm's DEFAULT_LOCALE, so changing that setting moves everyone who never chose.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
  await db.schema.alterTable('clients').addColumn('locale', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('clients').dropColumn('locale').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
