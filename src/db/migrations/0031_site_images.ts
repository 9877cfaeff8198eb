import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * The website's images (issue 31.5): each upload (a logo, a post's cover or inline image) and the
 * files made from it (responsive widths in WebP and AVIF), stored content-addressed through the
 * storage interface; a file is served only when a row here names its key, so no other stored blob
 * (a client's document) is reachable by the public images path. The site settings gain the
 * theme's colour and the logo's image.
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('site_images'))
    .addColumn('original_key', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('created_by', t.reference, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('site_image_files')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('image_id', t.reference, (col) => col.notNull().references('site_images.id').onDelete('cascade'))
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('site_image_files_image_idx').on('site_image_files').columns(['image_id', 'format', 'width']).execute();
  await db.schema.alterTable('site_settings').addColumn('brand_colour', 'text').execute();
  await db.schema.alterTable('site_settings').addColumn('logo_image_id', t.reference, (col) => col.references('site_images.id').onDelete('set null')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('site_settings').dropColumn('logo_image_id').execute();
  await db.schema.alterTable('site_settings').dropColumn('brand_colour').execute();
  await db.schema.dropTable('site_image_files').execute();
  await db.schema.dropTable('site_images').execute();
}
