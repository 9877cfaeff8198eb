import { after, before } from 'node:test';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, comma-separated. */
  to: string;
  /** The message as sent: headers and body, transfer-encoded. */
  data: string;
}

/**
 * A real SMTP server on a free local port for the file that calls it (started before its tests,
 * closed after them). It keeps every message it accepts, and refuses the next `refuseNext`
 * messages with `refusalCode` (4xx: try again later, 5xx: permanent).
 */
export function smtpCapture() {
  const capture = {
    received: [] as ReceivedMail[],
    refuseNext: 0,
    refusalCode: 451,
    /** Real milliseconds the server waits before answering a message's data (a slow mail server). */
    holdMs: 0,
    /** `SMTP_URL` for an app under test; call it after the server started (in a test or a config getter). */
    url: () => `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => setTimeout(answer, capture.holdMs));
      function answer() {
        if (capture.refuseNext > 0) {
          capture.refuseNext--;
          const message = capture.refusalCode >= 500 ? 'mailbox unavailable' : 'try again later';
          callback(Object.assign(new Error(message), { responseCode: capture.refusalCode }));
          return;
        }
        capture.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), data });
        callback();
      }
    },
  });
  before(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return capture;
}
