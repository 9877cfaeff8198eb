import { columnTypes, withIdColumn, type AnyDb } from './column-types.js';

/*
 * A user's calendar feed: a secret URL that calendar apps poll. Only the token's SHA-256 is kept;
 * revoking sets revoked_at (one live feed per user, replaced when a new one is made).
 */
export async function up(db: AnyDb): Promise<void> {
  const t = columnTypes(db);
  await withIdColumn(db, db.schema.createTable('calendar_feeds'))
    .addColumn('user_id', t.reference, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', t.instant, (col) => col.notNull())
    .addColumn('last_used_at', t.instant)
    .addColumn('revoked_at', t.instant)
    .execute();
  await db.schema.createIndex('calendar_feeds_user_idx').on('calendar_feeds').columns(['user_id', 'revoked_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
