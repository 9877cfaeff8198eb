import type { AnyDb } from './column-types.js';
import { columnTypes } from './column-types.js';

/*
 * Who gets which mail: the firm switches the new-inquiry notification and the sender's
 * acknowledgement in the site settings (both on, as a firm expects once it has a contact address);
 * each user opts in to the staff digest and to new-inquiry notifications (both off until asked for).
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('site_settings').addColumn('notify_new_inquiries', t.boolean, (col) => col.notNull().defaultTo(true)).execute();
  await db.schema.alterTable('site_settings').addColumn('acknowledge_inquiries', t.boolean, (col) => col.notNull().defaultTo(true)).execute();
  await db.schema.alterTable('users').addColumn('mail_digest', t.boolean, (col) => col.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('users').addColumn('mail_new_inquiries', t.boolean, (col) => col.notNull().defaultTo(false)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mail_new_inquiries').execute();
  await db.schema.alterTable('users').dropColumn('mail_digest').execute();
  await db.schema.alterTable('site_settings').dropColumn('acknowledge_inquiries').execute();
  await db.schema.alterTable('site_settings').dropColumn('notify_new_inquiries').execute();
}
