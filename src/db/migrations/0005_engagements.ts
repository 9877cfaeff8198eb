import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

const notDeleted = sql<boolean>`deleted_at is null`;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withIdColumn(db, db.schema.createTable('contracts'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('contract_number', 'text')
    .addColumn('service_type', 'text')
    .addColumn('fee_type', 'text', (col) => col.notNull().check(sql`fee_type in ('fixed', 'hourly', 'retainer')`))
    .addColumn('fee_amount', t.money)
    .addColumn('start_date', t.date, (col) => col.notNull())
    .addColumn('end_date', t.date)
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'active', 'completed', 'terminated')`))
    .addColumn('signed_at', t.instant)
    .addColumn('notes', 'text')
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addColumn('deleted_at', t.instant)
    .execute();
  await db.schema.createIndex('contracts_number_unique').on('contracts').unique().column('contract_number').where(notDeleted).execute();
  await db.schema.createIndex('contracts_client_idx').on('contracts').columns(['client_id', 'start_date', 'id']).execute();
  await db.schema.createIndex('contracts_status_idx').on('contracts').columns(['status', 'start_date', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('contracts_start_idx').on('contracts').columns(['start_date', 'id']).where(notDeleted).execute();

  await withIdColumn(db, db.schema.createTable('consulting_activities'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id'))
    .addColumn('contract_id', t.reference, (col) => col.references('contracts.id'))
    .addColumn('activity_date', t.date, (col) => col.notNull())
    .addColumn('activity_type', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('notes', 'text')
    .addColumn('duration_minutes', 'integer')
    .addColumn('consultant', 'text')
    .addColumn('billable', t.boolean, (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addColumn('deleted_at', t.instant)
    .execute();
  await db.schema.createIndex('activities_client_idx').on('consulting_activities').columns(['client_id', 'activity_date', 'id']).execute();
  await db.schema.createIndex('activities_contract_idx').on('consulting_activities').columns(['contract_id', 'activity_date', 'id']).execute();
  await db.schema.createIndex('activities_date_idx').on('consulting_activities').columns(['activity_date', 'id']).where(notDeleted).execute();

  await withIdColumn(db, db.schema.createTable('revenue_entries'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id'))
    .addColumn('contract_id', t.reference, (col) => col.references('contracts.id'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('amount', t.money, (col) => col.notNull())
    .addColumn('invoice_date', t.date, (col) => col.notNull())
    .addColumn('due_date', t.date)
    .addColumn('is_paid', t.boolean, (col) => col.notNull().defaultTo(false))
    .addColumn('paid_at', t.instant)
    .addColumn('payment_method', 'text')
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  // Totals and the monthly report scan invoice dates with the amounts and paid flags in the index.
  await db.schema
    .createIndex('revenue_invoice_idx')
    .on('revenue_entries')
    .columns(['invoice_date', 'is_paid', 'amount', 'id'])
    .execute();
  await db.schema.createIndex('revenue_client_idx').on('revenue_entries').columns(['client_id', 'invoice_date', 'id']).execute();
  // Orders the pending list and, carrying the amount, sums unpaid revenue without reading the table.
  await db.schema.createIndex('revenue_pending_idx').on('revenue_entries').columns(['is_paid', 'due_date', 'id', 'amount']).execute();
  await db.schema.createIndex('revenue_contract_idx').on('revenue_entries').column('contract_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('revenue_entries').execute();
  await db.schema.dropTable('consulting_activities').execute();
  await db.schema.dropTable('contracts').execute();
}
