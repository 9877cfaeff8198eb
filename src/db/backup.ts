/*
 * Online backup and restore of the embedded SQLite database (PostgreSQL: docs/operations.md gives
 * the pg_dump and pg_restore commands). A backup is SQLite's own online backup (better-sqlite3's
 * backup API): a consistent copy taken page by page while the server keeps writing. A restore
 * puts such a copy in place of the database while the server is stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrations } from './migrations/index.js';

export class BackupError extends Error {}

/** The file a running server keeps beside its SQLite database, holding its process id. */
export function serverPidFile(databaseFile: string): string {
  return `${databaseFile}.pid`;
}

export function writeServerPidFile(databaseFile: string): () => void {
  const file = serverPidFile(databaseFile);
  fs.writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  return () => fs.rmSync(file, { force: true });
}

function runningServer(databaseFile: string): number | null {
  const pid = Number.parseInt(fs.readFileSync(serverPidFile(databaseFile), 'utf8'), 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a stale file from a server that crashed
  }
}

/** A consistent copy of the live database at `target`, taken while the server may be writing. */
export async function backupSqlite(databaseFile: string, target: string): Promise<{ pages: number }> {
  if (!fs.existsSync(databaseFile)) throw new BackupError(`there is no database at ${databaseFile}`);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists; choose a new file name`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const source = new BetterSqlite3(databaseFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const { totalPages } = await source.backup(target);
    fs.chmodSync(target, 0o600);
    return { pages: totalPages };
  } finally {
    source.close();
  }
}

/** Checks that `file` is a taxdesk database this version can run; returns its newest migration. */
export function inspectBackup(file: string): { migrations: string[] } {
  const header = Buffer.alloc(16);
  const handle = fs.openSync(file, 'r');
  try {
    fs.readSync(handle, header, 0, 16, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (header.toString('latin1') !== 'SQLite format 3\0') throw new BackupError(`${file} is not an SQLite database`);
  const database = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const table = database.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    const users = database.prepare("select 1 from sqlite_master where type = 'table' and name = 'users'").get();
    if (!table || !users) throw new BackupError(`${file} is not a taxdesk database`);
    const applied = (database.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name);
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupError(`${file} comes from a newer taxdesk (migrations ${unknown.join(', ')}); upgrade taxdesk before restoring it`);
    }
    const integrity = database.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} fails SQLite's integrity check: ${String(integrity)}`);
    return { migrations: applied };
  } finally {
    database.close();
  }
}

/**
 * Replaces the database with a backup. The server must be stopped (its pid file says whether it
 * runs); the next start applies any migrations the backup lacks.
 */
export async function restoreSqlite(backupFile: string, databaseFile: string): Promise<{ migrations: string[] }> {
  if (!fs.existsSync(backupFile)) throw new BackupError(`there is no backup at ${backupFile}`);
  if (fs.existsSync(serverPidFile(databaseFile))) {
    const pid = runningServer(databaseFile);
    if (pid !== null) throw new BackupError(`the server (pid ${pid}) is running on ${databaseFile}: stop it first`);
  }
  const checked = inspectBackup(backupFile);
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true, mode: 0o700 });
  // Through a temporary file and a rename, so a failure midway leaves the old database whole.
  const staging = `${databaseFile}.restoring`;
  fs.rmSync(staging, { force: true });
  const source = new BetterSqlite3(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(staging);
  } finally {
    source.close();
  }
  fs.chmodSync(staging, 0o600);
  if (fs.existsSync(databaseFile)) {
    // Fold the old database's write-ahead log into it first: a leftover -wal beside the restored
    // file would otherwise be replayed into it.
    const old = new BetterSqlite3(databaseFile, { fileMustExist: true });
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
  }
  for (const stale of [`${databaseFile}-wal`, `${databaseFile}-shm`]) fs.rmSync(stale, { force: true });
  fs.renameSync(staging, databaseFile);
  return checked;
}
