import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DEADLINE_STATES } from '../api/enums';
import { enumLabel } from '../i18n/labels';
import { useT } from '../i18n/translate';
import { useCodeLabel } from '../ui/useCodeLabel';
import { codeChoices } from '../ui/choices';
import { api, unwrap } from '../api/client';
import { ExportButton } from '../ui/ExportButton';
import { ClientPicker } from '../ui/ClientPicker';
import { formatDate } from '../ui/format';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';
import { DeadlineCalendar, monthBounds } from './DeadlineCalendar';
import { ActButton, clientLink, deadlineStatus, finish, thisMonth, type Deadline, type DeadlineQuery } from './deadline-parts';

type State = DeadlineQuery['state'];

/** The firm's deadlines: filings and schedules, overdue first, as a list or a month calendar. */
export function DeadlinesPage() {
  const t = useT();
  const intl = useIntl();
  const taxLabel = useCodeLabel('tax_type');
  const taxTypes = useLoad(codeChoices('tax_type'), []);
  const { params, update } = useQueryParams();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'list';
  const state: State = DEADLINE_STATES.find((value) => value === params.get('state')) ?? 'open';
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
      const done = await finish(deadline, taxLabel);
      if (done === null) return;
      setNotice(done);
    } catch (error) {
      setNotice(t('deadlines.notDone', { reason: (error as Error).message }));
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
        <h1>{t('nav.deadlines')}</h1>
        <div className="row" role="group" aria-label={t('deadlines.view')}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => update({ view: undefined })}>
            {t('deadlines.list')}
          </button>
          <button type="button" aria-pressed={view === 'calendar'} onClick={() => update({ view: 'calendar' })}>
            {t('deadlines.calendar')}
          </button>
        </div>
      </div>
      <form className="filters" aria-label={t('audit.filters')} onSubmit={applyFilters} key={params.toString()}>
        <label className="field">
          <span>{t('file.status')}</span>
          <select name="state" defaultValue={state}>
            {DEADLINE_STATES.map((value) => (
              <option key={value} value={value}>
                {value === 'overdue' ? t('deadlines.overdueOnly') : enumLabel(intl, 'DEADLINE_STATES', value)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('activities.type')}</span>
          <select name="kind" defaultValue={kind ?? ''}>
            <option value="">{t('deadlines.bothKinds')}</option>
            <option value="filing">{t('tab.filings')}</option>
            <option value="schedule">{t('tab.schedules')}</option>
          </select>
        </label>
        <ClientPicker label={t('deadlines.client')} name="clientId" defaultValue={clientId} placeholder={t('deadlines.allClients')} />
        <label className="field">
          <span>{t('file.taxType')}</span>
          <select name="taxType" defaultValue={taxType ?? ''} key={taxTypes.data ? 'loaded' : 'loading'}>
            <option value="">{t('deadlines.allTaxTypes')}</option>
            {taxType && !taxTypes.data?.some((choice) => choice.value === taxType) && <option value={taxType}>{taxType}</option>}
            {taxTypes.data?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <div className="actions">
          <button type="submit">{t('audit.apply')}</button>
          <ExportButton path="/api/deadlines/export" query={exportQuery} onError={(error) => setNotice(t('clients.exportFailed', { reason: error.message }))} />
        </div>
      </form>
      <p role="status" className="hint">
        {notice}
      </p>
      {view === 'calendar' ? (
        <DeadlineCalendar month={month} filter={filter} onMonth={(m) => update({ month: m === thisMonth() ? undefined : m })} onAct={act} taxLabel={taxLabel} />
      ) : (
        <Block loaded={list} empty={(r) => r?.items.length === 0 && t(state === 'open' ? 'deadlines.nothingDue' : 'deadlines.noMatch')}>
          {(r) =>
            r && (
              <>
                <DeadlineTable items={r.items} onAct={(d) => void act(d, list.reload)} taxLabel={taxLabel} />
                <Pager page={r.page} totalPages={r.totalPages} onPage={(p) => update({ page: String(p) })} />
              </>
            )
          }
        </Block>
      )}
    </>
  );
}

function DeadlineTable({ items, onAct, taxLabel }: { items: Deadline[]; onAct: (d: Deadline) => void; taxLabel: (value: string) => string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <table data-testid="deadline-list">
      <thead>
        <tr>
          <th scope="col">{t('file.due')}</th>
          <th scope="col">{t('deadlines.client')}</th>
          <th scope="col">{t('deadlines.what')}</th>
          <th scope="col">{t('file.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('section.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((d) => (
          <tr key={`${d.kind}-${d.id}`} className={d.overdue ? 'overdue' : undefined}>
            <td>
              {formatDate(d.dueDate)}
              {d.overdue && <span className="badge bad"> {t('deadlines.overdue')}</span>}
            </td>
            <td>
              <Link to={clientLink(d)}>{d.clientName}</Link>
            </td>
            <td>
              {enumLabel(intl, 'DEADLINE_KINDS', d.kind)}: {taxLabel(d.taxType)}
              {d.taxYear ? ` ${d.taxYear}` : ''}
              {d.period ? ` · ${d.period}` : ''}
              {d.recurrence ? ` · ${enumLabel(intl, 'RECURRENCES', d.recurrence)}` : ''}
            </td>
            <td>
              <span className={`badge status-${d.status}`}>{deadlineStatus(intl, d)}</span>
            </td>
            <td>
              <ActButton deadline={d} onAct={onAct} taxLabel={taxLabel} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
