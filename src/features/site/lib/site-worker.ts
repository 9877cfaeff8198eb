import { parentPort } from 'node:worker_threads';
import { siteTasks, type SiteTaskName } from './site-tasks.js';

/*
 * The site worker thread (offload.ts starts it): rows arrive page by page, then the task that
 * renders them runs (or they are dropped when reading them failed); a check gets its documents in
 * one message. One job at a time, in order.
 */
export type ToWorker =
  | { kind: 'rows'; id: number; rows: unknown[] }
  | { kind: 'drop'; id: number }
  | { kind: 'run'; id: number; task: SiteTaskName; params: unknown; input?: unknown };

export type FromWorker = { id: number; result: unknown } | { id: number; error: string };

const collected = new Map<number, unknown[]>();

parentPort!.on('message', (message: ToWorker) => {
  if (message.kind === 'rows') {
    const rows = collected.get(message.id);
    if (rows) for (const row of message.rows) rows.push(row);
    else collected.set(message.id, message.rows);
    return;
  }
  if (message.kind === 'drop') {
    collected.delete(message.id);
    return;
  }
  const input = message.input ?? collected.get(message.id) ?? [];
  collected.delete(message.id);
  let reply: FromWorker;
  try {
    const task = siteTasks[message.task] as (params: unknown, input: unknown) => unknown;
    reply = { id: message.id, result: task(message.params, input) };
  } catch (error) {
    reply = { id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
