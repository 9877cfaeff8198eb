import type { AnyDb } from './column-types.js';

/*
 * Mail after a crash (issue 28.13): a lease names the instance holding it (host, bind address and
 * port: no two live processes share one) and that process's boot, so a restarted instance releases
 * what its previous life held instead of waiting for the lease to run out.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('lease_owner', 'text').execute();
  await db.schema.alterTable('outbox_emails').addColumn('lease_boot', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['lease_boot', 'lease_owner']) {
    await db.schema.alterTable('outbox_emails').dropColumn(column).execute();
  }
}
