import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, problemText, unwrap } from '../api/client';
import { ExportButton } from '../ui/ExportButton';
import type { paths } from '../api/schema';
import { ClientPicker } from '../ui/ClientPicker';
import { Field } from '../ui/fields';
import { formatDate, formatInstant, formatMoney } from '../ui/format';
import { useFormState, useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';
import { RevenueChart } from './RevenueChart';

type Entry = paths['/api/revenue-tracking']['get']['responses'][200]['content']['application/json']['items'][number];

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** Revenue: totals, the filtered list, what is still unpaid (oldest first), the year by month, new entries. */
export function RevenuePage() {
  const { params, update } = useQueryParams();
  const status = params.get('status') ?? '';
  const isPaid = status === 'paid' ? true : status === 'pending' ? false : undefined;
  const clientId = Number(params.get('clientId')) || undefined;
  const from = params.get('from') || undefined;
  const to = params.get('to') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const currentYear = new Date().getFullYear();
  const year = Number(params.get('year')) || currentYear;
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
    setNotice(result.error ? `Not marked paid: ${problemText(result.error)}` : `${entry.description} (${entry.clientName}) marked paid.`);
    reloadAll();
  }

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    update({ status: text('status'), clientId: text('clientId'), from: text('from'), to: text('to') });
  }

  return (
    <>
      <h1>Revenue</h1>
      <Block loaded={totals}>
        {(t) => (
          <section className="cards" aria-label={from || to ? `Totals from ${from ?? 'the start'} to ${to ?? 'today'}` : 'Totals, all time'}>
            <Total label="Invoiced" value={formatMoney(t.total)} />
            <Total label="Paid" value={formatMoney(t.paid)} />
            <Total label="Pending" value={formatMoney(t.pending)} tone={t.pending > 0 ? 'bad' : undefined} />
            <Total label="Entries" value={String(t.count)} />
          </section>
        )}
      </Block>

      <form className="filters" aria-label="Filters" onSubmit={applyFilters} key={params.toString()}>
        <label className="field">
          <span>Paid</span>
          <select name="status" defaultValue={status}>
            <option value="">All</option>
            <option value="pending">Pending</option>
            <option value="paid">Paid</option>
          </select>
        </label>
        <ClientPicker label="Client" name="clientId" defaultValue={clientId} placeholder="All clients" />
        <label className="field">
          <span>Invoiced from</span>
          <input type="date" name="from" defaultValue={from} />
        </label>
        <label className="field">
          <span>Invoiced to</span>
          <input type="date" name="to" defaultValue={to} />
        </label>
        <div className="actions">
          <button type="submit">Apply</button>
          <ExportButton path="/api/revenue-tracking/export" query={filter} onError={(error) => setNotice(`Export failed: ${error.message}`)} />
        </div>
      </form>
      <p role="status" className="hint">
        {notice}
      </p>

      <section aria-labelledby="entries-title">
        <h2 id="entries-title">Entries</h2>
        <Block loaded={list} empty={(r) => r.items.length === 0 && 'No revenue matches these filters.'}>
          {(r) => (
            <>
              <EntryTable entries={r.items} onMarkPaid={markPaid} testId="revenue-list" />
              <Pager page={r.page} totalPages={r.totalPages} onPage={(p) => update({ page: String(p) })} />
            </>
          )}
        </Block>
      </section>

      <section aria-labelledby="pending-title">
        <h2 id="pending-title">Pending, oldest due first</h2>
        <Block loaded={pending} empty={(r) => r.items.length === 0 && 'Nothing is waiting for payment.'}>
          {(r) => (
            <>
              <EntryTable entries={r.items} onMarkPaid={markPaid} testId="revenue-pending" />
              {r.totalCount > r.items.length && <p className="hint">{r.totalCount - r.items.length} more: filter the list by “Pending” to see them all.</p>}
            </>
          )}
        </Block>
      </section>

      <section aria-labelledby="monthly-title">
        <div className="heading">
          <h2 id="monthly-title">Paid and pending per month</h2>
          <label className="check">
            Year{' '}
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

function Total({ label, value, tone }: { label: string; value: string; tone?: 'bad' }) {
  return (
    <div className={`card ${tone ?? ''}`}>
      <span className="label">{label}</span>
      <span className="value" data-testid={`total-${label}`}>
        {value}
      </span>
    </div>
  );
}

function EntryTable({ entries, onMarkPaid, testId }: { entries: Entry[]; onMarkPaid: (entry: Entry) => Promise<void>; testId: string }) {
  return (
    <table data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Invoiced</th>
          <th scope="col">Client</th>
          <th scope="col">Description</th>
          <th scope="col">Amount</th>
          <th scope="col">Due</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
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
                  paid{entry.paymentMethod ? ` · ${entry.paymentMethod}` : ''}
                </span>
              ) : (
                <button type="button" onClick={() => void onMarkPaid(entry)} aria-label={`Mark paid: ${entry.description}, ${entry.clientName}, ${formatMoney(entry.amount)}`}>
                  Mark paid
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddRevenue({ onAdded }: { onAdded: () => void }) {
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
              amount: Number(form.amount),
              invoiceDate: form.invoiceDate,
              dueDate: form.dueDate || null,
            },
          }),
        );
      }, 'Revenue added.')
      .then((ok) => {
        if (!ok) return;
        setForm((current) => ({ ...current, description: '', amount: '', dueDate: '' }));
        onAdded();
      });
  }

  return (
    <section aria-labelledby="add-title">
      <h2 id="add-title">Add revenue</h2>
      <form className="panel grid" onSubmit={submit} aria-labelledby="add-title">
        <ClientPicker label="Client" placeholder="Type a client's name" required error={save.fieldError('clientId')} onChange={(clientId) => setForm((current) => ({ ...current, clientId }))} />
        <Field label="Description" error={save.fieldError('description')}>
          <input required {...bind('description')} />
        </Field>
        <Field label="Amount" error={save.fieldError('amount')}>
          <input required inputMode="decimal" {...bind('amount')} />
        </Field>
        <Field label="Invoice date" error={save.fieldError('invoiceDate')}>
          <input type="date" required {...bind('invoiceDate')} />
        </Field>
        <Field label="Due date" error={save.fieldError('dueDate')}>
          <input type="date" {...bind('dueDate')} />
        </Field>
        <div className="actions">
          <button type="submit" className="primary" disabled={save.busy}>
            {save.busy ? 'Adding…' : 'Add revenue'}
          </button>
          <SaveStatus save={save} />
        </div>
      </form>
    </section>
  );
}
