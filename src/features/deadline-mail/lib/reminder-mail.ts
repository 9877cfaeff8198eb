import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';
import type { ReminderCandidate } from '../repository.js';

export function reminderMail(brand: Brand, deadline: ReminderCandidate, daysLeft: number): OutgoingEmail {
  const what = [deadline.taxType, deadline.period].filter(Boolean).join(' ');
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  const reach = [brand.contactPhone, brand.contactEmail].filter(Boolean).join(' or ');
  return renderMail(brand, {
    to: deadline.clientEmail,
    subject: `Reminder: ${what} due ${deadline.dueDate}`,
    blocks: [
      { kind: 'paragraph', text: `Dear ${deadline.clientName},` },
      { kind: 'paragraph', text: `this is a reminder that your ${what} ${deadline.kind === 'filing' ? 'return' : 'filing'} is due ${when}, on ${deadline.dueDate}.` },
      { kind: 'paragraph', text: 'If we are waiting for documents from you, please send them soon so that we can meet the date.' },
      ...(reach ? [{ kind: 'paragraph' as const, text: `Questions? Reach us at ${reach}.` }] : []),
    ],
  });
}
