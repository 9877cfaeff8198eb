import type { Config } from '../config.js';
import { backupDocuments, restoreDocuments, S3_BACKUP_ADVICE } from '../features/documents/lib/documents-cli.js';
import fs from 'node:fs';
import { BackupError, backupSqlite, restoreSqlite } from './backup.js';

export const BACKUP_USAGE = `  backup <file>
      SQLite: a consistent copy of the live database, taken while the server runs, and the
      documents store (local) copied to <file>.documents/, every blob checked.
  restore <file>
      SQLite: replaces the database with a backup (stop the server first). Refuses a file that is
      not a taxdesk database or comes from a newer version; restores <file>.documents/ into the
      documents store, every hash checked. PostgreSQL: see docs/operations.md.`;

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
      // After the database: every document a row of the copy names was committed before it began.
      const documents = await backupDocuments(config, `${file}.documents`);
      if (documents === null) process.stdout.write(`Not copied: ${S3_BACKUP_ADVICE}.\n`);
      else {
        process.stdout.write(`Copied the documents to ${file}.documents (${documents.copied} copied, ${documents.kept} already there). The encryption key is not in the backup: keep it apart.\n`);
        if (documents.corrupted.length > 0) {
          process.stderr.write(`taxdesk: corrupted documents, not copied (restore them from an older backup): ${documents.corrupted.join(', ')}\n`);
          return 1;
        }
      }
    } else {
      const { migrations } = await restoreSqlite(file, config.database.file);
      process.stdout.write(`Restored ${file} to ${config.database.file} (schema ${migrations.at(-1) ?? 'empty'}); start the server to bring it up to date.\n`);
      if (fs.existsSync(`${file}.documents`)) {
        const documents = await restoreDocuments(config, `${file}.documents`);
        process.stdout.write(`Restored the documents from ${file}.documents (${documents.copied} restored, ${documents.kept} already there).\n`);
        if (documents.corrupted.length > 0) {
          process.stderr.write(`taxdesk: backup files whose bytes do not match their hash, not restored: ${documents.corrupted.join(', ')}\n`);
          return 1;
        }
      }
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`taxdesk: ${error.message}\n`);
    return 1;
  }
}
