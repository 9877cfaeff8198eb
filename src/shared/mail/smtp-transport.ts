import type { SendMailOptions } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface SmtpTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
}

/**
 * nodemailer, imported when the first mail goes out rather than at start-up (its ES modules load
 * Node's fetch machinery: a noticeable part of a cold start). Bounded waits: a mail server that
 * does not answer must not hold a message's lease for minutes.
 */
export function smtpTransport(url: string): SmtpTransport {
  let transporter: Promise<{ sendMail(message: SendMailOptions): Promise<unknown> }> | undefined;
  return {
    async sendMail(message) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as SMTPTransport.Options),
      );
      return (await transporter).sendMail(message);
    },
  };
}
