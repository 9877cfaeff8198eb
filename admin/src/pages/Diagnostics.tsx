import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../api/client';
import { formatInstant, fromLocalInput, toLocalInput } from '../ui/format';
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
      <h1>Diagnostics</h1>
      <p className="lead">Errors and warnings the admin interface reported about itself, newest problems first.</p>
      <FilterBar key={key} filters={filters} onApply={update} />

      <Block loaded={summary}>
        {(s) => (
          <section className="summary" aria-label="Summary">
            <div className="cards small">
              {LEVELS.map((level) => (
                <button
                  type="button"
                  key={level}
                  className={`card level-${level} ${filters.level?.includes(level) ? 'selected' : ''}`}
                  aria-pressed={filters.level?.includes(level) ?? false}
                  onClick={() => update({ level: level })}
                >
                  <span className="label">{level}</span>
                  <span className="value" data-testid={`level-${level}`}>
                    {s.byLevel[level]}
                  </span>
                </button>
              ))}
            </div>
            <DayBars days={s.byDay} />
            <p className="hint">
              {formatInstant(s.from)} – {formatInstant(s.to)} · {s.total} entries
            </p>
          </section>
        )}
      </Block>

      <div className="tabs" role="tablist" aria-label="View">
        <button type="button" role="tab" aria-selected={view === 'groups'} onClick={() => update({ view: undefined, fingerprint: undefined })}>
          Grouped
        </button>
        <button type="button" role="tab" aria-selected={view === 'list'} onClick={() => update({ view: 'list' })}>
          All entries{fingerprint ? ' (one problem)' : ''}
        </button>
      </div>

      {view === 'groups' ? (
        <Block loaded={groups} empty={(g) => !!g && g.items.length === 0 && 'No problems reported in this range. 🎉'}>
          {(g) =>
            g && (
              <>
                <table className="groups" data-testid="groups">
                  <thead>
                    <tr>
                      <th scope="col">Problem</th>
                      <th scope="col">Count</th>
                      <th scope="col">First seen</th>
                      <th scope="col">Last seen</th>
                      <th scope="col" />
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
                                  {level}
                                </span>
                              ))}{' '}
                              {group.sample.message}
                            </summary>
                            <dl className="sample">
                              <dt>Latest at</dt>
                              <dd>{formatInstant(group.sample.occurredAt)}</dd>
                              {group.sample.url && (
                                <>
                                  <dt>Page</dt>
                                  <dd>{group.sample.url}</dd>
                                </>
                              )}
                              <dt>Source</dt>
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
                            Entries
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
        <Block loaded={entries} empty={(e) => !!e && e.items.length === 0 && 'No entries match these filters.'}>
          {(e) =>
            e && (
              <>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Level</th>
                      <th scope="col">Message</th>
                      <th scope="col">Source</th>
                    </tr>
                  </thead>
                  <tbody>
                    {e.items.map((entry) => (
                      <tr key={entry.id}>
                        <td>{formatInstant(entry.occurredAt)}</td>
                        <td>
                          <span className={`badge level-${entry.level}`}>{entry.level}</span>
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
    <form className="filters" onSubmit={submit} aria-label="Filters">
      <fieldset>
        <legend>Level</legend>
        {LEVELS.map((level) => (
          <label key={level} className="check">
            <input
              type="checkbox"
              checked={levels.includes(level)}
              onChange={(e) => setLevels(e.target.checked ? [...levels, level] : levels.filter((l) => l !== level))}
            />
            {level}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>Source</span>
        <input value={source} onChange={(e) => setSource(e.target.value)} placeholder="admin-ui" />
      </label>
      <label className="field">
        <span>Message contains</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label className="field">
        <span>From</span>
        <input type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
      </label>
      <label className="field">
        <span>To</span>
        <input type="datetime-local" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <div className="actions">
        <button type="submit" className="primary">
          Apply
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
          Clear
        </button>
      </div>
    </form>
  );
}

function DayBars({ days }: { days: { day: string; total: number; error: number }[] }) {
  if (days.length === 0) return null;
  const max = Math.max(...days.map((d) => d.total));
  return (
    <ol className="daybars" aria-label="Entries per day (UTC)">
      {days.map((d) => (
        <li key={d.day} title={`${d.day}: ${d.total} entries, ${d.error} errors`}>
          <span className="bar" style={{ height: `${(d.total / max) * 100}%` }}>
            <span className="errors" style={{ height: `${d.total ? (d.error / d.total) * 100 : 0}%` }} />
          </span>
          <small>{d.day.slice(5)}</small>
          <span className="visually-hidden">
            {d.total} entries, {d.error} errors
          </span>
        </li>
      ))}
    </ol>
  );
}
