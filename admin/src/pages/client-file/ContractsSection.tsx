import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { api, unwrap } from '../../api/client';
import { CONTRACT_STATUSES, FEE_TYPES } from '../../api/enums';
import type { paths } from '../../api/schema';
import { enumLabel } from '../../i18n/labels';
import { useT, type Translate } from '../../i18n/translate';
import { formatDate, formatMoney } from '../../ui/format';
import { codeChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { useLoad } from '../../ui/useLoad';
import { useQueryParams } from '../../ui/useQueryParams';
import { EngagementLetterPanel } from './EngagementLetter';
import { BADGE } from './LetterEvidence';
import { RecordSection, type Column } from './RecordSection';

type Contract = paths['/api/contract/{id}']['get']['responses'][200]['content']['application/json'];
/** A row of the client's list: the contract with its newest letter's status (one statement for the page's letters). */
type ListedContract = paths['/api/contract/client/{clientId}']['get']['responses'][200]['content']['application/json']['items'][number];
type CreateBody = paths['/api/contract']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/contract/{id}']['put']['requestBody']['content']['application/json'];

const fieldsOf = (t: Translate, intl: IntlShape): readonly FieldSpec[] => [
  { name: 'title', label: t('contracts.titleField'), kind: 'text', required: true },
  { name: 'contractNumber', label: t('contracts.number'), kind: 'text' },
  { name: 'serviceType', label: t('contracts.service'), kind: 'choice', choices: codeChoices('service_type') },
  { name: 'feeType', label: t('contracts.feeType'), kind: 'select', options: FEE_TYPES, optionLabel: (value) => enumLabel(intl, 'FEE_TYPES', value), required: true },
  { name: 'feeAmount', label: t('contracts.fee'), kind: 'money' },
  { name: 'startDate', label: t('contracts.start'), kind: 'date', required: true },
  { name: 'endDate', label: t('contracts.end'), kind: 'date' },
  { name: 'status', label: t('file.status'), kind: 'select', options: CONTRACT_STATUSES, optionLabel: (value) => enumLabel(intl, 'CONTRACT_STATUSES', value), required: true },
  { name: 'signedAt', label: t('contracts.signedAt'), kind: 'datetime' },
  { name: 'notes', label: t('file.notes'), kind: 'textarea' },
];

const BLANK = { feeType: 'fixed', status: 'draft' };

const columnsOf = (t: Translate, intl: IntlShape): ReadonlyArray<Column<ListedContract>> => [
  { header: t('contracts.titleField'), cell: (c) => `${c.title}${c.contractNumber ? ` (${c.contractNumber})` : ''}` },
  { header: t('file.period'), cell: (c) => `${formatDate(c.startDate)} – ${c.endDate ? formatDate(c.endDate) : t('choices.openEnded')}` },
  { header: t('contracts.fee'), cell: (c) => `${enumLabel(intl, 'FEE_TYPES', c.feeType)}${c.feeAmount === null ? '' : ` · ${formatMoney(c.feeAmount)}`}` },
  { header: t('file.status'), cell: (c) => <span className={`badge status-${c.status}`}>{enumLabel(intl, 'CONTRACT_STATUSES', c.status)}</span> },
  {
    header: t('contracts.letter'),
    cell: (c) => (c.letter ? <span className={`badge ${BADGE[c.letter.status]}`}>{enumLabel(intl, 'LETTER_STATUSES', c.letter.status)}</span> : t('contracts.noLetter')),
  },
];

/** The letter panel of a contract named by ?letter= that is not on the page shown (a link from a reminder, or a later page). */
function LetterOfContract({ id, children }: { id: number; children: (contract: Contract) => ReactNode }) {
  const loaded = useLoad(async () => unwrap(await api.GET('/api/contract/{id}', { params: { path: { id } } })), [id]);
  return loaded.data && loaded.data.id === id ? <>{children(loaded.data)}</> : null;
}

export function ContractsSection({ clientId }: { clientId: number }) {
  const t = useT();
  const intl = useIntl();
  const fields = useMemo(() => fieldsOf(t, intl), [t, intl]);
  const columns = useMemo(() => columnsOf(t, intl), [t, intl]);
  // The contract whose engagement letter is open is in the URL (?letter=), so a link opens it.
  const { params, update } = useQueryParams();
  const letterFor = Number(params.get('letter')) || undefined;
  return (
    <RecordSection<ListedContract>
      title={t('contracts.title')}
      noun={t('contracts.noun')}
      testId="contract"
      empty={t('contracts.empty')}
      load={async (page) => unwrap(await api.GET('/api/contract/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={columns}
      label={(c) => c.title}
      fields={fields}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/contract', { body: { ...body, clientId } as CreateBody }))}
      update={async (contract, body) => unwrap(await api.PUT('/api/contract/{id}', { params: { path: { id: contract.id } }, body: body as UpdateBody }))}
      remove={async (contract) => unwrap(await api.DELETE('/api/contract/{id}', { params: { path: { id: contract.id } } }))}
      actions={(contract) => (
        <button
          type="button"
          id={`letter-button-${contract.id}`}
          aria-label={t('letters.openLabel', { title: contract.title })}
          aria-pressed={contract.id === letterFor}
          onClick={() => update({ letter: String(contract.id) })}
        >
          {t('letters.open')}
        </button>
      )}
      footer={(page) => {
        if (!letterFor) return null;
        const contract = page.items.find((item) => item.id === letterFor);
        // Closing gives the keyboard back to the row's button that opened the panel (when it is on this page).
        const close = () => {
          update({ letter: undefined });
          document.getElementById(`letter-button-${letterFor}`)?.focus();
        };
        const panel = (shown: Contract) => <EngagementLetterPanel key={shown.id} contract={shown} onClose={close} />;
        return contract ? panel(contract) : <LetterOfContract id={letterFor}>{panel}</LetterOfContract>;
      }}
    />
  );
}
