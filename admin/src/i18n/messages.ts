/**
 * The admin's texts: one catalog per language, locales/<lang>/admin.json (flat keys, ICU
 * messages), read through react-intl (FormatJS, as the server's catalogs are). The English catalog
 * is the reference: its keys are the type of every message id, so a missing key does not compile,
 * and src/shared/i18n/catalogs.test.ts fails when the Korean one lacks a key or a message differs
 * in its arguments.
 */
import en from '../../../locales/en/admin.json';
import ko from '../../../locales/ko/admin.json';

export type AdminMessageId = keyof typeof en;
export type AdminLocale = 'en' | 'ko';

const CATALOGS: Record<AdminLocale, Record<AdminMessageId, string>> = { en, ko };

export function messagesFor(locale: AdminLocale): Record<AdminMessageId, string> {
  return CATALOGS[locale];
}

// react-intl's typing hook: every message id in the admin must be a key of the English catalog.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: AdminMessageId;
    }
  }
}
