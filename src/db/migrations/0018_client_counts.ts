import { sql } from 'kysely';
import type { AnyDb } from './column-types.js';

/*
 * How many visible (not deleted) clients there are per status and type, kept by the services in
 * the transaction of every client write, so the dashboard's active clients and the client list's
 * count read a few rows instead of every client (bench/README.md, issue 17). Backfilled here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('client_counts')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('client_type', 'text', (col) => col.notNull())
    .addColumn('clients', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('client_counts_pk', ['status', 'client_type'])
    .execute();
  await sql`
    insert into client_counts (status, client_type, clients)
    select status, client_type, count(*) from clients where deleted_at is null group by status, client_type
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('client_counts').execute();
}
