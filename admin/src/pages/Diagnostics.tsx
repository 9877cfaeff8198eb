import { useIntl } from 'react-intl';
import { api, unwrap } from '../api/client';
import { enumLabel } from '../i18n/labels';
import { useT } from '../i18n/translate';
import { formatDate, formatInstant, fromLocalInput } from '../ui/format';
import { DateRange, FilterForm, ListHead, TextFilter, useListQuery } from '../ui/lists';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** Every filter lives in the URL: a view can be shared, bookmarked and reloaded. */
function useFilters() {
  const { text, page, update, toPage, key } = useListQuery();
  const levels = (text('level') ?? '').split(',').filter((l): l is Level => (LEVELS as readonly string[]).includes(l));
  const filters = { level: levels.length ? levels : undefined, source: text('source'), search: text('search'), from: text('from'), to: text('to') };
  const view = text('view') === 'list' ? 'list' : 'groups';
  return { filters, view, page, fingerprint: text('fingerprint'), update, toPage, key };
}

export function DiagnosticsPage() {
  const t = useT();
  const intl = useIntl();
  const levelLabel = (level: string) => enumLabel(intl, 'LOG_LEVELS', level);
  const { filters, view, page, fingerprint, update, toPage, key } = useFilters();
  const query = { ...filters, level: filters.level ? [filters.level.join(',')] : undefined };
  const summary = useLoad(async () => unwrap(await api.GET('/api/clientlog/summary', { params: { query } })), [key]);
  const groups = useLoad(
    async () => (view === 'groups' ? unwrap(await api.GET('/api/clientlog/groups', { params: { query: { ...query, page, pageSize: 20 } } })) : undefined),
    [key],
  );
  const entries = useLoad(
    async () => (view === 'list' ? unwrap(await api.GET('/api/clientlog', { params: { query: { ...query, fingerprint, page, pageSize: 50 } } })) : undefined),
    [key],
  );

  return (
    <>
      <h1>{t('nav.diagnostics')}</h1>
      <p className="lead">{t('diagnostics.lead')}</p>
      <FilterBar key={key} filters={filters} onApply={update} />

      <Block loaded={summary}>
        {(s) => (
          <section className="summary" aria-label={t('diagnostics.summary')}>
            <div className="cards small">
              {LEVELS.map((level) => (
                <button
                  type="button"
                  key={level}
                  className={`card level-${level} ${filters.level?.includes(level) ? 'selected' : ''}`}
                  aria-pressed={filters.level?.includes(level) ?? false}
                  onClick={() => update({ level: level })}
                >
                  <span className="label">{levelLabel(level)}</span>
                  <span className="value" data-testid={`level-${level}`}>
                    {s.byLevel[level]}
                  </span>
                </button>
              ))}
            </div>
            <DayBars days={s.byDay} />
            <p className="hint">
              {formatInstant(s.from)} – {formatInstant(s.to)} · {t('diagnostics.entries', { count: s.total })}
            </p>
          </section>
        )}
      </Block>

      <div className="tabs" role="tablist" aria-label={t('deadlines.view')}>
        <button type="button" role="tab" aria-selected={view === 'groups'} onClick={() => update({ view: undefined, fingerprint: undefined })}>
          {t('diagnostics.grouped')}
        </button>
        <button type="button" role="tab" aria-selected={view === 'list'} onClick={() => update({ view: 'list' })}>
          {t(fingerprint ? 'diagnostics.allEntriesOne' : 'diagnostics.allEntries')}
        </button>
      </div>

      {view === 'groups' ? (
        <Block loaded={groups} empty={(g) => !!g && g.items.length === 0 && t('diagnostics.noProblems')}>
          {(g) =>
            g && (
              <>
                <table className="groups" data-testid="groups">
                  <ListHead columns={[t('diagnostics.problem'), t('diagnostics.count'), t('diagnostics.firstSeen'), t('diagnostics.lastSeen')]} actions />
                  <tbody>
                    {g.items.map((group) => (
                      <tr key={group.fingerprint}>
                        <td>
                          <details>
                            <summary>
                              {group.levels.map((level) => (
                                <span key={level} className={`badge level-${level}`}>
                                  {levelLabel(level)}
                                </span>
                              ))}{' '}
                              {group.sample.message}
                            </summary>
                            <dl className="sample">
                              <dt>{t('diagnostics.latestAt')}</dt>
                              <dd>{formatInstant(group.sample.occurredAt)}</dd>
                              {group.sample.url && (
                                <>
                                  <dt>{t('diagnostics.page')}</dt>
                                  <dd>{group.sample.url}</dd>
                                </>
                              )}
                              <dt>{t('diagnostics.source')}</dt>
                              <dd>{group.sample.source ?? '–'}</dd>
                            </dl>
                            {group.sample.stack && <pre>{group.sample.stack}</pre>}
                          </details>
                        </td>
                        <td className="num" data-testid="group-count">
                          {group.count}
                        </td>
                        <td>{formatInstant(group.firstSeen)}</td>
                        <td>{formatInstant(group.lastSeen)}</td>
                        <td>
                          <button type="button" className="link" onClick={() => update({ view: 'list', fingerprint: group.fingerprint })}>
                            {t('revenue.entries')}
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pager page={g.page} totalPages={g.totalPages} onPage={toPage} />
              </>
            )
          }
        </Block>
      ) : (
        <Block loaded={entries} empty={(e) => !!e && e.items.length === 0 && t('audit.noMatch')}>
          {(e) =>
            e && (
              <>
                <table>
                  <ListHead columns={[t('audit.when'), t('diagnostics.level'), t('diagnostics.message'), t('diagnostics.source')]} />
                  <tbody>
                    {e.items.map((entry) => (
                      <tr key={entry.id}>
                        <td>{formatInstant(entry.occurredAt)}</td>
                        <td>
                          <span className={`badge level-${entry.level}`}>{levelLabel(entry.level)}</span>
                        </td>
                        <td>
                          <details>
                            <summary>{entry.message}</summary>
                            {entry.url && <p className="hint">{entry.url}</p>}
                            {entry.stack && <pre>{entry.stack}</pre>}
                            {entry.context && <pre>{JSON.stringify(entry.context, null, 2)}</pre>}
                          </details>
                        </td>
                        <td>{entry.source ?? '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pager page={e.page} totalPages={e.totalPages} onPage={toPage} />
              </>
            )
          }
        </Block>
      )}
    </>
  );
}

type Filters = ReturnType<typeof useFilters>['filters'];

function FilterBar({ filters, onApply }: { filters: Filters; onApply: (changes: Record<string, string | undefined>) => void }) {
  const t = useT();
  const intl = useIntl();
  return (
    <FilterForm
      onApply={(values) => onApply({ level: values.level, source: values.source, search: values.search, from: fromLocalInput(values.from ?? ''), to: fromLocalInput(values.to ?? '') })}
      onClear={() => onApply({ level: undefined, source: undefined, search: undefined, from: undefined, to: undefined, fingerprint: undefined })}
    >
      <fieldset>
        <legend>{t('diagnostics.level')}</legend>
        {LEVELS.map((level) => (
          <label key={level} className="check">
            <input type="checkbox" name="level" value={level} defaultChecked={filters.level?.includes(level) ?? false} />
            {enumLabel(intl, 'LOG_LEVELS', level)}
          </label>
        ))}
      </fieldset>
      <TextFilter label={t('diagnostics.source')} name="source" defaultValue={filters.source} placeholder="admin-ui" />
      <TextFilter label={t('diagnostics.messageContains')} type="search" name="search" defaultValue={filters.search} />
      <DateRange kind="instant" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}

function DayBars({ days }: { days: { day: string; total: number; error: number }[] }) {
  const t = useT();
  if (days.length === 0) return null;
  const max = Math.max(...days.map((d) => d.total));
  return (
    <ol className="daybars" aria-label={t('diagnostics.perDay')}>
      {days.map((d) => (
        <li key={d.day} title={`${formatDate(d.day)}: ${t('diagnostics.dayCounts', { total: d.total, errors: d.error })}`}>
          <span className="bar" style={{ height: `${(d.total / max) * 100}%` }}>
            <span className="errors" style={{ height: `${d.total ? (d.error / d.total) * 100 : 0}%` }} />
          </span>
          <small>{d.day.slice(5)}</small>
          <span className="visually-hidden">{t('diagnostics.dayCounts', { total: d.total, errors: d.error })}</span>
        </li>
      ))}
    </ol>
  );
}
