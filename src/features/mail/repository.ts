import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutboxEmailsTable, OutboxStatus } from '../../db/tables/foundation.js';
import { camelized } from '../../db/rows.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';

type Db = Kysely<Database>;

export interface OutboxEmail {
  id: number;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string | null;
}

const columns = ['id', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'next_attempt_at'] as const;

function toEmail(row: Pick<Selectable<OutboxEmailsTable>, (typeof columns)[number]>): OutboxEmail {
  return camelized(row);
}

/** Newest first; bodies are never read here. Messages whose secret expired are already gone. */
export async function listOutboxPage(db: Db, filter: PageRequest & { status?: OutboxStatus }): Promise<Page<OutboxEmail>> {
  let query = db.selectFrom('outbox_emails').select(columns).orderBy('id', 'desc');
  if (filter.status) query = query.where('status', '=', filter.status);
  return pageOf(query, filter, toEmail);
}

export async function findOutboxEmail(db: Db, id: number): Promise<OutboxEmail | null> {
  const row = await db.selectFrom('outbox_emails').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toEmail(row) : null;
}

/** Back in the queue, due now, with a fresh count of attempts. */
export async function requeue(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set({ status: 'pending', next_attempt_at: now, attempts: 0, last_error: null, lease_until: null })
    .where('id', '=', id)
    .execute();
}
