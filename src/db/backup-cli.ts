import type { Config } from '../config.js';
import { BackupError, backupSqlite, restoreSqlite } from './backup.js';

export const BACKUP_USAGE = `  backup <file>
      SQLite: a consistent copy of the live database, taken while the server runs.
  restore <file>
      SQLite: replaces the database with a backup (stop the server first). Refuses a file that is
      not a taxdesk database or comes from a newer version. PostgreSQL: see docs/operations.md.`;

export async function backupCli(command: 'backup' | 'restore', args: string[], config: Config): Promise<number> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0) {
    process.stderr.write(`taxdesk: usage: npm run cli -- ${command} <file>\n`);
    return 2;
  }
  if (config.database.kind !== 'sqlite' || config.database.file === ':memory:') {
    process.stderr.write(`taxdesk: ${command} is for the SQLite database; for PostgreSQL use pg_dump and pg_restore (docs/operations.md)\n`);
    return 2;
  }
  // Files and directories this command makes are its user's alone from their first byte (the
  // backup is chmod-ed 0600 when done, but while it was written it would be 0644 to anyone).
  process.umask(0o077);
  try {
    if (command === 'backup') {
      const { pages } = await backupSqlite(config.database.file, file);
      process.stdout.write(`Backed up ${config.database.file} to ${file} (${pages} pages).\n`);
    } else {
      const { migrations } = await restoreSqlite(file, config.database.file);
      process.stdout.write(`Restored ${file} to ${config.database.file} (schema ${migrations.at(-1) ?? 'empty'}); start the server to bring it up to date.\n`);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`taxdesk: ${error.message}\n`);
    return 1;
  }
}
