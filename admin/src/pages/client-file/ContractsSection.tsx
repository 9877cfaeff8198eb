import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatDate, formatMoney } from '../../ui/format';
import { codeChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { RecordSection, type Column } from './RecordSection';

type Contract = paths['/api/contract/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/contract']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/contract/{id}']['put']['requestBody']['content']['application/json'];

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true },
  { name: 'contractNumber', label: 'Contract number', kind: 'text' },
  { name: 'serviceType', label: 'Service', kind: 'choice', choices: codeChoices('service_type') },
  { name: 'feeType', label: 'Fee type', kind: 'select', options: ['fixed', 'hourly', 'retainer'], required: true },
  { name: 'feeAmount', label: 'Fee', kind: 'money' },
  { name: 'startDate', label: 'Start', kind: 'date', required: true },
  { name: 'endDate', label: 'End', kind: 'date' },
  { name: 'status', label: 'Status', kind: 'select', options: ['draft', 'active', 'completed', 'terminated'], required: true },
  { name: 'signedAt', label: 'Signed at', kind: 'datetime' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

const BLANK = { feeType: 'fixed', status: 'draft' };

const COLUMNS: ReadonlyArray<Column<Contract>> = [
  { header: 'Title', cell: (c) => `${c.title}${c.contractNumber ? ` (${c.contractNumber})` : ''}` },
  { header: 'Period', cell: (c) => `${formatDate(c.startDate)} – ${c.endDate ? formatDate(c.endDate) : 'open'}` },
  { header: 'Fee', cell: (c) => `${c.feeType}${c.feeAmount === null ? '' : ` · ${formatMoney(c.feeAmount)}`}` },
  { header: 'Status', cell: (c) => <span className={`badge status-${c.status}`}>{c.status}</span> },
];

export function ContractsSection({ clientId }: { clientId: number }) {
  return (
    <RecordSection<Contract>
      title="Contracts"
      noun="contract"
      empty="No contracts yet."
      load={async (page) => unwrap(await api.GET('/api/contract/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={COLUMNS}
      label={(c) => c.title}
      fields={FIELDS}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/contract', { body: { ...body, clientId } as CreateBody }))}
      update={async (contract, body) => unwrap(await api.PUT('/api/contract/{id}', { params: { path: { id: contract.id } }, body: body as UpdateBody }))}
      remove={async (contract) => unwrap(await api.DELETE('/api/contract/{id}', { params: { path: { id: contract.id } } }))}
    />
  );
}
