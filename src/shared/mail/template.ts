/**
 * Every mail is built from blocks and rendered twice, as plain text and as HTML, by the same code:
 * the two never drift apart, and every value is escaped for HTML in one place (escape-html), so a
 * name or message typed into a public form can never become markup in a mail.
 */
import escapeHtml from 'escape-html';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutgoingEmail } from './mailer.js';

/** Who the mail is from, as the site settings say (the settings' defaults before the first save). */
export interface Brand {
  siteName: string;
  siteUrl: string;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
}

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'list'; title: string; items: string[] }
  /** Text kept as typed (line breaks included), set apart: a message quoted from a form. */
  | { kind: 'quote'; text: string };

export interface MailDraft {
  to: string;
  subject: string;
  blocks: Block[];
  secretUntil?: Date;
}

/** Subjects are one line: a line break in a value could otherwise start a new header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function textOf(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'link':
      return `${block.label}:\n${block.url}`;
    case 'list':
      return [`${block.title}`, ...block.items.map((item) => `- ${item}`)].join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

function htmlOf(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
    case 'list':
      return `<p><strong>${escapeHtml(block.title)}</strong></p><ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'quote':
      return `<blockquote style="white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
  }
}

function footerLines(brand: Brand): string[] {
  return [brand.siteName, brand.address, brand.contactPhone, brand.contactEmail, brand.siteUrl].filter((line): line is string => !!line);
}

export function renderMail(brand: Brand, draft: MailDraft): OutgoingEmail {
  const footer = footerLines(brand);
  const text = [...draft.blocks.map(textOf), `-- \n${footer.join('\n')}`].join('\n\n') + '\n';
  const html =
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">' +
    draft.blocks.map(htmlOf).join('') +
    `<hr><p style="color:#666;font-size:smaller">${footer.map((line) => escapeHtml(line)).join('<br>')}</p>` +
    '</body></html>';
  return {
    to: draft.to,
    subject: oneLine(`${draft.subject} - ${brand.siteName}`),
    text,
    html,
    ...(draft.secretUntil ? { secretUntil: draft.secretUntil } : {}),
  };
}

/** The firm's name and contact details from the site settings; `fallback` before they are saved. */
export async function loadBrand(db: Kysely<Database>, fallback: { siteName: string; siteUrl: string }): Promise<Brand> {
  const row = await db
    .selectFrom('site_settings')
    .select(['site_name', 'site_url', 'contact_email', 'contact_phone', 'address'])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return { siteName: fallback.siteName, siteUrl: fallback.siteUrl, contactEmail: null, contactPhone: null, address: null };
  return { siteName: row.site_name, siteUrl: row.site_url, contactEmail: row.contact_email, contactPhone: row.contact_phone, address: row.address };
}
