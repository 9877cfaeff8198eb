/**
 * The outbox as a delivery queue: queries only. A worker claims due messages under a lease (one
 * statement; on PostgreSQL the candidates are picked with FOR UPDATE SKIP LOCKED so concurrent
 * workers take different messages), then records each outcome.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

const NO_LEASE = { lease_until: null, lease_owner: null, lease_boot: null } as const;

export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  discardAt: string | null;
}

export interface ClaimedEmail extends QueuedEmail {
  id: number;
  attempts: number;
  /** When it was queued: with the id, what its Message-ID is made of (the same at every attempt). */
  createdAt: string;
}

/** Who holds a lease: the instance (stable across its restarts) and this process's boot. */
export interface LeaseHolder {
  owner: string;
  boot: string;
}

export async function enqueueEmail(db: Db, email: QueuedEmail, now: string): Promise<number> {
  const row = await db
    .insertInto('outbox_emails')
    .values({
      recipient: email.to,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html,
      created_at: now,
      attempts: 0,
      discard_at: email.discardAt,
      status: 'pending',
      next_attempt_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Takes up to `limit` due messages that no live lease holds, leasing them until `leaseUntil`. */
export async function claimDueEmails(db: Db, dialect: Dialect, now: string, leaseUntil: string, limit: number, holder: LeaseHolder): Promise<ClaimedEmail[]> {
  const free = (query: ReturnType<typeof dueQuery>) => query.where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]));
  const dueQuery = () => db.selectFrom('outbox_emails').where('status', '=', 'pending').where('next_attempt_at', '<=', now);
  let candidates = free(dueQuery()).select('id').orderBy('next_attempt_at').orderBy('id').limit(limit);
  if (dialect === 'postgres') candidates = candidates.forUpdate().skipLocked();
  // A CTE is evaluated once: as a plain `id in (subquery)` PostgreSQL may re-run the subquery per
  // row, and with SKIP LOCKED each run picks another row, so LIMIT would not bound the claim.
  const rows = await db
    .with('candidates', () => candidates)
    .updateTable('outbox_emails')
    .set({ lease_until: leaseUntil, lease_owner: holder.owner, lease_boot: holder.boot })
    .where('id', 'in', (eb) => eb.selectFrom('candidates').select('candidates.id'))
    // Re-checked by the update itself: a row another worker leased meanwhile is not taken twice.
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .returning(['id', 'recipient', 'subject', 'body_text', 'body_html', 'discard_at', 'attempts', 'created_at'])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.body_text,
      html: row.body_html,
      discardAt: row.discard_at,
      attempts: row.attempts,
      createdAt: row.created_at,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Extends the leases this worker holds on messages it has claimed and not yet marked. */
export async function extendLeases(db: Db, ids: number[], leaseUntil: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('outbox_emails').set({ lease_until: leaseUntil }).where('id', 'in', ids).where('status', '=', 'pending').where('lease_until', 'is not', null).execute();
}

/**
 * At start: the leases this instance held in an earlier boot (it crashed or was killed) are
 * released, so their messages go out now rather than when the leases run out. Whether the
 * message being sent at the crash reached the server is unknown: it is sent again, under the
 * same Message-ID. Returns how many were released.
 */
export async function releaseEarlierBootLeases(db: Db, holder: LeaseHolder): Promise<number> {
  const result = await db
    .updateTable('outbox_emails')
    .set(NO_LEASE)
    .where('status', '=', 'pending')
    .where('lease_owner', '=', holder.owner)
    .where((eb) => eb.or([eb('lease_boot', 'is', null), eb('lease_boot', '!=', holder.boot)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markSent(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({ status: 'sent', sent_at: now, attempts: eb('attempts', '+', 1), last_error: null, next_attempt_at: null, ...NO_LEASE }))
    .where('id', '=', id)
    .execute();
}

/** A message whose body holds a secret is not kept once delivered. */
export async function deleteEmail(db: Db, id: number): Promise<void> {
  await db.deleteFrom('outbox_emails').where('id', '=', id).execute();
}

/** A failed attempt: retried at `retryAt`, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(db: Db, id: number, error: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((eb) => ({
      status: retryAt === null ? 'failed' : 'pending',
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      next_attempt_at: retryAt,
      ...NO_LEASE,
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteExpiredSecrets(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('outbox_emails').where('discard_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Empties the bodies of messages created before `cutoff` that are no longer waiting (sent, or
 * failed for good): the row stays for the Mail page (recipient, subject, status), the text goes.
 */
export async function purgeBodiesCreatedBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .updateTable('outbox_emails')
    .set({ body_text: '', body_html: null })
    .where('created_at', '<', cutoff)
    .where('status', 'in', ['sent', 'failed'])
    .where('body_text', '!=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('outbox_emails').select(['status', (eb) => eb.fn.countAll<number | string>().as('count')]).groupBy('status').execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}
