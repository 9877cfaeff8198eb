import { Link } from 'react-router-dom';
import { useT } from '../i18n/translate';
import { currentSettings } from '../i18n/settings';
import { formatMonth } from '../ui/format';
import { api, unwrap } from '../api/client';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { ActButton, clientLink, deadlineLabel, thisMonth, type Deadline, type DeadlineQuery as Query } from './deadline-parts';

/** First and last day of a YYYY-MM month. */
export function monthBounds(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

function shiftMonth(month: string, by: number) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

// A month holds at most a few hundred deadlines; past this the page says it shows only part.
const MAX_PAGES = 10;

async function loadMonth(filter: Query, month: string) {
  const items: Deadline[] = [];
  let totalCount = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = unwrap(await api.GET('/api/deadlines', { params: { query: { ...filter, ...monthBounds(month), page, pageSize: 100 } } }));
    items.push(...result.items);
    totalCount = result.totalCount;
    if (page >= result.totalPages) break;
  }
  return { items, totalCount };
}

/** Monday to Sunday, short, in the screen's language ("Mon", "월"): 2024-01-01 was a Monday. */
const weekdays = (locale: string) => Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))));

/**
 * A month as a grid of days (weeks from Monday) with each day's deadlines; on a narrow screen the
 * grid becomes the list of days that have any.
 */
export function DeadlineCalendar({
  month,
  filter,
  onMonth,
  onAct,
  taxLabel,
}: {
  month: string;
  filter: Query;
  onMonth: (month: string) => void;
  onAct: (deadline: Deadline, reload: () => void) => Promise<void>;
  taxLabel: (value: string) => string;
}) {
  const t = useT();
  const { locale } = currentSettings();
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const loaded = useLoad(() => loadMonth(filter, month), [month, filter.state, filter.kind, filter.clientId, filter.taxType]);
  const { to } = monthBounds(month);
  const days = Number(to.slice(8));
  const [year, m] = month.split('-').map(Number) as [number, number];
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const title = formatMonth(month, 'long');

  return (
    <section aria-labelledby="month-title">
      <div className="heading">
        <h2 id="month-title">{title}</h2>
        <div className="row">
          <button type="button" onClick={() => onMonth(shiftMonth(month, -1))} aria-label={t('deadlines.previousMonth')}>
            ←
          </button>
          <button type="button" onClick={() => onMonth(thisMonth())}>
            {t('deadlines.thisMonth')}
          </button>
          <button type="button" onClick={() => onMonth(shiftMonth(month, 1))} aria-label={t('deadlines.nextMonth')}>
            →
          </button>
        </div>
      </div>
      <Block loaded={loaded}>
        {(r) => (
          <>
            {r.totalCount > r.items.length && (
              <p className="hint">
                {t('deadlines.partial', { shown: r.items.length, total: r.totalCount })}
              </p>
            )}
            {r.items.length === 0 && <p className="state empty">{t('deadlines.noneThisMonth')}</p>}
            <ol className="month" data-testid="deadline-calendar">
              {weekdays(locale).map((day) => (
                <li key={day} className="weekday" aria-hidden="true">
                  {day}
                </li>
              ))}
              {Array.from({ length: lead }, (_, i) => (
                <li key={`lead-${i}`} className="filler" aria-hidden="true" />
              ))}
              {Array.from({ length: days }, (_, i) => {
                const date = `${month}-${String(i + 1).padStart(2, '0')}`;
                const due = r.items.filter((d) => d.dueDate === date);
                return (
                  <li key={date} className={due.length === 0 ? 'day empty-day' : due.some((d) => d.overdue) ? 'day has-overdue' : 'day'}>
                    <time dateTime={date}>
                      <span className="visually-hidden">{dayName.format(new Date(`${date}T00:00:00Z`))}</span>
                      <span aria-hidden="true">{i + 1}</span>
                    </time>
                    {due.length > 0 && (
                      <ul>
                        {due.map((d) => (
                          <li key={`${d.kind}-${d.id}`} className={d.overdue ? 'deadline overdue' : `deadline status-${d.status}`}>
                            <Link to={clientLink(d)} aria-label={deadlineLabel(d, taxLabel) + (d.overdue ? `, ${t('deadlines.overdue')}` : '')}>
                              {d.clientName}: {taxLabel(d.taxType)}
                            </Link>
                            {d.overdue && <span className="badge bad">{t('deadlines.overdue')}</span>}
                            <ActButton deadline={d} onAct={(deadline) => void onAct(deadline, loaded.reload)} taxLabel={taxLabel} />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Block>
    </section>
  );
}
