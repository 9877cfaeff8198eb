import { sql } from 'kysely';
import type { AnyDb } from './column-types.js';

/*
 * Indexes in the order the revenue lists are read, so a page is a walk of an index rather than a
 * sort of every unpaid entry (measured on 100,000 entries, bench/README.md):
 * - the unpaid list, newest invoice first: (is_paid, invoice_date, id);
 * - the pending list, oldest due date first and entries without one last: the expression
 *   (due_date is null) orders the same on both dialects. It replaces revenue_pending_idx and keeps
 *   the amount, so the dashboard's unpaid sum still reads the index alone.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('revenue_unpaid_invoice_idx').on('revenue_entries').columns(['is_paid', 'invoice_date', 'id']).execute();
  await db.schema
    .createIndex('revenue_pending_order_idx')
    .on('revenue_entries')
    .expression(sql`is_paid, (due_date is null), due_date, invoice_date, id, amount`)
    .execute();
  await db.schema.dropIndex('revenue_pending_idx').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.createIndex('revenue_pending_idx').on('revenue_entries').columns(['is_paid', 'due_date', 'id', 'amount']).execute();
  await db.schema.dropIndex('revenue_pending_order_idx').execute();
  await db.schema.dropIndex('revenue_unpaid_invoice_idx').execute();
}
