/**
 * The server's words, dates and money in a person's language: FormatJS (@formatjs/intl) over the
 * catalogs of locales/ (catalogs.ts). Every text a person reads goes through t(); numbers, money
 * and dates through Intl, never hand-built strings.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { negotiate } from '@fastify/accept-negotiator';
import { SERVER_MESSAGES, type MessageKey } from './catalogs.js';
import { currencyDigits } from './currency.js';
import { LOCALES, type Locale } from './locales.js';

export { currencyDigits } from './currency.js';
export { LOCALES, isLocale, type Locale } from './locales.js';
export type { MessageKey } from './catalogs.js';

/** Values a message's ICU arguments take: text and numbers, a Date for {when, date}. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();
const intls = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createIntl(
      {
        locale,
        messages: SERVER_MESSAGES[locale],
        // A key missing here is caught by catalogs.test.ts; at run time t() answers in English instead.
        onError: () => undefined,
      },
      cache,
    ),
  ]),
) as Record<Locale, IntlShape<string>>;

/** The message `key` in `locale`, its ICU arguments filled from `values`. */
export function t(locale: Locale, key: MessageKey, values?: MessageValues): string {
  const intl = Object.hasOwn(SERVER_MESSAGES[locale], key) ? intls[locale] : intls.en;
  return intl.formatMessage({ id: key }, values as Record<string, string | number | boolean | Date | null | undefined>);
}

/** Whether `key` names a message of the server's catalogs (a key built at run time, e.g. from an error code). */
export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(SERVER_MESSAGES.en, key);
}


/** An integer count of units of 10^-scale as an exact decimal string: (123450n, 2) is '1234.50'. */
function decimalOf(units: number | bigint, scale: number): string {
  const value = BigInt(units);
  const sign = value < 0n ? '-' : '';
  const magnitude = (value < 0n ? -value : value).toString().padStart(scale + 1, '0');
  return sign + (scale === 0 ? magnitude : `${magnitude.slice(0, -scale)}.${magnitude.slice(-scale)}`);
}

function formatDecimal(locale: Locale, currency: string, decimal: string): string {
  // Intl formats a decimal string exactly (ECMA-402 "Intl.NumberFormat v3").
  return intls[locale].formatNumber(decimal as unknown as number, { style: 'currency', currency });
}

/**
 * An amount held as an integer count of the currency's minor units, shown as money in `locale`:
 * formatMoney('ko', 'KRW', 300000) is '₩300,000', formatMoney('en', 'EUR', 123450) '€1,234.50'.
 * The decimal is built from the integer as text, so no binary fraction creeps in.
 */
export function formatMoney(locale: Locale, currency: string, minor: number | bigint): string {
  return formatDecimal(locale, currency, decimalOf(minor, currencyDigits(currency)));
}

/** An amount as the database stores it, in hundredths (src/shared/money.ts), whatever the currency's decimals. */
export function formatStoredMoney(locale: Locale, currency: string, hundredths: number | bigint): string {
  return formatDecimal(locale, currency, decimalOf(hundredths, 2));
}

export type DateStyle = 'full' | 'long' | 'medium' | 'short';

/**
 * A date as the firm's people read it. An instant (Date) is shown as the day it is in `timeZone`;
 * a calendar date ('2026-05-31', a due date) is that day wherever the server runs.
 */
export function formatDate(locale: Locale, timeZone: string, date: Date | string, style: DateStyle = 'long'): string {
  if (typeof date === 'string') {
    return intls[locale].formatDate(new Date(`${date.slice(0, 10)}T00:00:00Z`), { dateStyle: style, timeZone: 'UTC' });
  }
  return intls[locale].formatDate(date, { dateStyle: style, timeZone });
}

/** An instant with its time of day in `timeZone`: '31 May 2026, 09:30'. */
export function formatDateTime(locale: Locale, timeZone: string, date: Date, style: DateStyle = 'medium'): string {
  return intls[locale].formatDate(date, { dateStyle: style, timeStyle: 'short', timeZone });
}

/**
 * The language an Accept-Language header asks for among ours, else `fallback` (the firm's
 * DEFAULT_LOCALE). Regions are read as their language (ko-KR is ko); q-values are honoured.
 */
export function negotiateLocale(acceptLanguage: string | undefined, fallback: Locale): Locale {
  if (!acceptLanguage) return fallback;
  const ranges = acceptLanguage
    .slice(0, 1000)
    .split(',')
    .map((range) => {
      const [tag = '', ...parameters] = range.split(';');
      return [tag.trim().split('-')[0]!.toLowerCase(), ...parameters].join(';');
    })
    .join(',');
  const supported = [fallback, ...LOCALES.filter((locale) => locale !== fallback)];
  return negotiate<Locale>(ranges, supported) ?? fallback;
}
