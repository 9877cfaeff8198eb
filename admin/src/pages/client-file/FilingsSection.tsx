import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { api, unwrap } from '../../api/client';
import { FILING_STATUSES } from '../../api/enums';
import { ExportButton } from '../../ui/ExportButton';
import type { paths } from '../../api/schema';
import { enumLabel } from '../../i18n/labels';
import { useT, type Translate } from '../../i18n/translate';
import { formatDate, formatInstant, formatMoney } from '../../ui/format';
import { codeChoices, peopleChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { useCodeLabel } from '../../ui/useCodeLabel';
import { RecordSection, type Column } from './RecordSection';

type Filing = paths['/api/taxfiling/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/taxfiling']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/taxfiling/{id}']['put']['requestBody']['content']['application/json'];

const fieldsOf = (t: Translate, intl: IntlShape): readonly FieldSpec[] => [
  { name: 'taxType', label: t('file.taxType'), kind: 'choice', choices: codeChoices('tax_type'), required: true },
  { name: 'taxYear', label: t('filings.taxYear'), kind: 'integer', required: true },
  { name: 'period', label: t('file.period'), kind: 'text', hint: t('filings.periodHint') },
  { name: 'status', label: t('file.status'), kind: 'select', options: FILING_STATUSES, optionLabel: (value) => enumLabel(intl, 'FILING_STATUSES', value), required: true },
  { name: 'dueDate', label: t('file.dueDate'), kind: 'date' },
  { name: 'filedAt', label: t('filings.filedAt'), kind: 'datetime', hint: t('filings.filedAtHint') },
  { name: 'amountDue', label: t('filings.amountDue'), kind: 'money' },
  { name: 'refundAmount', label: t('filings.refund'), kind: 'money' },
  { name: 'assigneeUserId', label: t('file.assignee'), kind: 'choice', choices: peopleChoices, numeric: true, hint: t('file.assigneeHint') },
  { name: 'memo', label: t('filings.memo'), kind: 'textarea' },
];

const BLANK = { taxYear: new Date().getFullYear(), status: 'draft' };

const columnsOf = (t: Translate, intl: IntlShape, taxLabel: (value: string) => string): ReadonlyArray<Column<Filing>> => [
  { header: t('file.tax'), cell: (f) => `${taxLabel(f.taxType)} ${f.taxYear}${f.period ? ` · ${f.period}` : ''}` },
  { header: t('file.due'), cell: (f) => (f.dueDate ? formatDate(f.dueDate) : '–') },
  { header: t('file.status'), cell: (f) => <span className={`badge status-${f.status}`}>{enumLabel(intl, 'FILING_STATUSES', f.status)}</span> },
  { header: t('filings.filed'), cell: (f) => (f.filedAt ? formatInstant(f.filedAt) : '–') },
  { header: t('filings.amountDue'), cell: (f) => (f.amountDue === null ? '–' : formatMoney(f.amountDue)) },
];

const labelOf = (taxLabel: (value: string) => string) => (f: Filing) => `${taxLabel(f.taxType)} ${f.taxYear}${f.period ? ` ${f.period}` : ''}`;

/** Marks a filing filed now, keeping every other field (PUT replaces the whole filing). */
export async function markFiled(id: number): Promise<Filing> {
  const current = unwrap(await api.GET('/api/taxfiling/{id}', { params: { path: { id } } }));
  return unwrap(await api.PUT('/api/taxfiling/{id}', { params: { path: { id } }, body: { ...current, status: 'filed', filedAt: new Date().toISOString() } }));
}

export function FilingsSection({ clientId }: { clientId: number }) {
  const t = useT();
  const intl = useIntl();
  const taxLabel = useCodeLabel('tax_type');
  const fields = useMemo(() => fieldsOf(t, intl), [t, intl]);
  const columns = useMemo(() => columnsOf(t, intl, taxLabel), [t, intl, taxLabel]);
  const label = labelOf(taxLabel);
  const [exportError, setExportError] = useState('');
  return (
    <RecordSection<Filing>
      title={t('filings.title')}
      noun={t('filings.noun')}
      testId="filing"
      empty={t('filings.empty')}
      load={async (page) => unwrap(await api.GET('/api/taxfiling/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={columns}
      label={label}
      fields={fields}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/taxfiling', { body: { ...body, clientId } as CreateBody }))}
      update={async (filing, body) => unwrap(await api.PUT('/api/taxfiling/{id}', { params: { path: { id: filing.id } }, body: body as UpdateBody }))}
      remove={async (filing) => unwrap(await api.DELETE('/api/taxfiling/{id}', { params: { path: { id: filing.id } } }))}
      actions={(filing, tools) =>
        (filing.status === 'draft' || filing.status === 'in_progress') && (
          <button
            type="button"
            aria-label={t('filings.markFiledLabel', { label: label(filing) })}
            onClick={() =>
              void markFiled(filing.id)
                .then(() => tools.notify(t('filings.markedFiled', { label: label(filing) })))
                .catch((error: Error) => tools.notify(t('filings.notMarkedFiled', { reason: error.message })))
                .finally(tools.reload)
            }
          >
            {t('filings.markFiled')}
          </button>
        )
      }
      toolbar={
        <div className="row">
          {exportError && (
            <span role="alert" className="error">
              {t('clients.exportFailed', { reason: exportError })}
            </span>
          )}
          <ExportButton path="/api/taxfiling/export" query={{ clientId }} onError={(error) => setExportError(error.message)} />
        </div>
      }
    />
  );
}
