import { useMemo } from 'react';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { useT, type Translate } from '../../i18n/translate';
import { formatDate, formatInstant, formatMoney } from '../../ui/format';
import { contractChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { InvoiceActions, InvoiceNumber } from '../InvoiceActions';
import { RecordSection, type Column, type RowTools } from './RecordSection';

type Entry = paths['/api/revenue-tracking/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/revenue-tracking']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/revenue-tracking/{id}']['put']['requestBody']['content']['application/json'];

/** The form's fields: the contract list is the client's, so they are made per client. */
const fieldsOf = (t: Translate, clientId: number): readonly FieldSpec[] => [
  { name: 'description', label: t('revenue.description'), kind: 'text', required: true },
  { name: 'amount', label: t('revenue.amount'), kind: 'money', required: true },
  { name: 'invoiceDate', label: t('revenue.invoiceDate'), kind: 'date', required: true },
  { name: 'dueDate', label: t('file.dueDate'), kind: 'date' },
  { name: 'contractId', label: t('activities.contract'), kind: 'choice', choices: contractChoices(clientId), numeric: true },
];

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const BLANK = { invoiceDate: localToday() };

const columnsOf = (t: Translate): ReadonlyArray<Column<Entry>> => [
  { header: t('invoices.number'), cell: (e) => <InvoiceNumber entry={e} /> },
  { header: t('revenue.invoiced'), cell: (e) => formatDate(e.invoiceDate) },
  { header: t('revenue.description'), cell: (e) => e.description },
  { header: t('revenue.amount'), cell: (e) => formatMoney(e.amount) },
  { header: t('file.due'), cell: (e) => (e.dueDate ? formatDate(e.dueDate) : '–') },
  {
    header: t('file.status'),
    cell: (e) =>
      e.isPaid ? (
        <span className="badge status-paid" title={e.paidAt ? formatInstant(e.paidAt) : undefined}>
          {t('revenue.paidBadge')}
        </span>
      ) : (
        <span className="badge status-pending">{t('revenue.pendingBadge')}</span>
      ),
  },
];

/** Revenue entries: added, corrected, deleted, their invoices opened and issued, marked paid and, when that was a mistake, unpaid again. */
export function RevenueSection({ clientId }: { clientId: number }) {
  const t = useT();
  const fields = useMemo(() => fieldsOf(t, clientId), [t, clientId]);
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <RecordSection<Entry>
      title={t('revenue.sectionTitle')}
      noun={t('revenue.noun')}
      testId="revenue entry"
      empty={t('revenue.empty')}
      load={async (page) => unwrap(await api.GET('/api/revenue-tracking/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={columns}
      label={(e) => `${e.description} ${formatMoney(e.amount)}`}
      fields={fields}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/revenue-tracking', { body: { ...body, clientId } as CreateBody }))}
      update={async (entry, body) => unwrap(await api.PUT('/api/revenue-tracking/{id}', { params: { path: { id: entry.id } }, body: body as UpdateBody }))}
      remove={async (entry) => unwrap(await api.DELETE('/api/revenue-tracking/{id}', { params: { path: { id: entry.id } } }))}
      actions={(entry, tools) => (
        <>
          <InvoiceActions entry={entry} notify={tools.notify} onIssued={tools.reload} />
          <PaymentButton entry={entry} tools={tools} />
        </>
      )}
    />
  );
}

/** Marks the entry paid, or, when that was a mistake, unpaid again after a question. */
function PaymentButton({ entry, tools }: { entry: Entry; tools: RowTools }) {
  const t = useT();
  return !entry.isPaid ? (
    <button
      type="button"
      aria-label={t('revenue.markPaidLabel', { description: entry.description, amount: formatMoney(entry.amount) })}
      onClick={() =>
        void api
          .PUT('/api/revenue-tracking/{id}/paid', { params: { path: { id: entry.id } }, body: {} })
          .then(unwrap)
          .then(() => tools.notify(t('revenue.markedPaid', { description: entry.description })))
          .catch((error: Error) => tools.notify(t('revenue.notMarkedPaid', { reason: error.message })))
          .finally(tools.reload)
      }
    >
      {t('revenue.markPaid')}
    </button>
  ) : (
    <button
      type="button"
      aria-label={t('revenue.markUnpaidLabel', { description: entry.description, amount: formatMoney(entry.amount) })}
      onClick={() => {
        if (!window.confirm(t('revenue.markUnpaidQuestion', { description: entry.description, amount: formatMoney(entry.amount) }))) return;
        void api
          .DELETE('/api/revenue-tracking/{id}/paid', { params: { path: { id: entry.id } } })
          .then(unwrap)
          .then(() => tools.notify(t('revenue.markedUnpaid', { description: entry.description })))
          .catch((error: Error) => tools.notify(t('revenue.notMarkedUnpaid', { reason: error.message })))
          .finally(tools.reload);
      }}
    >
      {t('revenue.markUnpaid')}
    </button>
  );
}
