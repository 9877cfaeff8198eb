import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * Engagement-letter templates (issue 34.1): Markdown with merge fields, one body per supported
 * language (en, ko), at least one of them. Names are unique so the admin's picker is unambiguous.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('engagement_letter_templates'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('body_en', 'text')
    .addColumn('body_ko', 'text')
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .addCheckConstraint('engagement_letter_templates_some_body', sql`body_en is not null or body_ko is not null`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('engagement_letter_templates').execute();
}
