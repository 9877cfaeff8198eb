import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * Engagement letters sent for contracts (issue 34.2-4): the PDF as sent (a client document) with
 * its SHA-256, the letter's own status (the contract's status enum has no `sent`), and the
 * evidence of a signature. One open letter (sent or viewed) per contract, kept by a partial unique
 * index so two staff members sending at once cannot both succeed. Documents are referenced with
 * `set null`: deleting a document must not fail, and the letter keeps its hashes.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('engagement_letters'))
    .addColumn('contract_id', t.reference, (col) => col.notNull().references('contracts.id'))
    .addColumn('client_id', t.reference, (col) => col.notNull().references('clients.id'))
    .addColumn('template_id', t.reference, (col) => col.references('engagement_letter_templates.id').onDelete('set null'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('document_id', t.reference, (col) => col.references('documents.id').onDelete('set null'))
    .addColumn('original_sha256', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('sent_at', t.instant, (col) => col.notNull())
    .addColumn('sent_by', t.reference, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('resent_at', t.instant)
    .addColumn('viewed_at', t.instant)
    .addColumn('signed_at', t.instant)
    .addColumn('declined_at', t.instant)
    .addColumn('decline_reason', 'text')
    .addColumn('withdrawn_at', t.instant)
    .addColumn('withdrawn_by', t.reference, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('signer_name', 'text')
    .addColumn('signer_ip', 'text')
    .addColumn('signer_user_agent', 'text')
    .addColumn('signer_method', 'text')
    .addColumn('signer_signed_in_at', t.instant)
    .addColumn('consent_text', 'text')
    .addColumn('signed_document_id', t.reference, (col) => col.references('documents.id').onDelete('set null'))
    .addColumn('signed_sha256', 'text')
    .addColumn('reminders_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_reminder_at', t.instant)
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addCheckConstraint('engagement_letters_status', sql`status in ('sent', 'viewed', 'signed', 'declined', 'withdrawn')`)
    .execute();
  await db.schema.createIndex('engagement_letters_one_open').on('engagement_letters').column('contract_id').unique().where(sql<boolean>`status in ('sent', 'viewed')`).execute();
  // A contract's letters, newest first (the staff view, the portal's letter of a contract).
  await db.schema.createIndex('engagement_letters_contract_idx').on('engagement_letters').columns(['contract_id', 'id']).execute();
  // Verification by hash (POST /api/documents/verify) and the reminders' scan of open letters.
  await db.schema.createIndex('engagement_letters_original_idx').on('engagement_letters').column('original_sha256').execute();
  await db.schema.createIndex('engagement_letters_signed_idx').on('engagement_letters').column('signed_sha256').execute();
  await db.schema.createIndex('engagement_letters_open_idx').on('engagement_letters').columns(['status', 'sent_at']).execute();
  await db.schema.createIndex('engagement_letters_client_idx').on('engagement_letters').columns(['client_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('engagement_letters').execute();
}
