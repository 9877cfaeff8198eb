/*
 * The admin interface reports its own uncaught errors and failed API calls to POST /api/clientlog,
 * in batches: a bounded queue (the oldest entries give way), sent every 5 seconds and when the
 * page is hidden. Failures to report are never reported (no loops); a 404 or 403 stops reporting.
 */
import { accessToken } from '../session/session';

type Level = 'debug' | 'info' | 'warn' | 'error';

interface Entry {
  level: Level;
  message: string;
  stack?: string;
  url: string;
  source: string;
  occurredAt: string;
  context?: Record<string, unknown>;
}

const MAX_QUEUE = 200;
const MAX_BATCH = 100;
const INTERVAL_MS = 5_000;

let queue: Entry[] = [];
let dropped = 0;
let disabled = false;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function report(level: Level, message: string, details: { stack?: string; source?: string; context?: Record<string, unknown> } = {}): void {
  if (disabled) return;
  if (queue.length >= MAX_QUEUE) {
    queue.shift();
    dropped++;
  }
  queue.push({
    level,
    message: clip(message || 'Unknown error', 2_000),
    ...(details.stack ? { stack: clip(details.stack, 16_000) } : {}),
    url: clip(location.href, 2_048),
    source: details.source ?? 'admin-ui',
    occurredAt: new Date().toISOString(),
    ...(details.context ? { context: details.context } : {}),
  });
}

export function reportFailedCall(method: string, path: string, status: number): void {
  if (path === '/api/clientlog') return;
  report(status >= 500 ? 'error' : 'warn', `API ${method} ${path} failed with HTTP ${status}`, { source: 'api-client', context: { method, path, status } });
}

export async function flush(options: { keepalive?: boolean } = {}): Promise<void> {
  const token = accessToken();
  if (disabled || !token || queue.length === 0) return;
  const batch = queue.slice(0, MAX_BATCH);
  if (dropped > 0) {
    batch[batch.length - 1] = { ...batch[batch.length - 1]!, context: { ...batch[batch.length - 1]!.context, droppedBefore: dropped } };
  }
  try {
    const response = await fetch('/api/clientlog', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ entries: batch }),
      keepalive: options.keepalive ?? false,
    });
    if (response.status === 404 || response.status === 403) disabled = true;
    // Sent, or refused for good (a bad entry): either way these entries are done.
    if (response.ok || response.status === 400 || disabled) {
      queue = queue.slice(batch.length);
      dropped = 0;
    }
  } catch {
    // Offline: the entries wait in the bounded queue for the next attempt.
  }
}

export function startReporter(): void {
  window.addEventListener('error', (event) => {
    report('error', event.message, { stack: event.error instanceof Error ? event.error.stack : undefined });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as unknown;
    report('error', reason instanceof Error ? reason.message : `Unhandled rejection: ${String(reason)}`, {
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  });
  setInterval(() => void flush(), INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush({ keepalive: true });
  });
}
