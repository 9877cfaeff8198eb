import { useState } from 'react';
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
import { FilterForm, useListQuery, ListHead } from '../ui/lists';
import { DeadlineCalendar, monthBounds } from './DeadlineCalendar';
import { ActButton, clientLink, deadlineStatus, finish, thisMonth, type Deadline, type DeadlineQuery } from './deadline-parts';

type State = DeadlineQuery['state'];

/** The firm's deadlines: filings and schedules, overdue first, as a list or a month calendar. */
export function DeadlinesPage() {
  const t = useT();
  const intl = useIntl();
  const taxLabel = useCodeLabel('tax_type');
  const taxTypes = useLoad(codeChoices('tax_type'), []);
  const { text, page, update, toPage, key } = useListQuery();
  const view = text('view') === 'calendar' ? 'calendar' : 'list';
  const state: State = DEADLINE_STATES.find((value) => value === text('state')) ?? 'open';
  const kind = (['filing', 'schedule'] as const).find((value) => value === text('kind'));
  const clientId = Number(text('clientId')) || undefined;
  const taxType = text('taxType');
  const month = /^\d{4}-\d{2}$/.test(text('month') ?? '') ? text('month')! : thisMonth();
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
      <FilterForm
        key={key}
        onApply={(values) => update({ state: values.state === 'open' ? undefined : values.state, kind: values.kind, clientId: values.clientId, taxType: values.taxType })}
        actions={<ExportButton path="/api/deadlines/export" query={exportQuery} onError={(error) => setNotice(t('clients.exportFailed', { reason: error.message }))} />}
      >
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
      </FilterForm>
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
                <Pager page={r.page} totalPages={r.totalPages} onPage={toPage} />
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
      <ListHead columns={[t('file.due'), t('deadlines.client'), t('deadlines.what'), t('file.status')]} actions />
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
