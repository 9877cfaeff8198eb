/**
 * The languages the firm's texts exist in. A locale is one of these tags, never a free string:
 * catalogs are complete for each (src/shared/i18n/catalogs.test.ts), so choosing one can't fail.
 */
export const LOCALES = ['en', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
