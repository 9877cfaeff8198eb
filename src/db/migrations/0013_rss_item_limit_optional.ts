import { sql } from 'kysely';
import { columnTypes, isPostgres, type AnyDb } from './column-types.js';

/*
 * rssItemLimit becomes optional: null means the RSS feed lists every published post (what the feed
 * did before site settings were wired to it). SQLite cannot drop a NOT NULL constraint, so there the
 * table is rebuilt with the same columns and its row copied over.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table site_settings alter column rss_item_limit drop not null`.execute(db);
    return;
  }
  await rebuildSqlite(db, false);
}

export async function down(db: AnyDb): Promise<void> {
  // The old column cannot hold "every post"; 20 was the default then.
  await db.updateTable('site_settings').set({ rss_item_limit: 20 }).where('rss_item_limit', 'is', null).execute();
  if (isPostgres(db)) {
    await sql`alter table site_settings alter column rss_item_limit set not null`.execute(db);
    return;
  }
  await rebuildSqlite(db, true);
}

async function rebuildSqlite(db: AnyDb, limitRequired: boolean): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('site_settings_rebuilt')
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
    .addColumn('rss_item_limit', 'integer', (col) => (limitRequired ? col.notNull() : col))
    .addColumn('updated_at', t.instant, (col) => col.notNull())
    .execute();
  await sql`
    insert into site_settings_rebuilt (id, site_name, site_description, site_url, contact_email, contact_phone, address,
      business_hours, social_links, default_meta_title, default_meta_description, rss_item_limit, updated_at)
    select id, site_name, site_description, site_url, contact_email, contact_phone, address,
      business_hours, social_links, default_meta_title, default_meta_description, rss_item_limit, updated_at
    from site_settings
  `.execute(db);
  await db.schema.dropTable('site_settings').execute();
  await db.schema.alterTable('site_settings_rebuilt').renameTo('site_settings').execute();
}
