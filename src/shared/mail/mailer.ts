import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/schema.js';
import type { BackgroundTasks } from '../background.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox and, when SMTP is configured, delivers it. Delivery happens
   * after the call returns, so a slow mail server never slows (or times) the request.
   */
  send(email: OutgoingEmail): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  smtpUrl: string | null;
  from: string;
}

export function createMailer({ db, log, background, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliver(id: number, email: OutgoingEmail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
      await db
        .updateTable('outbox_emails')
        .set((eb) => ({ sent_at: new Date().toISOString(), attempts: eb('attempts', '+', 1), last_error: null }))
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
    async send(email) {
      const row = await db
        .insertInto('outbox_emails')
        .values({
          recipient: email.to,
          subject: email.subject,
          body_text: email.text,
          created_at: new Date().toISOString(),
          attempts: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        // Without SMTP the outbox is the delivery: an operator reads the message from the log.
        log.info({ outboxId: row.id, to: email.to, subject: email.subject, body: email.text }, 'email kept in the outbox (SMTP_URL not set)');
        return;
      }
      background.run('smtp delivery', () => deliver(row.id, email));
    },
  };
}
