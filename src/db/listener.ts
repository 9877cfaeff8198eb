import pg from 'pg';
import { CHANNEL_SQL } from './content-version.js';

export interface ListenerEvents {
  notified(payload?: string): void;
  listening(up: boolean): void;
  error(error: Error): void;
}

/** Waits this long before connecting again after the listening connection was lost. */
const RECONNECT_MS = 1000;

/**
 * One connection of its own that LISTENs on this schema's content channel (see content-version.ts),
 * connecting again whenever it is lost. Until it listens (and while it is down), `listening(false)`
 * keeps every request reading the version itself.
 */
export function listenForContentChanges(connection: pg.ClientConfig, events: ListenerEvents): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const lost = (error?: Error) => {
    if (error) events.error(error);
    events.listening(false);
    const broken = client;
    client = null;
    void broken?.end().catch(() => {});
    if (!closed && !retry) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  };

  async function connect(): Promise<void> {
    retry = null;
    if (closed) return;
    const attempt = new pg.Client(connection);
    client = attempt;
    attempt.on('error', (error) => {
      if (client === attempt) lost(error);
    });
    attempt.on('end', () => {
      if (client === attempt) lost();
    });
    attempt.on('notification', (message) => events.notified(message.payload));
    try {
      await attempt.connect();
      const { rows } = await attempt.query<{ channel: string }>(`select ${CHANNEL_SQL} as channel`);
      await attempt.query(`listen ${attempt.escapeIdentifier(rows[0]!.channel)}`);
      if (client === attempt && !closed) events.listening(true);
    } catch (error) {
      if (client === attempt) lost(error as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      events.listening(false);
      await last?.end().catch(() => {});
    },
  };
}
