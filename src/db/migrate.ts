import { Migrator, sql, type Kysely } from 'kysely';
import { isPostgres } from './migrations/column-types.js';
import { migrations } from './migrations/index.js';

/** Brings the schema up to date. Kysely's migration lock makes concurrent instances take turns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; pin it to the
  // schema in use, so databases holding several schemas (tests, shared servers) stay apart.
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Feature branches developed side by side land in any order; a database that already ran a
    // later-numbered migration still takes an earlier one that arrives after it.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
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

/**
 * The trigram indexes of migration 0026 that this PostgreSQL schema lacks: the migration leaves
 * them out where pg_trgm cannot be installed, and searches then read every row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function missingTextIndexes(db: Kysely<any>): Promise<string[]> {
  const wanted = ['clients_text_trgm_idx', 'client_logs_message_trgm_idx'];
  const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname in (${sql.join(wanted)})`.execute(db);
  return wanted.filter((name) => !rows.some((row) => row.name === name));
}
