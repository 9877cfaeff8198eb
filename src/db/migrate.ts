import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * On PostgreSQL, the schema the migration tables live in: the connection's current schema.
 * Kysely otherwise looks for its lock table in every schema of the database, so a deployment (or a
 * test run) in one schema would take another schema's lock table for its own and fail.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function migrationTableSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Brings the schema up to date. Kysely's migration lock makes concurrent instances take turns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationTableSchema(db),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
