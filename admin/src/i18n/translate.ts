import { useMemo } from 'react';
/**
 * Texts for code outside components (loaders, the API client's fallbacks, default notes): the same
 * catalogs through FormatJS's createIntl, in the screen's current language.
 */
import { createIntl, createIntlCache, useIntl, type IntlShape } from 'react-intl';
import { messagesFor, type AdminLocale, type AdminMessageId } from './messages';
import { currentSettings } from './settings';

const cache = createIntlCache();
const intls = new Map<AdminLocale, IntlShape>();

export function intlFor(locale: AdminLocale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) intls.set(locale, (intl = createIntl({ locale, defaultLocale: 'en', messages: messagesFor(locale) }, cache)));
  return intl;
}

export function translate(id: AdminMessageId, values?: Record<string, string | number | Date>): string {
  return intlFor(currentSettings().locale).formatMessage({ id }, values);
}

export type Translate = (id: AdminMessageId, values?: Record<string, string | number | Date | null | undefined>) => string;

/**
 * In a component: `const t = useT(); t('login.title')`. The function is the same object while the
 * language is (so field lists built from it with useMemo stay the same and forms keep their text).
 */
export function useT(): Translate {
  const intl = useIntl();
  return useMemo<Translate>(() => (id, values) => intl.formatMessage({ id }, values), [intl]);
}
