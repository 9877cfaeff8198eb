/**
 * The server's message catalogs (namespaces common, errors, mail), one flat JSON file per
 * language and namespace under locales/, ICU MessageFormat. They are imported (not read at run
 * time) so the bundle carries them and the English files give the keys their type. The other
 * namespaces (admin, site, portal) belong to the browser apps, which import their own.
 */
import enCommon from '../../../locales/en/common.json' with { type: 'json' };
import enErrors from '../../../locales/en/errors.json' with { type: 'json' };
import enMail from '../../../locales/en/mail.json' with { type: 'json' };
import koCommon from '../../../locales/ko/common.json' with { type: 'json' };
import koErrors from '../../../locales/ko/errors.json' with { type: 'json' };
import koMail from '../../../locales/ko/mail.json' with { type: 'json' };
import type { Locale } from './locales.js';

/** Every namespace a catalog file exists for, in each language (the test checks them all). */
export const NAMESPACES = ['common', 'errors', 'mail', 'admin', 'site', 'portal'] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** The namespaces the server formats messages from. */
export const SERVER_NAMESPACES = ['common', 'errors', 'mail'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** A key of the server's catalogs, namespace first: 'errors.not_found.title', 'mail.reset.subject'. */
export type MessageKey = { [Name in keyof EnglishCatalogs]: `${Name}.${Extract<keyof EnglishCatalogs[Name], string>}` }[keyof EnglishCatalogs];
interface EnglishCatalogs {
  common: typeof enCommon;
  errors: typeof enErrors;
  mail: typeof enMail;
}

type Catalog = Readonly<Record<string, string>>;

function prefixed(namespace: ServerNamespace, catalog: Catalog): [string, string][] {
  return Object.entries(catalog).map(([key, message]) => [`${namespace}.${key}`, message]);
}

function merged(common: Catalog, errors: Catalog, mail: Catalog): Catalog {
  return Object.freeze(Object.fromEntries([...prefixed('common', common), ...prefixed('errors', errors), ...prefixed('mail', mail)]));
}

/** Each language's server messages under their namespaced keys. */
export const SERVER_MESSAGES: Readonly<Record<Locale, Catalog>> = {
  en: merged(enCommon, enErrors, enMail),
  ko: merged(koCommon, koErrors, koMail),
};
