import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { formatDate, formatInstant, formatMoney } from '../ui/format';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';

const DAY_MS = 86_400_000;

export function DashboardPage() {
  const summary = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/summary')), []);
  const upcoming = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/upcoming-filings', { params: { query: { days: 30, limit: 10 } } })), []);
  const inquiries = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/recent-inquiries', { params: { query: { limit: 8 } } })), []);
  const monthly = useLoad(async () => unwrap(await api.GET('/api/admin-dashboard/monthly-stats', { params: { query: { months: 12 } } })), []);
  // The shortcut's window, fixed when the page opens so the link shows what the card counted.
  const [since] = useState(() => new Date(Math.floor((Date.now() - DAY_MS) / 60_000) * 60_000).toISOString());
  const errors = useLoad(async () => unwrap(await api.GET('/api/clientlog/summary', { params: { query: { from: since, level: ['error'] } } })), [since]);

  return (
    <>
      <h1>Dashboard</h1>
      <Block loaded={summary}>
        {(s) => (
          <section className="cards" aria-label="Summary">
            <Card label="Active clients" value={s.activeClients} to="/clients" />
            <Card label="New inquiries" value={s.newInquiries} to="/inquiries?status=new" />
            <Card label="Pending schedules" value={s.pendingSchedules} />
            {/* The API's two counts take filings and schedules together: the titles say so. */}
            <Card label="Filings and schedules due in 30 days" value={s.filingsDueIn30Days} to="/deadlines" />
            <Card label="Overdue filings and schedules" value={s.overdueFilings} tone={s.overdueFilings > 0 ? 'bad' : undefined} to="/deadlines?state=overdue" />
            <Card label="Unpaid revenue" value={formatMoney(s.unpaidRevenue)} />
            <Card label="Revenue this month" value={formatMoney(s.revenueThisMonth)} />
            <Card label="Published posts" value={s.publishedPosts} to="/blog" />
            {(
              <Link
                className={`card shortcut ${errors.data && errors.data.byLevel.error > 0 ? 'bad' : ''}`}
                to={`/diagnostics?level=error&from=${encodeURIComponent(since)}`}
                data-testid="errors-shortcut"
              >
                <span className="label">Client errors, last 24 h</span>
                <span className="value">{errors.data ? errors.data.byLevel.error : '…'}</span>
                <span className="hint">Open diagnostics →</span>
              </Link>
            )}
          </section>
        )}
      </Block>

      <div className="columns">
        <section aria-labelledby="upcoming-title">
          <div className="heading">
            <h2 id="upcoming-title">Upcoming filings (30 days)</h2>
            <Link to="/deadlines">All deadlines, overdue too</Link>
          </div>
          <Block loaded={upcoming} empty={(u) => u.items.length === 0 && 'Nothing due in the next 30 days.'}>
            {(u) => (
              <table>
                <thead>
                  <tr>
                    <th scope="col">Due</th>
                    <th scope="col">Client</th>
                    <th scope="col">Tax</th>
                    <th scope="col">Kind</th>
                  </tr>
                </thead>
                <tbody>
                  {u.items.map((item) => (
                    <tr key={`${item.kind}-${item.id}`}>
                      <td>
                        {formatDate(item.dueDate)} <small className={item.daysLeft <= 3 ? 'badge bad' : 'badge'}>{item.daysLeft === 0 ? 'today' : `${item.daysLeft} d`}</small>
                      </td>
                      <td>
                        <Link to={`/clients/${item.clientId}?tab=${item.kind === 'schedule' ? 'schedules' : 'filings'}`}>{item.clientName}</Link>
                      </td>
                      <td>
                        {item.taxType} {item.period}
                      </td>
                      <td>{item.kind === 'schedule' ? 'schedule' : `filing (${item.status})`}</td>
                    </tr>
                  ))}
                </tbody>
                {u.totalCount > u.items.length && (
                  <caption>
                    {u.items.length} of {u.totalCount} shown
                  </caption>
                )}
              </table>
            )}
          </Block>
        </section>

        <section aria-labelledby="inquiries-title">
          <h2 id="inquiries-title">Recent inquiries</h2>
          <Block loaded={inquiries} empty={(r) => r.items.length === 0 && 'No inquiries yet.'}>
            {(r) => (
              <ul className="list">
                {r.items.map((inquiry) => (
                  <li key={inquiry.id}>
                    <Link to={`/inquiries/${inquiry.id}`}>{inquiry.subject}</Link>
                    <span className={`badge status-${inquiry.status}`}>{inquiry.status}</span>
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
        <h2 id="monthly-title">Revenue per month</h2>
        <Block loaded={monthly}>{(m) => <MonthlyChart months={m.months} />}</Block>
      </section>
    </>
  );
}

function Card({ label, value, to, tone }: { label: string; value: number | string; to?: string; tone?: 'bad' }) {
  const body = (
    <>
      <span className="label">{label}</span>
      <span className="value" data-testid={`card-${label}`}>
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
  const max = Math.max(1, ...months.map((m) => m.revenue));
  const width = 100 / months.length;
  return (
    <figure className="chart">
      <svg viewBox="0 0 100 50" preserveAspectRatio="none" role="img" aria-label="Revenue per month, paid part darker">
        {months.map((m, i) => (
          <g key={m.month}>
            <rect x={i * width + width * 0.15} width={width * 0.7} y={50 - (m.revenue / max) * 48} height={(m.revenue / max) * 48} className="bar" />
            <rect x={i * width + width * 0.15} width={width * 0.7} y={50 - (m.paid / max) * 48} height={(m.paid / max) * 48} className="bar paid" />
          </g>
        ))}
      </svg>
      <div className="chart-labels" aria-hidden="true">
        {months.map((m) => (
          <span key={m.month}>{m.month.slice(2)}</span>
        ))}
      </div>
      <table className="visually-hidden">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
            <th scope="col">Paid</th>
            <th scope="col">New clients</th>
            <th scope="col">New inquiries</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <td>{m.month}</td>
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
