import { t } from '../../../shared/i18n/index.js';
import type { OutgoingEmail } from '../../../shared/mail/mailer.js';
import { firmContact, type MailReader } from '../../../shared/mail/reader.js';
import { renderMail, type Brand } from '../../../shared/mail/template.js';
import type { InquiryContact } from '../repository.js';

/** To the firm: everything the sender typed, as text (the template escapes it in the HTML part). */
export function newInquiryMail(brand: Brand, reader: MailReader, to: string, id: number, contact: InquiryContact, adminUrl: string): OutgoingEmail {
  const { locale } = reader;
  const details = [t(locale, 'mail.inquiry.from', { name: contact.name, email: contact.email })];
  if (contact.phone) details.push(t(locale, 'mail.inquiry.phone', { phone: contact.phone }));
  if (contact.companyName) details.push(t(locale, 'mail.inquiry.company', { company: contact.companyName }));
  if (contact.serviceType) details.push(t(locale, 'mail.inquiry.service', { service: contact.serviceType }));
  details.push(t(locale, 'mail.inquiry.topic', { subject: contact.subject }));
  return renderMail(brand, {
    to,
    subject: t(locale, 'mail.inquiry.subject', { id }),
    blocks: [
      { kind: 'list', title: t(locale, 'mail.inquiry.arrived', { id }), items: details },
      { kind: 'quote', text: contact.message },
      { kind: 'link', label: t(locale, 'mail.inquiry.open'), url: `${adminUrl}/inquiries/${id}` },
    ],
  });
}

/**
 * To the sender, in the language they wrote in. Anyone can type any address into the form, so this
 * mail quotes nothing they typed (not even the name): it cannot carry someone else's words to a third party.
 */
export function inquiryAcknowledgement(brand: Brand, reader: MailReader, to: string): OutgoingEmail {
  const { locale } = reader;
  const contact = firmContact(brand, reader);
  return renderMail(brand, {
    to,
    subject: t(locale, 'mail.acknowledgement.subject'),
    blocks: [
      { kind: 'paragraph', text: t(locale, 'mail.acknowledgement.thanks', { firm: brand.siteName }) },
      ...(contact ? [{ kind: 'paragraph' as const, text: t(locale, 'mail.acknowledgement.urgent', { contact }) }] : []),
      { kind: 'paragraph', text: t(locale, 'mail.acknowledgement.ignore') },
    ],
  });
}
