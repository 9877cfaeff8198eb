import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { ExportButton } from '../ui/ExportButton';
import { ClientPicker } from '../ui/ClientPicker';
import { formatDate } from '../ui/format';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';
import { DeadlineCalendar, monthBounds } from './DeadlineCalendar';
import { ActButton, clientLink, finish, thisMonth, type Deadline, type DeadlineQuery } from './deadline-parts';

type State = DeadlineQuery['state'];

const STATES: ReadonlyArray<[State, string]> = [
  ['open', 'Open'],
  ['overdue', 'Overdue only'],
  ['done', 'Done'],
  ['all', 'All'],
];

/** The firm's deadlines: filings and schedules, overdue first, as a list or a month calendar. */
export function DeadlinesPage() {
  const { params, update } = useQueryParams();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const state: State = STATES.find(([value]) => value === params.get('state'))?.[0] ?? 'open';
  const kind = (['filing', 'schedule'] as const).find((value) => value === params.get('kind'));
  const clientId = Number(params.get('clientId')) || undefined;
  const taxType = params.get('taxType') || undefined;
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : thisMonth();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filter: DeadlineQuery = { state, kind, clientId, taxType };
  const [notice, setNotice] = useState('');

  const list = useLoad(
    async () => (view === 'list' ? unwrap(await api.GET('/api/deadlines', { params: { query: { ...filter, page, pageSize: 20 } } })) : undefined),
    [view, state, kind, clientId, taxType, page],
  );

  async function act(deadline: Deadline, reload: () => void) {
    try {
      const done = await finish(deadline);
      if (done === null) return;
      setNotice(done);
    } catch (error) {
      setNotice(`Not done: ${(error as Error).message}`);
    }
    reload();
  }

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    update({ state: text('state') === 'open' ? undefined : text('state'), kind: text('kind'), clientId: text('clientId'), taxType: text('taxType') });
  }

  const exportQuery = view === 'calendar' ? { ...filter, ...monthBounds(month) } : filter;
  return (
    <>
      <div className="heading">
        <h1>Deadlines</h1>
        <div className="row" role="group" aria-label="View">
          <button type="button" aria-pressed={view === 'list'} onClick={() => update({ view: undefined })}>
            List
          </button>
          <button type="button" aria-pressed={view === 'calendar'} onClick={() => update({ view: 'calendar' })}>
            Calendar
          </button>
        </div>
      </div>
      <form className="filters" aria-label="Filters" onSubmit={applyFilters} key={params.toString()}>
        <label className="field">
          <span>Status</span>
          <select name="state" defaultValue={state}>
            {STATES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Type</span>
          <select name="kind" defaultValue={kind ?? ''}>
            <option value="">Filings and schedules</option>
            <option value="filing">Filings</option>
            <option value="schedule">Schedules</option>
          </select>
        </label>
        <ClientPicker label="Client" name="clientId" defaultValue={clientId} placeholder="All clients" />
        <label className="field">
          <span>Tax type</span>
          <input name="taxType" defaultValue={taxType} placeholder="e.g. VAT" />
        </label>
        <div className="actions">
          <button type="submit">Apply</button>
          <ExportButton path="/api/deadlines/export" query={exportQuery} onError={(error) => setNotice(`Export failed: ${error.message}`)} />
        </div>
      </form>
      <p role="status" className="hint">
        {notice}
      </p>
      {view === 'calendar' ? (
        <DeadlineCalendar month={month} filter={filter} onMonth={(m) => update({ month: m === thisMonth() ? undefined : m })} onAct={act} />
      ) : (
        <Block loaded={list} empty={(r) => r?.items.length === 0 && (state === 'open' ? 'Nothing is due: no open filings or schedules.' : 'No deadline matches these filters.')}>
          {(r) =>
            r && (
              <>
                <DeadlineTable items={r.items} onAct={(d) => void act(d, list.reload)} />
                <Pager page={r.page} totalPages={r.totalPages} onPage={(p) => update({ page: String(p) })} />
              </>
            )
          }
        </Block>
      )}
    </>
  );
}

function DeadlineTable({ items, onAct }: { items: Deadline[]; onAct: (d: Deadline) => void }) {
  return (
    <table data-testid="deadline-list">
      <thead>
        <tr>
          <th scope="col">Due</th>
          <th scope="col">Client</th>
          <th scope="col">What</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((d) => (
          <tr key={`${d.kind}-${d.id}`} className={d.overdue ? 'overdue' : undefined}>
            <td>
              {formatDate(d.dueDate)}
              {d.overdue && <span className="badge bad"> overdue</span>}
            </td>
            <td>
              <Link to={clientLink(d)}>{d.clientName}</Link>
            </td>
            <td>
              {d.kind === 'filing' ? 'Filing' : 'Schedule'}: {d.taxType}
              {d.taxYear ? ` ${d.taxYear}` : ''}
              {d.period ? ` · ${d.period}` : ''}
              {d.recurrence ? ` · repeats ${d.recurrence}` : ''}
            </td>
            <td>
              <span className={`badge status-${d.status}`}>{d.status.replace('_', ' ')}</span>
            </td>
            <td>
              <ActButton deadline={d} onAct={onAct} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
