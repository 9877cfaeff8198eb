import { Migrator, sql, type Kysely } from 'kysely';
import { isPostgres } from './migrations/column-types.js';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date. Kysely's migration lock makes concurrent instances take turns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Without a schema, Kysely takes a migration table in *any* schema as its own, so deployments (and
  // test files) sharing one PostgreSQL database in separate schemas would skip creating theirs.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
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
