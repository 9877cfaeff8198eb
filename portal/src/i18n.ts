/**
 * The portal's texts: locales/<lang>/portal.json, read through react-intl (FormatJS) as the
 * admin reads admin.json. The English catalog is the reference: its keys are the type of every
 * message id, so a missing key does not compile; src/shared/i18n/catalogs.test.ts fails when the
 * Korean one lacks a key, and portal-texts.test.ts when the code names a key a catalog lacks.
 *
 * The language is the client's: before sign-in the browser's (Korean for ko-*, else English),
 * after it the client's own (`locale` of GET /api/portal/me), else the firm's.
 */
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import en from '../../locales/en/portal.json';
import ko from '../../locales/ko/portal.json';

export type PortalMessageId = keyof typeof en;
export type PortalLocale = 'en' | 'ko';

const CATALOGS: Record<PortalLocale, Record<PortalMessageId, string>> = { en, ko };

export function messagesFor(locale: PortalLocale): Record<PortalMessageId, string> {
  return CATALOGS[locale];
}

export function browserLocale(): PortalLocale {
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

let locale: PortalLocale = browserLocale();
const listeners = new Set<() => void>();

export function setLocale(next: PortalLocale | null): void {
  locale = next ?? browserLocale();
  document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
}

export function useLocale(): PortalLocale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => locale,
  );
}

type Values = Record<string, string | number | Date | null | undefined>;

/** In a component: `const t = useT(); t('signIn.title')`. */
export function useT(): (id: PortalMessageId, values?: Values) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: PortalMessageId;
    }
  }
}
