import { sql } from 'kysely';
import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);

  await withIdColumn(db, db.schema.createTable('blog_categories'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('blog_categories_order_idx').on('blog_categories').columns(['sort_order', 'name']).execute();

  await withIdColumn(db, db.schema.createTable('blog_posts'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text')
    .addColumn('summary', 'text', (col) => col.notNull())
    // A category in use cannot be deleted (the default NO ACTION; SQLite reports RESTRICT differently): 409.
    .addColumn('category_id', t.reference, (col) => col.references('blog_categories.id'))
    .addColumn('tags', t.json, (col) => col.notNull())
    .addColumn('cover_image_url', 'text')
    .addColumn('author_name', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published', 'archived')`))
    .addColumn('status_before_archive', 'text', (col) => col.check(sql`status_before_archive in ('draft', 'published')`))
    .addColumn('published_at', t.instant)
    .addColumn('archived_at', t.instant)
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    // Wide column last: SQLite stores columns in order, and reading one after a long value walks overflow pages.
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();
  // Public listing, sitemap and RSS: published posts whose moment has come, newest first.
  await db.schema.createIndex('blog_posts_public_idx').on('blog_posts').columns(['status', 'published_at', 'id']).execute();
  await db.schema
    .createIndex('blog_posts_category_public_idx')
    .on('blog_posts')
    .columns(['category_id', 'status', 'published_at', 'id'])
    .execute();
  // Admin lists: newest first, optionally by status or category; the archive, newest archived first.
  await db.schema.createIndex('blog_posts_created_idx').on('blog_posts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('blog_posts_status_created_idx').on('blog_posts').columns(['status', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('blog_posts_category_created_idx')
    .on('blog_posts')
    .columns(['category_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('blog_posts_archived_idx').on('blog_posts').columns(['status', 'archived_at', 'id']).execute();

  await db.schema
    .createTable('blog_feed_state')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addColumn('changed_at', t.instant, (col) => col.notNull())
    .execute();
  // Frozen as shipped, so it keeps the system time: a migration runs before any app (and its
  // injected clock) exists, and the stamp only stands for the feeds' Last-Modified until a post changes.
  await db.insertInto('blog_feed_state').values({ id: 1, version: 0, changed_at: new Date().toISOString() }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['blog_feed_state', 'blog_posts', 'blog_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
