import { useIntl } from 'react-intl';
import { useMe } from './me';

/**
 * Amounts and dates in the client's language, by Intl (react-intl), never by hand. Amounts are
 * in major units of the firm's currency (GET /api/portal/me firm.currency); calendar dates are
 * days, shown as they are (no time zone shifts a due date).
 */
export function useFormat() {
  const intl = useIntl();
  const { me } = useMe();
  return {
    money: (amount: number) => intl.formatNumber(amount, { style: 'currency', currency: me.firm.currency }),
    day: (date: string) => intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    instant: (instant: string) => intl.formatDate(new Date(instant), { dateStyle: 'medium', timeStyle: 'short' }),
    /** A file's size in the largest unit that keeps it readable ("1.4 MB"). */
    bytes: (bytes: number) => {
      const [value, unit] = bytes < 1024 ? [bytes, 'byte'] : bytes < 1024 ** 2 ? [bytes / 1024, 'kilobyte'] : bytes < 1024 ** 3 ? [bytes / 1024 ** 2, 'megabyte'] : [bytes / 1024 ** 3, 'gigabyte'];
      // Bytes in words ("69 bytes", "69바이트"): the short form reads "69 byte" / "69byte".
      return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 });
    },
  };
}
