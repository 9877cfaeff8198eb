import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';
import type { InquiryContact } from '../repository.js';

/** To the firm: everything the sender typed, as text (the template escapes it in the HTML part). */
export function newInquiryMail(brand: Brand, to: string, id: number, contact: InquiryContact, adminUrl: string): OutgoingEmail {
  const details = [`From: ${contact.name} <${contact.email}>`];
  if (contact.phone) details.push(`Phone: ${contact.phone}`);
  if (contact.companyName) details.push(`Company: ${contact.companyName}`);
  if (contact.serviceType) details.push(`Service: ${contact.serviceType}`);
  details.push(`Subject: ${contact.subject}`);
  return renderMail(brand, {
    to,
    subject: `New inquiry #${id}`,
    blocks: [
      { kind: 'list', title: `Inquiry #${id} arrived through the contact form.`, items: details },
      { kind: 'quote', text: contact.message },
      { kind: 'link', label: 'Open it in the admin', url: `${adminUrl}/inquiries/${id}` },
    ],
  });
}

/**
 * To the sender. Anyone can type any address into the form, so this mail quotes nothing they
 * typed (not even the name): it cannot carry someone else's words to a third party.
 */
export function inquiryAcknowledgement(brand: Brand, to: string): OutgoingEmail {
  const reach = [brand.contactPhone, brand.contactEmail].filter(Boolean).join(' or ');
  return renderMail(brand, {
    to,
    subject: 'We received your message',
    blocks: [
      { kind: 'paragraph', text: `Thank you for contacting ${brand.siteName}. We received your message and will get back to you shortly.` },
      ...(reach ? [{ kind: 'paragraph' as const, text: `If it is urgent, reach us at ${reach}.` }] : []),
      { kind: 'paragraph', text: 'If you did not write to us, ignore this mail.' },
    ],
  });
}
