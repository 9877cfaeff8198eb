import type { AnyDb } from './column-types.js';

/*
 * What invoices print from the site settings (issue 34.5): the payment instructions (bank, account,
 * holder) and the tax rate included in invoiced amounts. Both null until an admin sets them.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('site_settings').addColumn('invoice_payment_instructions', 'text').execute();
  await db.schema.alterTable('site_settings').addColumn('invoice_tax_rate_percent', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('invoice_tax_rate_percent').execute();
  await db.schema.alterTable('site_settings').dropColumn('invoice_payment_instructions').execute();
}
