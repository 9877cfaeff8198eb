/*
 * The website's UI strings: locales/{en,ko}/site.json (flat keys, ICU messages), formatted with
 * FormatJS. Kept to this one small module so that the shared catalog loader (the i18n work) can
 * replace it without touching the pages or the theme.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { PROJECT_ROOT } from '../../../shared/project-root.js';

export const SITE_LOCALES = ['en', 'ko'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
/** The language of the pages at the root; the others live under /{locale}/. */
export const ROOT_LOCALE: SiteLocale = 'en';

export type SiteIntl = IntlShape<string>;

function readCatalog(locale: SiteLocale): Record<string, string> {
  const file = path.join(PROJECT_ROOT, 'locales', locale, 'site.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  } catch (error) {
    throw new Error(`cannot read the website's messages ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * One formatter per locale, read once at start. A missing key or a broken message throws (the
 * theme's trial render at start then names it), never renders an id to a visitor.
 */
export function loadSiteMessages(timeZone: string): Record<SiteLocale, SiteIntl> {
  const cache = createIntlCache();
  const formatters = {} as Record<SiteLocale, SiteIntl>;
  for (const locale of SITE_LOCALES) {
    formatters[locale] = createIntl(
      {
        locale,
        defaultLocale: ROOT_LOCALE,
        timeZone,
        messages: readCatalog(locale),
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
  }
  return formatters;
}
