import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import { ExportButton } from '../../ui/ExportButton';
import type { paths } from '../../api/schema';
import { formatDate, formatInstant, formatMoney } from '../../ui/format';
import { codeChoices, peopleChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { RecordSection, type Column } from './RecordSection';

type Filing = paths['/api/taxfiling/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/taxfiling']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/taxfiling/{id}']['put']['requestBody']['content']['application/json'];

export const FILING_STATUSES = ['draft', 'in_progress', 'filed', 'accepted', 'rejected', 'amended'] as const;

const FIELDS: readonly FieldSpec[] = [
  { name: 'taxType', label: 'Tax type', kind: 'choice', choices: codeChoices('tax_type'), required: true },
  { name: 'taxYear', label: 'Tax year', kind: 'integer', required: true },
  { name: 'period', label: 'Period', kind: 'text', hint: 'e.g. 2026-H2' },
  { name: 'status', label: 'Status', kind: 'select', options: FILING_STATUSES, required: true },
  { name: 'dueDate', label: 'Due date', kind: 'date' },
  { name: 'filedAt', label: 'Filed at', kind: 'datetime', hint: 'Required from “filed” on' },
  { name: 'amountDue', label: 'Amount due', kind: 'money' },
  { name: 'refundAmount', label: 'Refund', kind: 'money' },
  { name: 'assigneeUserId', label: 'Assignee', kind: 'choice', choices: peopleChoices, numeric: true, hint: 'Their morning digest lists it first' },
  { name: 'memo', label: 'Memo', kind: 'textarea' },
];

const BLANK = { taxYear: new Date().getFullYear(), status: 'draft' };

const COLUMNS: ReadonlyArray<Column<Filing>> = [
  { header: 'Tax', cell: (f) => `${f.taxType} ${f.taxYear}${f.period ? ` · ${f.period}` : ''}` },
  { header: 'Due', cell: (f) => (f.dueDate ? formatDate(f.dueDate) : '–') },
  { header: 'Status', cell: (f) => <span className={`badge status-${f.status}`}>{f.status.replace('_', ' ')}</span> },
  { header: 'Filed', cell: (f) => (f.filedAt ? formatInstant(f.filedAt) : '–') },
  { header: 'Amount due', cell: (f) => (f.amountDue === null ? '–' : formatMoney(f.amountDue)) },
];

const label = (f: Filing) => `${f.taxType} ${f.taxYear}${f.period ? ` ${f.period}` : ''}`;

/** Marks a filing filed now, keeping every other field (PUT replaces the whole filing). */
export async function markFiled(id: number): Promise<Filing> {
  const current = unwrap(await api.GET('/api/taxfiling/{id}', { params: { path: { id } } }));
  return unwrap(await api.PUT('/api/taxfiling/{id}', { params: { path: { id } }, body: { ...current, status: 'filed', filedAt: new Date().toISOString() } }));
}

export function FilingsSection({ clientId }: { clientId: number }) {
  const [exportError, setExportError] = useState('');
  return (
    <RecordSection<Filing>
      title="Filings"
      noun="filing"
      empty="No filings yet."
      load={async (page) => unwrap(await api.GET('/api/taxfiling/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={COLUMNS}
      label={label}
      fields={FIELDS}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/taxfiling', { body: { ...body, clientId } as CreateBody }))}
      update={async (filing, body) => unwrap(await api.PUT('/api/taxfiling/{id}', { params: { path: { id: filing.id } }, body: body as UpdateBody }))}
      remove={async (filing) => unwrap(await api.DELETE('/api/taxfiling/{id}', { params: { path: { id: filing.id } } }))}
      actions={(filing, tools) =>
        (filing.status === 'draft' || filing.status === 'in_progress') && (
          <button
            type="button"
            aria-label={`Mark filed: ${label(filing)}`}
            onClick={() =>
              void markFiled(filing.id)
                .then(() => tools.notify(`${label(filing)} marked filed.`))
                .catch((error: Error) => tools.notify(`Not marked filed: ${error.message}`))
                .finally(tools.reload)
            }
          >
            Mark filed
          </button>
        )
      }
      toolbar={
        <div className="row">
          {exportError && <span role="alert" className="error">Export failed: {exportError}</span>}
          <ExportButton path="/api/taxfiling/export" query={{ clientId }} onError={(error) => setExportError(error.message)} />
        </div>
      }
    />
  );
}
