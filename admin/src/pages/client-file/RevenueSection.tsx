import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatDate, formatInstant, formatMoney } from '../../ui/format';
import { useMemo } from 'react';
import { contractChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { RecordSection, type Column } from './RecordSection';

type Entry = paths['/api/revenue-tracking/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/revenue-tracking']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/revenue-tracking/{id}']['put']['requestBody']['content']['application/json'];

/** The form's fields: the contract list is the client's, so they are made per client. */
const fieldsOf = (clientId: number): readonly FieldSpec[] => [
  { name: 'description', label: 'Description', kind: 'text', required: true },
  { name: 'amount', label: 'Amount', kind: 'money', required: true },
  { name: 'invoiceDate', label: 'Invoice date', kind: 'date', required: true },
  { name: 'dueDate', label: 'Due date', kind: 'date' },
  { name: 'contractId', label: 'Contract', kind: 'choice', choices: contractChoices(clientId), numeric: true },
];

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const BLANK = { invoiceDate: localToday() };

const COLUMNS: ReadonlyArray<Column<Entry>> = [
  { header: 'Invoiced', cell: (e) => formatDate(e.invoiceDate) },
  { header: 'Description', cell: (e) => e.description },
  { header: 'Amount', cell: (e) => formatMoney(e.amount) },
  { header: 'Due', cell: (e) => (e.dueDate ? formatDate(e.dueDate) : '–') },
  {
    header: 'Status',
    cell: (e) =>
      e.isPaid ? (
        <span className="badge status-paid" title={e.paidAt ? formatInstant(e.paidAt) : undefined}>
          paid
        </span>
      ) : (
        <span className="badge status-pending">pending</span>
      ),
  },
];

/** Revenue entries: added, corrected, deleted, marked paid and, when that was a mistake, unpaid again. */
export function RevenueSection({ clientId }: { clientId: number }) {
  const fields = useMemo(() => fieldsOf(clientId), [clientId]);
  return (
    <RecordSection<Entry>
      title="Revenue"
      noun="revenue entry"
      empty="No revenue recorded yet."
      load={async (page) => unwrap(await api.GET('/api/revenue-tracking/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={COLUMNS}
      label={(e) => `${e.description} ${formatMoney(e.amount)}`}
      fields={fields}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/revenue-tracking', { body: { ...body, clientId } as CreateBody }))}
      update={async (entry, body) => unwrap(await api.PUT('/api/revenue-tracking/{id}', { params: { path: { id: entry.id } }, body: body as UpdateBody }))}
      remove={async (entry) => unwrap(await api.DELETE('/api/revenue-tracking/{id}', { params: { path: { id: entry.id } } }))}
      actions={(entry, tools) =>
        !entry.isPaid ? (
          <button
            type="button"
            aria-label={`Mark paid: ${entry.description}, ${formatMoney(entry.amount)}`}
            onClick={() =>
              void api
                .PUT('/api/revenue-tracking/{id}/paid', { params: { path: { id: entry.id } }, body: {} })
                .then(unwrap)
                .then(() => tools.notify(`${entry.description} marked paid.`))
                .catch((error: Error) => tools.notify(`Not marked paid: ${error.message}`))
                .finally(tools.reload)
            }
          >
            Mark paid
          </button>
        ) : (
          <button
            type="button"
            aria-label={`Mark unpaid: ${entry.description}, ${formatMoney(entry.amount)}`}
            onClick={() => {
              if (!window.confirm(`Mark ${entry.description} (${formatMoney(entry.amount)}) unpaid? Its payment date and method are cleared.`)) return;
              void api
                .DELETE('/api/revenue-tracking/{id}/paid', { params: { path: { id: entry.id } } })
                .then(unwrap)
                .then(() => tools.notify(`${entry.description} marked unpaid.`))
                .catch((error: Error) => tools.notify(`Not marked unpaid: ${error.message}`))
                .finally(tools.reload);
            }}
          >
            Mark unpaid
          </button>
        )
      }
    />
  );
}
