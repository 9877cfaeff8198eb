import { sql } from 'kysely';
import { columnTypes, isPostgres, withIdColumn, type AnyDb } from './column-types.js';

const notDeleted = sql<boolean>`deleted_at is null`;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  const pg = isPostgres(db);

  await withIdColumn(db, db.schema.createTable('companies'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('business_number', 'text')
    .addColumn('representative', 'text')
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('is_active', t.boolean, (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  // Codes are unique whatever their letter case, and looked up the same way.
  await db.schema.createIndex('companies_code_unique').on('companies').unique().expression(sql`lower(code)`).execute();
  await db.schema.createIndex('companies_name_idx').on('companies').columns(['name', 'id']).execute();
  await db.schema.createIndex('companies_active_idx').on('companies').columns(['is_active', 'name', 'id']).execute();

  // clients and inquiries point at each other; PostgreSQL needs the second reference added afterwards.
  await withIdColumn(db, db.schema.createTable('clients'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('client_type', 'text', (col) => col.notNull().check(sql`client_type in ('individual', 'business')`))
    .addColumn('company_id', t.reference, (col) => col.references('companies.id'))
    .addColumn('business_number', 'text')
    .addColumn('address', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('active', 'inactive')`))
    .addColumn('notes', 'text')
    .addColumn('source_inquiry_id', t.reference, (col) => (pg ? col : col.references('inquiries.id')))
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addColumn('deleted_at', t.instant)
    .execute();
  await db.schema.createIndex('clients_email_unique').on('clients').unique().column('email').where(notDeleted).execute();
  await db.schema.createIndex('clients_source_inquiry_unique').on('clients').unique().column('source_inquiry_id').execute();
  await db.schema.createIndex('clients_name_idx').on('clients').columns(['name', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('clients_created_idx').on('clients').columns(['created_at', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('clients_status_idx').on('clients').columns(['status', 'name', 'id']).where(notDeleted).execute();
  await db.schema.createIndex('clients_type_idx').on('clients').columns(['client_type', 'name', 'id']).where(notDeleted).execute();
  // Not partial: it also serves the foreign-key check when a company is deleted.
  await db.schema.createIndex('clients_company_idx').on('clients').columns(['company_id', 'name', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('inquiries'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('company_name', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('service_type', 'text')
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('new', 'in_progress', 'contacted', 'converted', 'closed', 'spam')`),
    )
    .addColumn('admin_memo', 'text')
    .addColumn('client_id', t.reference, (col) => col.references('clients.id'))
    .addColumn('converted_at', t.instant)
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('inquiries_created_idx').on('inquiries').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('inquiries_status_created_idx').on('inquiries').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('inquiries_client_idx').on('inquiries').column('client_id').execute();
  if (pg) {
    await db.schema
      .alterTable('clients')
      .addForeignKeyConstraint('clients_source_inquiry_fk', ['source_inquiry_id'], 'inquiries', ['id'])
      .execute();
  }

  await withIdColumn(db, db.schema.createTable('common_codes'))
    .addColumn('code_group', 'text', (col) => col.notNull())
    .addColumn('code_value', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', t.boolean, (col) => col.notNull().defaultTo(true))
    .addColumn('attributes', t.json)
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addUniqueConstraint('common_codes_group_value_unique', ['code_group', 'code_value'])
    .execute();
  await db.schema
    .createIndex('common_codes_group_order_idx')
    .on('common_codes')
    .columns(['code_group', 'sort_order', 'code_value'])
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('site_name', 'text', (col) => col.notNull())
    .addColumn('site_description', 'text')
    .addColumn('site_url', 'text', (col) => col.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('address', 'text')
    .addColumn('business_hours', 'text')
    .addColumn('social_links', t.json, (col) => col.notNull())
    .addColumn('default_meta_title', 'text')
    .addColumn('default_meta_description', 'text')
    .addColumn('rss_item_limit', 'integer', (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('faqs'))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('category', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_published', t.boolean, (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('faqs_order_idx').on('faqs').columns(['sort_order', 'id']).execute();
  await db.schema.createIndex('faqs_category_idx').on('faqs').columns(['category', 'sort_order', 'id']).execute();
  await db.schema.createIndex('faqs_published_idx').on('faqs').columns(['is_published', 'sort_order', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('announcements'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('is_pinned', t.boolean, (col) => col.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_published', t.boolean, (col) => col.notNull().defaultTo(true))
    .addColumn('starts_at', t.instant)
    .addColumn('ends_at', t.instant)
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addCheckConstraint('announcements_window_check', sql`starts_at is null or ends_at is null or ends_at > starts_at`)
    .execute();
  await db.schema
    .createIndex('announcements_order_idx')
    .on('announcements')
    .columns(['is_pinned desc', 'sort_order', 'id desc'])
    .execute();
  await db.schema
    .createIndex('announcements_window_idx')
    .on('announcements')
    .columns(['is_published', 'starts_at', 'ends_at'])
    .execute();
  await db.schema.createIndex('announcements_pinned_idx').on('announcements').columns(['is_pinned', 'sort_order', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await db.schema.alterTable('clients').dropConstraint('clients_source_inquiry_fk').execute();
  for (const table of ['announcements', 'faqs', 'site_settings', 'common_codes', 'inquiries', 'clients', 'companies']) {
    await db.schema.dropTable(table).execute();
  }
}
