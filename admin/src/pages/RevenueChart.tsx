import { useT } from '../i18n/translate';
import { formatMoney, formatMonthName } from '../ui/format';
import { ListHead } from '../ui/lists';

export interface MonthSums {
  month: number;
  total: number;
  paid: number;
  pending: number;
  count: number;
}

/** A month (1..12) of the year by its short name in the screen's language, through Intl ("Dec", "12월"). */
const monthName = (year: number, month: number) => formatMonthName(`${year}-${String(month).padStart(2, '0')}`);

/**
 * Paid (dark) stacked under pending (light) per month of a year, and beside it the same numbers
 * as a table: the table is what screen readers and exact readers use, the chart is for the eye.
 */
export function RevenueChart({ year, months }: { year: number; months: MonthSums[] }) {
  const t = useT();
  const max = Math.max(1, ...months.map((m) => m.total));
  const width = 100 / months.length;
  const height = (value: number) => (value / max) * 48;
  return (
    <div className="chart-with-table">
      <figure className="chart" aria-hidden="true">
        <svg viewBox="0 0 100 50" preserveAspectRatio="none" data-testid="revenue-chart">
          {months.map((m, i) => (
            <g key={m.month}>
              <rect x={i * width + width * 0.15} width={width * 0.7} y={50 - height(m.total)} height={height(m.pending)} className="bar" data-month={m.month} data-kind="pending" />
              <rect x={i * width + width * 0.15} width={width * 0.7} y={50 - height(m.paid)} height={height(m.paid)} className="bar paid" data-month={m.month} data-kind="paid" />
            </g>
          ))}
        </svg>
        <div className="chart-labels">
          {months.map((m) => (
            <span key={m.month}>{monthName(year, m.month)}</span>
          ))}
        </div>
        <figcaption className="legend">
          <span className="swatch paid" /> {t('revenue.paidBadge')} <span className="swatch" /> {t('revenue.pendingBadge')}
        </figcaption>
      </figure>
      <table data-testid="monthly-table">
        <caption>{t('revenue.chartCaption', { year })}</caption>
        <ListHead columns={[t('revenue.month'), t('revenue.paid'), t('revenue.pending'), t('revenue.total')]} />
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(year, m.month)}</th>
              <td className="num">{formatMoney(m.paid)}</td>
              <td className="num">{formatMoney(m.pending)}</td>
              <td className="num">{formatMoney(m.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
