import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { changeValueLabel, fieldLabel, operationLabel, recordTypeLabel } from '../i18n/operations';
import { useT } from '../i18n/translate';
import { api, unwrap } from '../api/client';
import type { paths } from '../api/schema';
import { formatInstant, fromLocalInput } from '../ui/format';
import { DateRange, FilterForm, PagedTable, TextFilter, useList } from '../ui/lists';

type Entry = paths['/api/audit-log']['get']['responses'][200]['content']['application/json']['items'][number];

/** Pages of the admin interface that show a record, by audit record type. */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  client: (id) => `/clients/${id}`,
  inquiry: (id) => `/inquiries/${id}`,
  post: (id) => `/blog/${id}`,
};

const FILTERS = ['userId', 'recordType', 'recordId', 'operation', 'from', 'to'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

/** Every filter lives in the URL, so a record's history is a link (`?recordType=client&recordId=12`). */
const filtersOf = (text: (name: string) => string | undefined): Filters => Object.fromEntries(FILTERS.map((name) => [name, text(name)]));

export function AuditLogPage() {
  const t = useT();
  const intl = useIntl();
  const { text, update, toPage, key, list: entries } = useList(async ({ text, page }) => {
    const filters = filtersOf(text);
    return unwrap(
      await api.GET('/api/audit-log', {
        params: { query: { ...filters, userId: filters.userId ? Number(filters.userId) : undefined, page, pageSize: 50 } },
      }),
    );
  });
  const filters = filtersOf(text);
  const recordPage = filters.recordType && filters.recordId ? RECORD_PAGES[filters.recordType]?.(filters.recordId) : undefined;

  return (
    <>
      <h1>{t('nav.auditLog')}</h1>
      <p className="lead">
        {t('audit.lead')}
        {filters.recordType && filters.recordId && (
          <>
            {' '}
            {t('audit.historyOf', { record: recordTypeLabel(intl, filters.recordType), id: filters.recordId })}
            {recordPage && (
              <>
                {' '}
                (<Link to={recordPage}>{t('audit.openIt')}</Link>)
              </>
            )}
          </>
        )}
      </p>
      <FilterBar key={key} filters={filters} onApply={update} />
      <PagedTable
        loaded={entries}
        empty={t('audit.noMatch')}
        onPage={toPage}
        testId="audit-entries"
        columns={[t('audit.when'), t('audit.who'), t('audit.operationHeader'), t('audit.recordHeader'), t('audit.changes')]}
        row={(entry) => (
          <Row key={entry.id} entry={entry} onFilter={update} />
        )}
      />
    </>
  );
}

function Row({ entry, onFilter }: { entry: Entry; onFilter: (changes: Filters) => void }) {
  const t = useT();
  const intl = useIntl();
  const changes = Object.entries(entry.changes ?? {});
  return (
    <tr>
      <td>
        {formatInstant(entry.occurredAt)}
        <br />
        <small className="hint">{entry.ip ?? '–'}</small>
      </td>
      <td>
        {entry.actorKind === 'client' ? (
          t('audit.byClient', { name: entry.clientName ?? String(entry.clientId) })
        ) : entry.userId === null ? (
          t('history.anonymous')
        ) : (
          <button type="button" className="link" onClick={() => onFilter({ userId: String(entry.userId) })}>
            {entry.userEmail ?? t('audit.userNumber', { id: entry.userId })}
          </button>
        )}
      </td>
      <td>
        <button type="button" className="link" onClick={() => onFilter({ operation: entry.operation })} title={entry.operation}>
          {operationLabel(intl, entry.operation)}
        </button>
      </td>
      <td>
        {entry.recordType && entry.recordId ? (
          <button
            type="button"
            className="link"
            title={t('audit.recordHistory')}
            onClick={() => onFilter({ recordType: entry.recordType ?? undefined, recordId: entry.recordId ?? undefined, userId: undefined, operation: undefined })}
          >
            {recordTypeLabel(intl, entry.recordType)} #{entry.recordId}
          </button>
        ) : (
          (entry.recordType ? recordTypeLabel(intl, entry.recordType) : '–')
        )}
      </td>
      <td>
        {changes.length === 0 ? (
          '–'
        ) : (
          <details>
            <summary>{changes.map(([field]) => fieldLabel(intl, field)).join(', ')}</summary>
            <dl className="sample">
              {changes.map(([field, change]) => (
                <div key={field}>
                  <dt title={field}>{fieldLabel(intl, field)}</dt>
                  <dd>
                    {changeValueLabel(intl, entry.operation, field, change.before)} → {changeValueLabel(intl, entry.operation, field, change.after)}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </td>
    </tr>
  );
}

function FilterBar({ filters, onApply }: { filters: Filters; onApply: (changes: Filters) => void }) {
  const t = useT();
  return (
    <FilterForm
      onApply={(values) => onApply({ ...Object.fromEntries(FILTERS.map((name) => [name, values[name]])), from: fromLocalInput(values.from ?? ''), to: fromLocalInput(values.to ?? '') })}
      onClear={() => onApply(Object.fromEntries(FILTERS.map((name) => [name, undefined])))}
    >
      <TextFilter label={t('audit.operationHeader')} name="operation" defaultValue={filters.operation} placeholder="client.update" />
      <TextFilter label={t('audit.recordType')} name="recordType" defaultValue={filters.recordType} placeholder="client" />
      <TextFilter label={t('audit.recordId')} name="recordId" defaultValue={filters.recordId} />
      <TextFilter label={t('audit.userId')} name="userId" inputMode="numeric" defaultValue={filters.userId} />
      <DateRange kind="instant" from={filters.from} to={filters.to} />
    </FilterForm>
  );
}
