import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

const STATUSES = sql`('draft', 'active', 'deprecated', 'retired')`;

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  // The definition and its schema are documents returned as registered: text, not jsonb, which
  // would reorder their keys.
  await withIdColumn(db, db.schema.createTable('portfolio_formulas'))
    .addColumn('formula_id', 'text', (col) => col.notNull().unique())
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${STATUSES}`))
    .addColumn('definition', 'text', (col) => col.notNull())
    .addColumn('json_schema', 'text', (col) => col.notNull())
    .addColumn('created_by', t.reference, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  // The list filters by status and sorts by formula_id (the unique index serves the unfiltered list).
  await db.schema.createIndex('portfolio_formulas_status_idx').on('portfolio_formulas').columns(['status', 'formula_id']).execute();

  await withIdColumn(db, db.schema.createTable('portfolio_formula_status_changes'))
    .addColumn('formula_ref', t.reference, (col) => col.notNull().references('portfolio_formulas.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (col) => col.check(sql`from_status in ${STATUSES}`))
    .addColumn('to_status', 'text', (col) => col.notNull().check(sql`to_status in ${STATUSES}`))
    .addColumn('changed_by', t.reference, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('changed_at', t.instant, (col) => col.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('portfolio_formula_status_changes_formula_idx')
    .on('portfolio_formula_status_changes')
    .columns(['formula_ref', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('portfolio_formula_status_changes').execute();
  await db.schema.dropTable('portfolio_formulas').execute();
}
