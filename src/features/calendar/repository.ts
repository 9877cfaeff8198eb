import type { Kysely } from 'kysely';
import { filingsOfCurrentClients, schedulesOfCurrentClients, whereDue } from '../../db/client-deadlines.js';
import type { Database } from '../../db/schema.js';
import { insertRecord } from '../../db/records.js';
import type { DueItem } from '../../shared/tax/upcoming.js';

type Db = Kysely<Database>;

export interface FeedStatus {
  createdAt: string;
  lastUsedAt: string | null;
}

export async function findLiveFeedOfUser(db: Db, userId: number): Promise<(FeedStatus & { id: number }) | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select(['id', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, createdAt: row.created_at, lastUsedAt: row.last_used_at } : null;
}

export async function insertFeed(db: Db, userId: number, tokenHash: string, now: string): Promise<number> {
  return insertRecord(db, 'calendar_feeds', { user_id: userId, token_hash: tokenHash, created_at: now });
}

/** The live feed of a token, if its user may still sign in: a disabled user's feed stops with them. */
export async function findFeedByToken(db: Db, tokenHash: string): Promise<{ id: number; userId: number } | null> {
  const row = await db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select(['calendar_feeds.id', 'calendar_feeds.user_id'])
    .where('calendar_feeds.token_hash', '=', tokenHash)
    .where('calendar_feeds.revoked_at', 'is', null)
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : null;
}

export async function touchFeed(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('calendar_feeds').set({ last_used_at: now }).where('id', '=', id).execute();
}

export interface Deadline extends DueItem {
  updatedAt: string;
}

/** Schedules and filings of current clients due in [from, to], by due date (two indexed range reads). */
export async function deadlinesBetween(db: Db, from: string, to: string): Promise<Deadline[]> {
  const due = { from, to };
  const [schedules, filings] = await Promise.all([
    whereDue(schedulesOfCurrentClients(db), 's', due)
      .select(['s.id', 's.client_id', 'clients.name', 's.tax_type', 's.period', 's.due_date', 's.is_completed', 's.updated_at'])
      .execute(),
    whereDue(filingsOfCurrentClients(db), 'f', due)
      .select(['f.id', 'f.client_id', 'clients.name', 'f.tax_type', 'f.period', 'f.due_date', 'f.status', 'f.updated_at'])
      .execute(),
  ]);
  const all: Deadline[] = [
    ...schedules.map((row) => ({
      kind: 'schedule' as const,
      id: row.id,
      clientId: row.client_id,
      clientName: row.name,
      taxType: row.tax_type,
      period: row.period,
      dueDate: row.due_date,
      status: row.is_completed ? 'completed' : 'pending',
      updatedAt: row.updated_at,
    })),
    ...filings.map((row) => ({
      kind: 'filing' as const,
      id: row.id,
      clientId: row.client_id,
      clientName: row.name,
      taxType: row.tax_type,
      period: row.period,
      dueDate: row.due_date!,
      status: row.status,
      updatedAt: row.updated_at,
    })),
  ];
  return all.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.kind.localeCompare(b.kind) || a.id - b.id);
}
