import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from './sqlite-driver.js';

/*
 * The report thread (report-reads.ts starts it): a read-only connection of its own to the SQLite
 * file, so an aggregate over hundreds of thousands of rows runs here while the request thread
 * answers everything else. WAL lets this reader and the server's writer work at once. One
 * statement at a time, in order.
 */
export type ToReportThread = { id: number; sql: string; parameters: readonly unknown[] };
export type FromReportThread = { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

const { file } = workerData as { file: string };
const { database, raw } = openSqlite(file);
// This connection never writes, whatever text reaches it.
raw.pragma('query_only = ON');

parentPort!.on('message', (message: ToReportThread) => {
  let reply: FromReportThread;
  try {
    const statement = database.prepare(message.sql);
    if (!statement.reader) throw new Error('the report thread runs reads only');
    reply = { id: message.id, rows: statement.all(message.parameters) };
  } catch (error) {
    const failure = error as Error & { code?: string };
    reply = { id: message.id, error: { message: failure.message, ...(typeof failure.code === 'string' ? { code: failure.code } : {}) } };
  }
  parentPort!.postMessage(reply);
});
