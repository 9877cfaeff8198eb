/*
 * The contact form's fields (the inquiry's own, as POST /api/inquiry takes them) and its guard
 * against robots besides the honeypot: the form carries the moment it was served, signed with an
 * HMAC so it cannot be forged, and a submission sooner than MIN_FILL_SECONDS after it is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Type, type Static } from 'typebox';
import { Strict } from '../../../shared/http/schemas.js';
import { bodyValidator } from '../../../shared/http/validation.js';
import { HONEYPOT_FIELD, SubmitInquiryRequest } from '../../inquiries/schemas.js';
import type { SiteIntl } from './messages.js';
import type { ContactForm } from './views.js';

/** People take longer than this to fill the form; robots post at once. */
export const MIN_FILL_SECONDS = 3;
/** A form older than this is served again (its stamp is not a lasting pass). */
export const MAX_FORM_AGE_SECONDS = 24 * 3600;

export const CONTACT_FIELDS = [
  { name: 'name', label: 'contact.name', type: 'text', max: 100, required: true, multiline: false, autocomplete: 'name' },
  { name: 'email', label: 'contact.email', type: 'email', max: 254, required: true, multiline: false, autocomplete: 'email' },
  { name: 'phone', label: 'contact.phone', type: 'tel', max: 30, required: false, multiline: false, autocomplete: 'tel' },
  { name: 'companyName', label: 'contact.companyName', type: 'text', max: 200, required: false, multiline: false, autocomplete: 'organization' },
  { name: 'subject', label: 'contact.subject', type: 'text', max: 200, required: true, multiline: false, autocomplete: null },
  { name: 'message', label: 'contact.message', type: 'text', max: 5000, required: true, multiline: true, autocomplete: null },
] as const;

export type ContactFieldName = (typeof CONTACT_FIELDS)[number]['name'];

function signature(secret: string, ms: number): string {
  return createHmac('sha256', secret).update(`contact-form:${ms}`).digest('base64url');
}

/** The form's stamp: when it was served, signed. */
export function formStamp(secret: string, nowMs: number): string {
  return `${nowMs}.${signature(secret, nowMs)}`;
}

/** When a genuine stamp says the form was served; null for a missing, forged or malformed one. */
export function stampedAt(secret: string, stamp: unknown): number | null {
  if (typeof stamp !== 'string' || stamp.length > 100) return null;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(stamp);
  if (!match) return null;
  const ms = Number(match[1]);
  const expected = Buffer.from(signature(secret, ms));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? ms : null;
}

export function contactForm(
  action: string,
  started: string,
  values: Partial<Record<ContactFieldName, string>> = {},
  errors: Partial<Record<ContactFieldName, string>> = {},
  problem: string | null = null,
): ContactForm {
  return {
    action,
    honeypot: HONEYPOT_FIELD,
    started,
    problem,
    fields: CONTACT_FIELDS.map((field) => ({ ...field, value: values[field.name] ?? '', error: errors[field.name] ?? null })),
  };
}

/** The form's body: every field optional text here (bounded), so that a bad one is re-rendered in place, not refused. */
export const ContactFormBody = Strict(
  Object.fromEntries([...CONTACT_FIELDS.map((field) => field.name), HONEYPOT_FIELD, 'started'].map((name) => [name, Type.Optional(Type.String({ maxLength: 200_000 }))])),
);
export type ContactFormFields = Partial<Record<ContactFieldName | typeof HONEYPOT_FIELD | 'started', string>>;

/** The inquiry the form asks for, as POST /api/inquiry takes it: blank optional fields left out. */
export function inquiryOf(fields: ContactFormFields): Static<typeof SubmitInquiryRequest> {
  const inquiry: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const value = fields[field.name] ?? '';
    if (field.required || value.trim() !== '') inquiry[field.name] = value;
  }
  if (fields[HONEYPOT_FIELD]) inquiry[HONEYPOT_FIELD] = fields[HONEYPOT_FIELD];
  return inquiry as Static<typeof SubmitInquiryRequest>;
}

// The API operation's own schema: the form accepts exactly the inquiries POST /api/inquiry does.
const validateInquiry = bodyValidator(SubmitInquiryRequest);

/** What a person reads next to each field the API's rules refuse (a message of the site's catalog); null when all pass. */
export function fieldErrors(inquiry: object, intl: SiteIntl): Partial<Record<ContactFieldName, string>> | null {
  if (validateInquiry(inquiry)) return null;
  const errors: Partial<Record<ContactFieldName, string>> = {};
  for (const error of validateInquiry.errors ?? []) {
    const name = (error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.split('/')[1]) as ContactFieldName;
    const field = CONTACT_FIELDS.find((candidate) => candidate.name === name);
    if (!field || errors[name]) continue;
    errors[name] = messageFor(field.name, error.keyword, error.params as { limit?: number }, intl);
  }
  // Anything else refused (the honeypot's length) counts against no visible field.
  return Object.keys(errors).length > 0 ? errors : { message: intl.formatMessage({ id: 'contact.field.invalid' }) };
}

function messageFor(field: ContactFieldName, keyword: string, params: { limit?: number }, intl: SiteIntl): string {
  if (keyword === 'required' || (keyword === 'minLength' && params.limit === 1)) return intl.formatMessage({ id: 'contact.field.required' });
  if (keyword === 'maxLength') return intl.formatMessage({ id: 'contact.field.tooLong' }, { max: params.limit ?? 0 });
  if (field === 'email') return intl.formatMessage({ id: 'contact.field.email' });
  if (field === 'phone') return intl.formatMessage({ id: 'contact.field.phone' });
  return intl.formatMessage({ id: 'contact.field.invalid' });
}

/** The service's own refusals (a field of blanks), as the form shows them. */
export function serviceErrors(errors: Record<string, string[]>, intl: SiteIntl): Partial<Record<ContactFieldName, string>> {
  const shown: Partial<Record<ContactFieldName, string>> = {};
  for (const field of CONTACT_FIELDS) if (errors[field.name]) shown[field.name] = intl.formatMessage({ id: 'contact.field.required' });
  return Object.keys(shown).length > 0 ? shown : { message: intl.formatMessage({ id: 'contact.field.invalid' }) };
}
