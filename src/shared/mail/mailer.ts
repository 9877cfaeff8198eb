import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { RuntimeEnv } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { BackgroundTasks } from '../background.js';
import type { Clock } from '../clock.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /**
   * The body holds a secret (a reset link) that stops working at this instant: the stored message
   * is deleted once sent and at this instant at the latest.
   */
  secretUntil?: Date;
}

/**
 * How mail leaves the server:
 * - `smtp`: written to the outbox, delivered after the response through SMTP_URL;
 * - `dev-outbox` (no SMTP_URL, outside production): kept in the outbox for a developer to read
 *   (`npm run cli -- outbox`), secrets still discarded when they expire;
 * - `disabled` (no SMTP_URL in production): nothing is sent or stored.
 */
export type MailMode = 'smtp' | 'dev-outbox' | 'disabled';

export interface Mailer {
  readonly mode: MailMode;
  /**
   * Records the message in the outbox and, when SMTP is configured, delivers it. Delivery happens
   * after the call returns, so a slow mail server never slows (or times) the request.
   * Bodies are never logged: they may hold secrets.
   */
  send(email: OutgoingEmail): Promise<void>;
  /** Deletes stored messages whose secret has expired; returns how many. */
  purgeExpiredSecrets(): Promise<number>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  clock: Clock;
  env: RuntimeEnv;
  smtpUrl: string | null;
  from: string;
}

export function createMailer({ db, log, background, clock, env, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const mode: MailMode = transport ? 'smtp' : env === 'production' ? 'disabled' : 'dev-outbox';
  if (mode === 'disabled') {
    log.warn('SMTP_URL is not set: no mail is sent (password-reset requests are answered but no link goes out)');
  }

  async function deliver(id: number, email: OutgoingEmail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
      if (email.secretUntil) {
        await db.deleteFrom('outbox_emails').where('id', '=', id).execute();
        return;
      }
      await db
        .updateTable('outbox_emails')
        .set((eb) => ({ sent_at: clock.now().toISOString(), attempts: eb('attempts', '+', 1), last_error: null }))
        .where('id', '=', id)
        .execute();
    } catch (error) {
      log.error({ err: error, outboxId: id }, 'SMTP delivery failed; the message stays in the outbox');
      await db
        .updateTable('outbox_emails')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: String((error as Error).message).slice(0, 500) }))
        .where('id', '=', id)
        .execute()
        .catch(() => {});
    }
  }

  return {
    mode,
    async send(email) {
      if (mode === 'disabled') {
        log.warn({ subject: email.subject }, 'mail not sent: SMTP_URL is not set');
        return;
      }
      const row = await db
        .insertInto('outbox_emails')
        .values({
          recipient: email.to,
          subject: email.subject,
          body_text: email.text,
          created_at: clock.now().toISOString(),
          attempts: 0,
          discard_at: email.secretUntil?.toISOString() ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (mode === 'dev-outbox') {
        log.info({ outboxId: row.id, subject: email.subject }, 'mail kept in the development outbox (SMTP_URL not set): npm run cli -- outbox');
        return;
      }
      background.run('smtp delivery', () => deliver(row.id, email));
    },
    async purgeExpiredSecrets() {
      const result = await db.deleteFrom('outbox_emails').where('discard_at', '<=', clock.now().toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Messages still in the outbox, newest first, without those whose secret has expired. */
export async function readOutbox(db: Kysely<Database>, now: Date, limit = 20) {
  return db
    .selectFrom('outbox_emails')
    .select(['id', 'recipient', 'subject', 'body_text', 'created_at', 'sent_at'])
    .where((eb) => eb.or([eb('discard_at', 'is', null), eb('discard_at', '>', now.toISOString())]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
