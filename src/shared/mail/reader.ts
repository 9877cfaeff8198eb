import type { Config } from '../../config.js';
import { t } from '../i18n/index.js';
import type { Locale } from '../i18n/locales.js';
import type { Brand } from './template.js';

/** How a mail's reader reads: their language, with the firm's time zone and currency for dates and money. */
export interface MailReader {
  locale: Locale;
  timeZone: string;
  currency: string;
}

/** The reader of a mail to someone whose language is `locale` (a user's or client's), null: the firm's. */
export function mailReader(config: Pick<Config, 'defaultLocale' | 'businessTimeZone' | 'currency'>, locale: Locale | null | undefined): MailReader {
  return { locale: locale ?? config.defaultLocale, timeZone: config.businessTimeZone, currency: config.currency };
}

/** The firm's phone "or" its contact email, in the reader's language; null when it has neither. */
export function firmContact(brand: Brand, reader: MailReader): string | null {
  const [first, second] = [brand.contactPhone, brand.contactEmail].filter((line): line is string => !!line);
  if (!first) return null;
  return second ? t(reader.locale, 'mail.contact.or', { first, second }) : first;
}
