import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../api/client';
import { enumLabel } from '../i18n/labels';
import { useT } from '../i18n/translate';
import { formatDate, formatInstant, fromLocalInput, toLocalInput } from '../ui/format';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** Every filter lives in the URL: a view can be shared, bookmarked and reloaded. */
function useFilters() {
  const { params, update } = useQueryParams();
  const levels = (params.get('level') ?? '').split(',').filter((l): l is Level => (LEVELS as readonly string[]).includes(l));
  const filters = {
    level: levels.length ? levels : undefined,
    source: params.get('source') || undefined,
    search: params.get('search') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const view = params.get('view') === 'list' ? 'list' : 'groups';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const fingerprint = params.get('fingerprint') || undefined;
  return { filters, view, page, fingerprint, update, key: params.toString() };
}

export function DiagnosticsPage() {
  const t = useT();
  const intl = useIntl();
  const levelLabel = (level: string) => enumLabel(intl, 'LOG_LEVELS', level);
  const { filters, view, page, fingerprint, update, key } = useFilters();
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
                  <thead>
                    <tr>
                      <th scope="col">{t('diagnostics.problem')}</th>
                      <th scope="col">{t('diagnostics.count')}</th>
                      <th scope="col">{t('diagnostics.firstSeen')}</th>
                      <th scope="col">{t('diagnostics.lastSeen')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('section.actions')}</span>
                      </th>
                    </tr>
                  </thead>
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
                <Pager page={g.page} totalPages={g.totalPages} onPage={(p) => update({ page: String(p) })} />
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
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.when')}</th>
                      <th scope="col">{t('diagnostics.level')}</th>
                      <th scope="col">{t('diagnostics.message')}</th>
                      <th scope="col">{t('diagnostics.source')}</th>
                    </tr>
                  </thead>
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
                <Pager page={e.page} totalPages={e.totalPages} onPage={(p) => update({ page: String(p) })} />
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
  const [levels, setLevels] = useState<Level[]>(filters.level ?? []);
  const [source, setSource] = useState(filters.source ?? '');
  const [search, setSearch] = useState(filters.search ?? '');
  const [from, setFrom] = useState(toLocalInput(filters.from ?? null));
  const [to, setTo] = useState(toLocalInput(filters.to ?? null));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({
      level: levels.join(',') || undefined,
      source: source || undefined,
      search: search || undefined,
      from: fromLocalInput(from),
      to: fromLocalInput(to),
    });
  }

  return (
    <form className="filters" onSubmit={submit} aria-label={t('audit.filters')}>
      <fieldset>
        <legend>{t('diagnostics.level')}</legend>
        {LEVELS.map((level) => (
          <label key={level} className="check">
            <input
              type="checkbox"
              checked={levels.includes(level)}
              onChange={(e) => setLevels(e.target.checked ? [...levels, level] : levels.filter((l) => l !== level))}
            />
            {enumLabel(intl, 'LOG_LEVELS', level)}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t('diagnostics.source')}</span>
        <input value={source} onChange={(e) => setSource(e.target.value)} placeholder="admin-ui" />
      </label>
      <label className="field">
        <span>{t('diagnostics.messageContains')}</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('audit.from')}</span>
        <input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('audit.to')}</span>
        <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <div className="actions">
        <button type="submit" className="primary">
          {t('audit.apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            setLevels([]);
            setSource('');
            setSearch('');
            setFrom('');
            setTo('');
            onApply({ level: undefined, source: undefined, search: undefined, from: undefined, to: undefined, fingerprint: undefined });
          }}
        >
          {t('audit.clear')}
        </button>
      </div>
    </form>
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
