/**
 * What a letter says: the template's body in the letter's language, the merge fields of a
 * contract in that language (money, dates and labels as the client reads them), and the merged
 * Markdown as sanitized HTML for the admin's preview.
 */
import { marked } from 'marked';
import type sanitizeHtml from 'sanitize-html';
import type { ServiceContext } from '../../../shared/context.js';
import { formatDate, formatStoredMoney, hasMessage, t, type Locale } from '../../../shared/i18n/index.js';
import { LOCALES } from '../../../shared/i18n/locales.js';
import { loadOnFirstUse } from '../../../shared/load-on-first-use.js';
import { loadBrand } from '../../../shared/mail/template.js';
import { findServiceLabel, type LetterSource, type TemplateRecord } from '../repository.js';
import type { MergeFields } from './merge.js';

const sanitizer = loadOnFirstUse<typeof import('sanitize-html')>('sanitize-html');

/**
 * The body a letter in `wanted` uses: that language's, else the firm's default language's, else
 * any; the language is the one whose body it is (the letter's dates and money follow it).
 */
export function letterLanguage(template: Pick<TemplateRecord, 'bodies'>, wanted: Locale, firmLocale: Locale): { language: Locale; text: string } {
  for (const language of [wanted, firmLocale, ...LOCALES]) {
    const text = template.bodies[language];
    if (text) return { language, text };
  }
  // The table's check keeps at least one body.
  throw new Error('a template without any body');
}

/** The merge fields of a contract and its client, in `language`; a missing value is an empty string. */
export async function letterFields(ctx: ServiceContext, source: LetterSource, language: Locale): Promise<MergeFields> {
  const brand = await loadBrand(ctx.db, ctx.config);
  const zone = ctx.config.businessTimeZone;
  const feeKey = `common.label.feeType.${source.feeType}`;
  const serviceType = source.serviceType === null ? '' : ((await findServiceLabel(ctx.db, source.serviceType, language)) ?? source.serviceType);
  return {
    client: {
      name: source.clientName,
      email: source.clientEmail ?? '',
      phone: source.clientPhone ?? '',
      address: source.clientAddress ?? '',
      businessNumber: source.businessNumber ?? '',
    },
    contract: {
      title: source.title,
      number: source.contractNumber ?? '',
      serviceType,
      feeType: hasMessage(feeKey) ? t(language, feeKey) : source.feeType,
      fee: source.feeAmount === null ? '' : formatStoredMoney(language, ctx.config.currency, source.feeAmount),
      startDate: formatDate(language, zone, source.startDate),
      endDate: source.endDate === null ? '' : formatDate(language, zone, source.endDate),
    },
    firm: { name: brand.siteName, email: brand.contactEmail ?? '', phone: brand.contactPhone ?? '', address: brand.address ?? '', website: brand.siteUrl },
    letter: { date: formatDate(language, zone, ctx.clock.now()) },
  };
}

/** What a letter's preview may show: text formatting, headings, lists, quotes, rules, tables; no links, images or scripts. */
const PREVIEW_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { ol: ['start'] },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
};

/** The merged Markdown as HTML for the admin (the PDF is laid out from the same Markdown). */
export function letterHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizer()(html, PREVIEW_POLICY);
}
