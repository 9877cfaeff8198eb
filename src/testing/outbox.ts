import { isSealed, outboxSeal } from '../shared/mail/seal.js';
import type { TestContext } from './harness.js';

/**
 * The outbox's mails to a recipient, oldest first, once background work has settled. Secret
 * mail is stored sealed (src/shared/mail/seal.ts): `body_text` and `body_html` are the bodies as
 * the sending worker opens them, `stored` what the row itself holds.
 */
export async function outboxTo(t: TestContext, recipient: string) {
  await t.app.background.idle();
  const rows = await t.db
    .selectFrom('outbox_emails')
    .select(['id', 'recipient', 'subject', 'body_text', 'body_html', 'discard_at', 'sent_at', 'attempts', 'last_error', 'status'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
  const seal = outboxSeal(t.app.config.jwtSecret!);
  return rows.map((row) => {
    const opened = seal.open(row.body_text, row.body_html);
    return { ...row, stored: row.body_text, sealed: isSealed(row.body_text), body_text: opened.text, body_html: opened.html };
  });
}
