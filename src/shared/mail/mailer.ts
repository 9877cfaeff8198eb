import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RuntimeEnv } from '../../config.js';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { BackgroundTasks } from '../background.js';
import type { Clock } from '../clock.js';
import { DAY_MS } from '../dates.js';
import {
  claimDueEmails,
  deleteEmail,
  deleteExpiredSecrets,
  enqueueEmail,
  extendLeases,
  markAttemptFailed,
  markSent,
  purgeBodiesCreatedBefore,
  releaseEarlierBootLeases,
  type ClaimedEmail,
  type LeaseHolder,
} from './outbox-store.js';
import type { OutboxSeal } from './seal.js';
import { smtpTransport } from './smtp-transport.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of the same message (escaped by its template). */
  html?: string;
  /**
   * The body holds a secret (a reset link) that stops working at this instant: the stored bodies
   * are sealed until sent (seal.ts), and the message is deleted once sent and at this instant at
   * the latest.
   */
  secretUntil?: Date;
}

/**
 * How mail leaves the server:
 * - `smtp`: written to the outbox, delivered by a worker through SMTP_URL, retried with backoff;
 * - `dev-outbox` (no SMTP_URL, outside production): kept in the outbox for a developer to read
 *   (`npm run cli -- outbox`), secrets still discarded when they expire;
 * - `disabled` (no SMTP_URL in production): nothing is sent or stored.
 */
export type MailMode = 'smtp' | 'dev-outbox' | 'disabled';

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export interface Mailer {
  readonly mode: MailMode;
  /**
   * Queues the message in the outbox through `db`: pass the caller's transaction, so the mail
   * exists if and only if the change that causes it committed. Delivery follows shortly (the
   * worker is nudged at once and polls besides), so a slow mail server never slows a request.
   * Bodies are never logged: they may hold secrets.
   */
  send(email: OutgoingEmail, db?: Kysely<Database>): Promise<void>;
  /** After the commit of a transaction that queued mail: delivers it now, after the response. */
  deliverSoon(): void;
  /** Delivers what is due now, under a lease per message: several instances never send one twice. */
  deliverDue(): Promise<DeliveryReport>;
  /** Deletes stored messages whose secret has expired; returns how many. */
  purgeExpiredSecrets(): Promise<number>;
  /** Empties the bodies of sent and failed messages older than the retention (MAIL_RETENTION_DAYS); returns how many. */
  purgeOldBodies(): Promise<number>;
  /** At start: releases the leases this instance held before a crash, so their mail goes out now; returns how many. */
  releaseEarlierLeases(): Promise<number>;
}

export interface DeliverySettings {
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it, up to MAX_RETRY_MS. */
  retrySeconds: number;
}

export interface MailerOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  clock: Clock;
  env: RuntimeEnv;
  smtpUrl: string | null;
  from: string;
  delivery: DeliverySettings;
  /** Seals the bodies of secret-bearing messages while they wait (seal.ts). */
  seal: OutboxSeal;
  /** Sent and failed messages keep their bodies this long (personal data: an inquiry's text). */
  retentionDays: number;
  /** The lease (tests shorten it to watch a renewal); MAIL_LEASE_MS. */
  leaseMs?: number;
  /**
   * Names this instance in its leases, the same across its restarts and different from every other
   * live instance on the database: the host name with the bind address and port (no two live
   * processes listen on one). Without it a random name: leases are then only ever taken over when they run out.
   */
  instanceKey?: string;
}

/**
 * A worker holds what it claimed this long, renewed every third of it while it is still sending
 * them: a worker that died leaves its messages to another within 30 s (2 minutes before), while a
 * slow mail server never lets a live worker's lease lapse.
 */
export const MAIL_LEASE_MS = 30_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
/**
 * One message claimed at a time: a crash then leaves at most one message whose fate is unknown,
 * the one in its SMTP exchange (with 20 claimed at once, a kill -9 sent all of them again).
 */
const BATCH = 1;

/**
 * One Message-ID per outbox row, the same at every attempt: a message sent again after a crash
 * between the SMTP server's acceptance and the row marked sent (issue 28.13) is then recognisably
 * the same message (RFC 5322 3.6.4), for mail servers and clients that drop duplicates and for a
 * person comparing headers. The row's creation instant keeps ids of two databases (a staging copy)
 * apart; the domain is MAIL_FROM's.
 */
export function messageIdOf(email: Pick<ClaimedEmail, 'id' | 'createdAt'>, from: string): string {
  const domain = from.slice(from.lastIndexOf('@') + 1).replace(/[>\s]/g, '') || 'localhost';
  return `<taxdesk.outbox.${email.id}.${new Date(email.createdAt).getTime()}@${domain}>`;
}

/** SMTP 5xx is a permanent refusal (no such mailbox): retrying would only repeat it. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function retryDelayMs(settings: DeliverySettings, attemptsSoFar: number): number {
  return Math.min(settings.retrySeconds * 1000 * 2 ** Math.max(0, attemptsSoFar - 1), MAX_RETRY_MS);
}

export function createMailer({ db, dialect, log, background, clock, env, smtpUrl, from, delivery, seal, retentionDays, leaseMs = MAIL_LEASE_MS, instanceKey }: MailerOptions): Mailer {
  const holder: LeaseHolder = { owner: instanceKey ?? `anonymous-${randomUUID()}`, boot: randomUUID() };
  const transport = smtpUrl ? smtpTransport(smtpUrl) : null;
  const mode: MailMode = transport ? 'smtp' : env === 'production' ? 'disabled' : 'dev-outbox';
  if (mode === 'disabled') {
    log.warn('SMTP_URL is not set: no mail is sent (password-reset requests are answered but no link goes out)');
  }

  async function deliverOne(email: ClaimedEmail, report: DeliveryReport): Promise<void> {
    let bodies: { text: string; html: string | null };
    try {
      bodies = seal.open(email.text, email.html);
    } catch {
      // Sealed under another JWT_SECRET (it was changed): the secret inside is of no use to anyone.
      log.warn({ outboxId: email.id }, 'a sealed mail cannot be opened with this JWT_SECRET; deleted unsent');
      await deleteEmail(db, email.id);
      report.failed++;
      return;
    }
    try {
      await transport!.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        messageId: messageIdOf(email, from),
        text: bodies.text,
        ...(bodies.html ? { html: bodies.html } : {}),
      });
    } catch (error) {
      const attempts = email.attempts + 1;
      const giveUp = isPermanent(error) || attempts >= delivery.maxAttempts;
      const retryAt = giveUp ? null : new Date(clock.now().getTime() + retryDelayMs(delivery, attempts)).toISOString();
      log.warn({ err: error, outboxId: email.id, attempts, retryAt }, giveUp ? 'mail delivery failed for good' : 'mail delivery failed; will retry');
      await markAttemptFailed(db, email.id, String((error as Error).message), retryAt);
      if (giveUp) report.failed++;
      else report.retried++;
      return;
    }
    if (email.discardAt) await deleteEmail(db, email.id);
    else await markSent(db, email.id, clock.now().toISOString());
    report.sent++;
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
    if (!transport) return report;
    for (;;) {
      const now = clock.now();
      const claimed = await claimDueEmails(db, dialect, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), BATCH, holder);
      const held = new Set(claimed.map((email) => email.id));
      const renewal = setInterval(() => {
        extendLeases(db, [...held], new Date(clock.now().getTime() + leaseMs).toISOString()).catch((error: unknown) => log.warn({ err: error }, 'mail leases not renewed'));
      }, leaseMs / 3);
      try {
        for (const email of claimed) {
          await deliverOne(email, report);
          held.delete(email.id);
        }
      } finally {
        clearInterval(renewal);
      }
      if (claimed.length < BATCH) return report;
    }
  }

  return {
    mode,
    async send(email, through = db) {
      if (mode === 'disabled') {
        log.warn({ subject: email.subject }, 'mail not sent: SMTP_URL is not set');
        return;
      }
      const bodies = { text: email.text, html: email.html ?? null };
      const stored = email.secretUntil ? { text: seal.seal(bodies), html: null } : bodies;
      const id = await enqueueEmail(
        through,
        { to: email.to, subject: email.subject, ...stored, discardAt: email.secretUntil?.toISOString() ?? null },
        clock.now().toISOString(),
      );
      if (mode === 'dev-outbox') {
        log.info({ outboxId: id, subject: email.subject }, 'mail kept in the development outbox (SMTP_URL not set): npm run cli -- outbox');
        return;
      }
      // Inside a caller's transaction the row is not visible to a worker until it commits: the
      // caller calls deliverSoon() after the commit (else the periodic run delivers it).
      if (through === db) background.run('mail delivery', deliverDue);
    },
    deliverSoon() {
      if (transport) background.run('mail delivery', deliverDue);
    },
    deliverDue,
    purgeExpiredSecrets: () => deleteExpiredSecrets(db, clock.now().toISOString()),
    releaseEarlierLeases: () => releaseEarlierBootLeases(db, holder),
    purgeOldBodies: () => purgeBodiesCreatedBefore(db, new Date(clock.now().getTime() - retentionDays * DAY_MS).toISOString()),
  };
}

/** Messages still in the outbox, newest first, without those whose secret has expired; sealed bodies opened. */
export async function readOutbox(db: Kysely<Database>, seal: OutboxSeal, now: Date, limit = 20) {
  const rows = await db
    .selectFrom('outbox_emails')
    .select(['id', 'recipient', 'subject', 'body_text', 'body_html', 'created_at', 'sent_at'])
    .where((eb) => eb.or([eb('discard_at', 'is', null), eb('discard_at', '>', now.toISOString())]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ body_html: html, ...row }) => ({ ...row, body_text: seal.open(row.body_text, html).text }));
}
