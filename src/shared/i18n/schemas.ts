import { Type } from 'typebox';
import { Nullable } from '../http/schemas.js';
import { LOCALES } from './locales.js';

export const LocaleSchema = Type.Enum([...LOCALES], { description: 'A language of the catalogs: en (English) | ko (Korean).' });

/** A person's chosen language; null follows the firm's DEFAULT_LOCALE. */
export const PersonLocale = Nullable(LocaleSchema, "The language this person's texts and mails use (en | ko); null: the firm's DEFAULT_LOCALE.");
