import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { enumLabel } from '../i18n/labels';
import type { AdminMessageId } from '../i18n/messages';
import { useT } from '../i18n/translate';
import { formatDate, formatInstant, formatMoney, formatMonth, formatMonthName } from '../ui/format';
import { useIntl } from 'react-intl';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { ListHead } from '../ui/lists';

const DAY_MS = 86_400_000;

export function DashboardPage() {
  const t = useT();
  const intl = useIntl();
  const summary = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/summary')), []);
  const upcoming = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/upcoming-filings', { params: { query: { days: 30, limit: 10 } } })), []);
  const inquiries = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/recent-inquiries', { params: { query: { limit: 8 } } })), []);
  const monthly = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/monthly-stats', { params: { query: { months: 12 } } })), []);
  // The shortcut's window, fixed when the page opens so the link shows what the card counted.
  const [since] = useState(() => new Date(Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000).toISOString());
  const errors = useLoad(async () => unwrap(await api.GET('/api/clientlog/summary', { params: { query: { from: since, level: ['error'] } } })), [since]);

  return (
    <>
      <h1>{t('nav.dashboard')}</h1>
      <Block loaded={summary}>
        {(s) => (
          <section className="cards" aria-label={t('dashboard.summary')}>
            <Card id="dashboard.activeClients" value={s.activeClients} to="/clients" />
            <Card id="dashboard.newInquiries" value={s.newInquiries} to="/inquiries?status=new" />
            <Card id="dashboard.pendingSchedules" value={s.pendingSchedules} />
            {/* The API's two counts take filings and schedules together: the titles say so. */}
            <Card id="dashboard.dueIn30Days" value={s.filingsDueIn30Days} to="/deadlines" />
            <Card id="dashboard.overdue" value={s.overdueFilings} tone={s.overdueFilings > 0 ? 'bad' : undefined} to="/deadlines?state=overdue" />
            <Card id="dashboard.unpaidRevenue" value={formatMoney(s.unpaidRevenue)} />
            <Card id="dashboard.revenueThisMonth" value={formatMoney(s.revenueThisMonth)} />
            <Card id="dashboard.publishedPosts" value={s.publishedPosts} to="/blog" />
            {(
              <Link
                className={`card shortcut ${errors.data && errors.data.byLevel.error > 0 ? 'bad' : ''}`}
                to={`/diagnostics?level=error&from=${encodeURIComponent(since)}`}
                data-testid="errors-shortcut"
              >
                <span className="label">{t('dashboard.clientErrors')}</span>
                <span className="value">{errors.data ? errors.data.byLevel.error : '…'}</span>
                <span className="hint">{t('dashboard.openDiagnostics')}</span>
              </Link>
            )}
          </section>
        )}
      </Block>

      <div className="columns">
        <section aria-labelledby="upcoming-title">
          <div className="heading">
            <h2 id="upcoming-title">{t('dashboard.upcoming')}</h2>
            <Link to="/deadlines">{t('dashboard.allDeadlines')}</Link>
          </div>
          <Block loaded={upcoming} empty={(u) => u.items.length === 0 && t('dashboard.nothingDue')}>
            {(u) => (
              <table>
                <ListHead columns={[t('dashboard.due'), t('dashboard.client'), t('dashboard.tax'), t('dashboard.kind')]} />
                <tbody>
                  {u.items.map((item) => (
                    <tr key={`${item.kind}-${item.id}`}>
                      <td>
                        {formatDate(item.dueDate)} <small className={item.daysLeft <= 3 ? 'badge bad' : 'badge'}>{t('dashboard.daysLeft', { days: item.daysLeft })}</small>
                      </td>
                      <td>
                        <Link to={`/clients/${item.clientId}?tab=${item.kind === 'schedule' ? 'schedules' : 'filings'}`}>{item.clientName}</Link>
                      </td>
                      <td>
                        {item.taxType} {item.period}
                      </td>
                      <td>{item.kind === 'schedule' ? enumLabel(intl, 'DEADLINE_KINDS', 'schedule') : t('dashboard.filingWithStatus', { status: enumLabel(intl, 'FILING_STATUSES', item.status) })}</td>
                    </tr>
                  ))}
                </tbody>
                {u.totalCount > u.items.length && (
                  <caption>
                    {t('dashboard.shownOf', { shown: u.items.length, total: u.totalCount })}
                  </caption>
                )}
              </table>
            )}
          </Block>
        </section>

        <section aria-labelledby="inquiries-title">
          <h2 id="inquiries-title">{t('dashboard.recentInquiries')}</h2>
          <Block loaded={inquiries} empty={(r) => r.items.length === 0 && t('dashboard.noInquiries')}>
            {(r) => (
              <ul className="list">
                {r.items.map((inquiry) => (
                  <li key={inquiry.id}>
                    <Link to={`/inquiries/${inquiry.id}`}>{inquiry.subject}</Link>
                    <span className={`badge status-${inquiry.status}`}>{enumLabel(intl, 'INQUIRY_STATUSES', inquiry.status)}</span>
                    <small>
                      {inquiry.name} · {formatInstant(inquiry.createdAt)}
                    </small>
                  </li>
                ))}
              </ul>
            )}
          </Block>
        </section>
      </div>

      <section aria-labelledby="monthly-title">
        <h2 id="monthly-title">{t('dashboard.revenuePerMonth')}</h2>
        <Block loaded={monthly}>{(m) => <MonthlyChart months={m.months} />}</Block>
      </section>
    </>
  );
}

function Card({ id, value, to, tone }: { id: AdminMessageId; value: number | string; to?: string; tone?: 'bad' }) {
  const t = useT();
  const body = (
    <>
      <span className="label">{t(id)}</span>
      <span className={typeof value === 'string' ? 'value amount' : 'value'} data-testid={`card-${id}`}>
        {value}
      </span>
    </>
  );
  return to ? (
    <Link className={`card ${tone ?? ''}`} to={to}>
      {body}
    </Link>
  ) : (
    <div className={`card ${tone ?? ''}`}>{body}</div>
  );
}

type Month = { month: string; revenue: number; paid: number; newClients: number; newInquiries: number };

/** Bars of revenue per month, the paid part darker; a table for screen readers. */
function MonthlyChart({ months }: { months: Month[] }) {
  const t = useT();
  const max = Math.max(1, ...months.map((m) => m.revenue));
  const width = 100 / months.length;
  return (
    <figure className="chart">
      <svg viewBox="0 0 100 50" preserveAspectRatio="none" role="img" aria-label={t('dashboard.chartLabel')}>
        {months.map((m, i) => (
          <g key={m.month}>
            <rect x={i * width + width * 0.15} width={width * 0.7} y={50 - (m.revenue / max) * 48} height={(m.revenue / max) * 48} className="bar" />
            <rect x={i * width + width * 0.15} width={width * 0.7} y={50 - (m.paid / max) * 48} height={(m.paid / max) * 48} className="bar paid" />
          </g>
        ))}
      </svg>
      <div className="chart-labels" aria-hidden="true">
        {months.map((m) => (
          <span key={m.month} title={formatMonth(m.month, 'long')}>
            {formatMonthName(m.month)}
          </span>
        ))}
      </div>
      <table className="visually-hidden">
        <ListHead columns={[t('dashboard.month'), t('dashboard.revenue'), t('dashboard.paid'), t('dashboard.newClients'), t('dashboard.newInquiries')]} />
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{formatMonth(m.month, 'long')}</td>
              <td>{formatMoney(m.revenue)}</td>
              <td>{formatMoney(m.paid)}</td>
              <td>{m.newClients}</td>
              <td>{m.newInquiries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
