/**
 * Dates, months and money as people read them: in the screen's language (the user's, see
 * i18n/settings.ts) through Intl, money in the firm's currency with its digits (KRW none, EUR two),
 * instants in the firm's time zone. Calendar dates ("2026-12-10") are days, not instants: they are
 * formatted as written, whatever the zone.
 */
import { currentSettings } from '../i18n/settings';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) cache.set(key, (format = make()));
  return format;
}

function moneyFormat(): Intl.NumberFormat {
  const { locale, currency } = currentSettings();
  return cached(`money:${locale}:${currency?.code}:${currency?.digits}`, () =>
    currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: currency.code, minimumFractionDigits: currency.digits, maximumFractionDigits: currency.digits })
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  );
}

/** An amount of the API (major units of the firm's currency) with its currency: "₩300,000", "€1,234.50". */
export const formatMoney = (value: number) => moneyFormat().format(value);

/** A whole number in the screen's language ("12,345"). */
export const formatNumber = (value: number) => cached(`number:${currentSettings().locale}`, () => new Intl.NumberFormat(currentSettings().locale)).format(value);

/** A file's size in the largest unit that keeps it readable: "820 byte", "1.4 MB", "1.4MB" (Intl's units). */
export function formatBytes(bytes: number): string {
  const { locale } = currentSettings();
  const [value, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 ** 2 ? [bytes / 1024, 'kilobyte'] : bytes < 1024 ** 3 ? [bytes / 1024 ** 2, 'megabyte'] : [bytes / 1024 ** 3, 'gigabyte'];
  // Bytes in words ("69 bytes", "69바이트"): the short form reads "69 byte" / "69byte".
  return cached(`bytes:${locale}:${unit}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 })).format(value);
}

export function formatInstant(value: string): string {
  const { locale, timeZone } = currentSettings();
  return cached(`instant:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })).format(new Date(value));
}

/** A calendar date ("2026-12-10") as written, in the screen's language. */
export function formatDate(value: string): string {
  const { locale } = currentSettings();
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })).format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

/** A month ("2026-12") by name: "Dec 2026", "2026년 12월"; `long` for headings ("December 2026"). */
export function formatMonth(value: string, style: 'short' | 'long' = 'short'): string {
  const { locale } = currentSettings();
  return cached(`month:${locale}:${style}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: style, timeZone: 'UTC' })).format(new Date(`${value.slice(0, 7)}-01T00:00:00Z`));
}

/** A month's name alone ("Dec", "12월"), for a chart's labels under the bars. */
export function formatMonthName(value: string): string {
  const { locale } = currentSettings();
  return cached(`monthName:${locale}`, () => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })).format(new Date(`${value.slice(0, 7)}-01T00:00:00Z`));
}

/**
 * Money as typed by people, as the API's number: the screen language's grouping ("300,000",
 * "1,234.50") and spaces are dropped, the currency sign too. Text that is no amount comes back as
 * it is, so the server's field error says why next to the field (turning it into NaN would send
 * null: silently "none").
 */
export function parseMoney(text: string): number | string {
  const { locale } = currentSettings();
  const parts = cached(`number:${locale}`, () => new Intl.NumberFormat(locale)).formatToParts(1234567.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bare = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^[^\d-]+/, '')
    .replace(/[^\d]+$/, '');
  // Digits, or digits grouped by threes in the right places ("3,00,000" is a typo, not an amount).
  const amount = new RegExp(`^-?(?:\\d+|\\d{1,3}(?:${escape(group)}\\d{3})+)(?:${escape(decimal)}\\d+)?$`);
  return amount.test(bare) ? Number(bare.split(group).join('').replace(decimal, '.')) : text;
}

/** An ISO instant as a datetime-local input value (the browser's zone), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
export function fromLocalInput(value: string): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}
