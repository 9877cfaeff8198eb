import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AdminMessageId } from '../i18n/messages';
import { useT } from '../i18n/translate';
import { api, problemText, unwrap } from '../api/client';
import { ExportButton } from '../ui/ExportButton';
import type { paths } from '../api/schema';
import { ClientPicker } from '../ui/ClientPicker';
import { Field } from '../ui/fields';
import { formatDate, formatInstant, formatMoney, formatNumber, parseMoney } from '../ui/format';
import { useFormState, useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block, PagedBlock } from '../ui/states';
import { DateRange, FilterForm, useListQuery, ListHead } from '../ui/lists';
import { useLoad } from '../ui/useLoad';
import { InvoiceActions, InvoiceNumber } from './InvoiceActions';
import { RevenueChart } from './RevenueChart';

type Entry = paths['/api/revenue-tracking']['get']['responses'][200]['content']['application/json']['items'][number];

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** Revenue: totals, the filtered list, what is still unpaid (oldest first), the year by month, new entries. */
export function RevenuePage() {
  const t = useT();
  const { text, page, update, toPage, key } = useListQuery();
  const status = text('status') ?? '';
  const isPaid = status === 'paid' ? true : status === 'pending' ? false : undefined;
  const clientId = Number(text('clientId')) || undefined;
  const from = text('from');
  const to = text('to');
  const currentYear = new Date().getFullYear();
  const year = Number(text('year')) || currentYear;
  const filter = { clientId, isPaid, from, to };

  const list = useLoad(async () => unwrap(await api.GET('/api/revenue-tracking', { params: { query: { ...filter, page, pageSize: 20 } } })), [clientId, isPaid, from, to, page]);
  const pending = useLoad(async () => unwrap(await api.GET('/api/revenue-tracking/pending', { params: { query: { clientId, page: 1, pageSize: 10 } } })), [clientId]);
  const totals = useLoad(async () => unwrap(await api.GET('/api/revenue-tracking/total', { params: { query: { from, to } } })), [from, to]);
  const monthly = useLoad(async () => unwrap(await api.GET('/api/revenue-tracking/monthly', { params: { query: { year } } })), [year]);
  const [notice, setNotice] = useState('');

  function reloadAll() {
    list.reload();
    pending.reload();
    totals.reload();
    monthly.reload();
  }

  async function markPaid(entry: Entry) {
    const result = await api.PUT('/api/revenue-tracking/{id}/paid', { params: { path: { id: entry.id } }, body: {} });
    setNotice(result.error ? t('revenue.notMarkedPaid', { reason: problemText(result.error) }) : t('revenue.markedPaidOf', { description: entry.description, client: entry.clientName }));
    reloadAll();
  }

  return (
    <>
      <h1>{t('nav.revenue')}</h1>
      <Block loaded={totals}>
        {(sums) => (
          <section
            className="cards"
            aria-label={from || to ? t('revenue.totalsBetween', { from: from ? formatDate(from) : t('revenue.theStart'), to: to ? formatDate(to) : t('revenue.today') }) : t('revenue.totalsAllTime')}
          >
            <Total id="Invoiced" label="revenue.invoicedTotal" value={formatMoney(sums.total)} />
            <Total id="Paid" label="revenue.paid" value={formatMoney(sums.paid)} />
            <Total id="Pending" label="revenue.pending" value={formatMoney(sums.pending)} tone={sums.pending > 0 ? 'bad' : undefined} />
            <Total id="Entries" label="revenue.entries" value={formatNumber(sums.count)} />
          </section>
        )}
      </Block>

      <FilterForm
        key={key}
        onApply={(values) => update({ status: values.status, clientId: values.clientId, from: values.from, to: values.to })}
        actions={<ExportButton path="/api/revenue-tracking/export" query={filter} onError={(error) => setNotice(t('clients.exportFailed', { reason: error.message }))} />}
      >
        <label className="field">
          <span>{t('revenue.paid')}</span>
          <select name="status" defaultValue={status}>
            <option value="">{t('enum.deadlineState.all')}</option>
            <option value="pending">{t('revenue.pending')}</option>
            <option value="paid">{t('revenue.paid')}</option>
          </select>
        </label>
        <ClientPicker label={t('deadlines.client')} name="clientId" defaultValue={clientId} placeholder={t('deadlines.allClients')} />
        <DateRange kind="date" from={from} to={to} fromLabel={t('revenue.invoicedFrom')} toLabel={t('revenue.invoicedTo')} />
      </FilterForm>
      <p role="status" className="hint">
        {notice}
      </p>

      <section aria-labelledby="entries-title">
        <h2 id="entries-title">{t('revenue.entries')}</h2>
        <PagedBlock loaded={list} empty={(r) => r.items.length === 0 && t('revenue.noMatch')} onPage={toPage}>
          {(r) => (
            <>
              <EntryTable entries={r.items} onMarkPaid={markPaid} notify={setNotice} onIssued={list.reload} testId="revenue-list" />
            </>
          )}
        </PagedBlock>
      </section>

      <section aria-labelledby="pending-title">
        <h2 id="pending-title">{t('revenue.pendingTitle')}</h2>
        <Block loaded={pending} empty={(r) => r.items.length === 0 && t('revenue.nothingPending')}>
          {(r) => (
            <>
              <EntryTable entries={r.items} onMarkPaid={markPaid} notify={setNotice} onIssued={pending.reload} testId="revenue-pending" />
              {r.totalCount > r.items.length && <p className="hint">{t('revenue.morePending', { count: r.totalCount - r.items.length })}</p>}
            </>
          )}
        </Block>
      </section>

      <section aria-labelledby="monthly-title">
        <div className="heading">
          <h2 id="monthly-title">{t('revenue.monthlyTitle')}</h2>
          <label className="check">
            {t('revenue.year')}{' '}
            <select value={year} onChange={(e) => update({ year: e.target.value === String(currentYear) ? undefined : e.target.value, page: String(page) })}>
              {Array.from({ length: 8 }, (_, i) => currentYear + 1 - i).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Block loaded={monthly}>{(m) => <RevenueChart year={m.year} months={m.months} />}</Block>
      </section>

      <AddRevenue onAdded={reloadAll} />
    </>
  );
}

function Total({ id, label, value, tone }: { id: string; label: AdminMessageId; value: string; tone?: 'bad' }) {
  const t = useT();
  return (
    <div className={`card ${tone ?? ''}`}>
      <span className="label">{t(label)}</span>
      <span className="value amount" data-testid={`total-${id}`}>
        {value}
      </span>
    </div>
  );
}

function EntryTable({
  entries,
  onMarkPaid,
  notify,
  onIssued,
  testId,
}: {
  entries: Entry[];
  onMarkPaid: (entry: Entry) => Promise<void>;
  notify: (message: string) => void;
  onIssued: () => void;
  testId: string;
}) {
  const t = useT();
  return (
    <table data-testid={testId}>
      <ListHead actions columns={[t('invoices.number'), t('revenue.invoiced'), t('deadlines.client'), t('revenue.description'), t('revenue.amount'), t('file.due'), t('file.status')]} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <InvoiceNumber entry={entry} />
            </td>
            <td>{formatDate(entry.invoiceDate)}</td>
            <td>
              <Link to={`/clients/${entry.clientId}`}>{entry.clientName}</Link>
            </td>
            <td>{entry.description}</td>
            <td className="num">{formatMoney(entry.amount)}</td>
            <td>{entry.dueDate ? formatDate(entry.dueDate) : '–'}</td>
            <td>
              {entry.isPaid ? (
                <span className="badge status-paid" title={entry.paidAt ? formatInstant(entry.paidAt) : undefined}>
                  {t('revenue.paidBadge')}
                  {entry.paymentMethod ? ` · ${entry.paymentMethod}` : ''}
                </span>
              ) : (
                <button type="button" onClick={() => void onMarkPaid(entry)} aria-label={t('revenue.markPaidLabel', { description: `${entry.description}, ${entry.clientName}`, amount: formatMoney(entry.amount) })}>
                  {t('revenue.markPaid')}
                </button>
              )}
            </td>
            <td className="row-actions">
              <InvoiceActions entry={entry} notify={notify} onIssued={onIssued} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddRevenue({ onAdded }: { onAdded: () => void }) {
  const t = useT();
  const { form, setForm, bind } = useFormState({ clientId: '', description: '', amount: '', invoiceDate: localToday(), dueDate: '' });
  const save = useSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    void save
      .run(async () => {
        unwrap(
          await api.POST('/api/revenue-tracking', {
            body: {
              clientId: Number(form.clientId),
              description: form.description,
              // The server checks the amount (positive, two decimals) and says so on the field.
              amount: parseMoney(form.amount) as number,
              invoiceDate: form.invoiceDate,
              dueDate: form.dueDate || null,
            },
          }),
        );
      }, t('revenue.added'))
      .then((ok) => {
        if (!ok) return;
        setForm((current) => ({ ...current, description: '', amount: '', dueDate: '' }));
        onAdded();
      });
  }

  return (
    <section aria-labelledby="add-title">
      <h2 id="add-title">{t('revenue.add')}</h2>
      <form className="panel grid" onSubmit={submit} aria-labelledby="add-title" noValidate>
        <ClientPicker label={t('deadlines.client')} placeholder={t('revenue.clientPlaceholder')} required error={save.fieldError('clientId')} onChange={(clientId) => setForm((current) => ({ ...current, clientId }))} />
        <Field label={t('revenue.description')} error={save.fieldError('description')}>
          <input required {...bind('description')} />
        </Field>
        <Field label={t('revenue.amount')} error={save.fieldError('amount')}>
          <input required inputMode="decimal" {...bind('amount')} />
        </Field>
        <Field label={t('revenue.invoiceDate')} error={save.fieldError('invoiceDate')}>
          <input type="date" required {...bind('invoiceDate')} />
        </Field>
        <Field label={t('file.dueDate')} error={save.fieldError('dueDate')}>
          <input type="date" {...bind('dueDate')} />
        </Field>
        <div className="actions">
          <button type="submit" className="primary" disabled={save.busy}>
            {save.busy ? t('revenue.adding') : t('revenue.add')}
          </button>
          <SaveStatus save={save} />
        </div>
      </form>
    </section>
  );
}
