import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

const notDeleted = sql<boolean>`deleted_at is null`;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withIdColumn(db, db.schema.createTable('tax_profiles'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id'))
    .addColumn('taxpayer_type', 'text', (col) => col.notNull())
    .addColumn('tax_id', 'text')
    .addColumn('fiscal_year_end', 'text')
    .addColumn('risk_level', 'text', (col) => col.notNull().check(sql`risk_level in ('low', 'medium', 'high')`))
    .addColumn('risk_notes', 'text')
    .addColumn('next_filing_due_date', t.date)
    .addColumn('notes', 'text')
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  // One profile per client, enforced by the database so two concurrent creates cannot both win.
  await db.schema.createIndex('tax_profiles_client_unique').on('tax_profiles').unique().column('client_id').execute();
  await db.schema.createIndex('tax_profiles_risk_idx').on('tax_profiles').columns(['risk_level', 'next_filing_due_date', 'id']).execute();
  await db.schema.createIndex('tax_profiles_due_idx').on('tax_profiles').columns(['next_filing_due_date', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('tax_filing_schedules'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id'))
    .addColumn('tax_type', 'text', (col) => col.notNull())
    .addColumn('period', 'text')
    .addColumn('due_date', t.date, (col) => col.notNull())
    .addColumn('recurrence', 'text', (col) => col.check(sql`recurrence in ('monthly', 'quarterly', 'yearly')`))
    .addColumn('is_completed', t.boolean, (col) => col.notNull().defaultTo(false))
    .addColumn('completed_at', t.instant)
    .addColumn('next_schedule_id', t.reference, (col) => col.references('tax_filing_schedules.id'))
    .addColumn('notes', 'text')
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('tax_schedules_client_idx').on('tax_filing_schedules').columns(['client_id', 'due_date', 'id']).execute();
  // Carries client_id so pending counts join clients straight from the index.
  await db.schema
    .createIndex('tax_schedules_pending_idx')
    .on('tax_filing_schedules')
    .columns(['is_completed', 'due_date', 'id', 'client_id'])
    .execute();
  await db.schema.createIndex('tax_schedules_due_idx').on('tax_filing_schedules').columns(['due_date', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('tax_filings'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id'))
    .addColumn('tax_type', 'text', (col) => col.notNull())
    .addColumn('tax_year', 'integer', (col) => col.notNull())
    .addColumn('period', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('draft', 'in_progress', 'filed', 'accepted', 'rejected', 'amended')`),
    )
    .addColumn('due_date', t.date)
    .addColumn('filed_at', t.instant)
    .addColumn('amount_due', t.money)
    .addColumn('refund_amount', t.money)
    .addColumn('memo', 'text')
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addColumn('deleted_at', t.instant)
    .execute();
  await db.schema.createIndex('tax_filings_client_idx').on('tax_filings').columns(['client_id', 'tax_year', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('tax_filings_status_due_idx').on('tax_filings').columns(['status', 'due_date', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('tax_filings_due_idx').on('tax_filings').columns(['due_date', 'id']).where(notDeleted).execute();
  // Serves the foreign-key check of clients, deleted rows included.
  await db.schema.createIndex('tax_filings_client_fk_idx').on('tax_filings').column('client_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('tax_filings').execute();
  await db.schema.dropTable('tax_filing_schedules').execute();
  await db.schema.dropTable('tax_profiles').execute();
}
