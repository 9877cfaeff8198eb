/*
 * The contact form's fields (the inquiry's own, as POST /api/inquiry takes them) and its guard
 * against robots besides the honeypot: the form carries the moment it was served, signed with an
 * HMAC so it cannot be forged, and a submission sooner than MIN_FILL_SECONDS after it is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HONEYPOT_FIELD } from '../../inquiries/schemas.js';
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
