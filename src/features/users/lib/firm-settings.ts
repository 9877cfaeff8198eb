import type { Static } from 'typebox';
import type { Config } from '../../../config.js';
import { currencyDigits } from '../../../shared/i18n/currency.js';
import type { FirmSettings } from '../schemas.js';

/** What a screen needs of the firm's settings to show amounts, dates and words as the firm does. */
export function firmSettings(config: Pick<Config, 'defaultLocale' | 'currency' | 'businessTimeZone'>): Static<typeof FirmSettings> {
  return { locale: config.defaultLocale, currency: { code: config.currency, digits: currencyDigits(config.currency) }, timeZone: config.businessTimeZone };
}
