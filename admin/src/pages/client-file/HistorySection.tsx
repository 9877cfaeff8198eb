import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../../api/client';
import { useT } from '../../i18n/translate';
import { changeValueLabel, fieldLabel, operationLabel } from '../../i18n/operations';
import { formatInstant } from '../../ui/format';
import { PagedBlock } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';


/** Who changed the client's record, when, and what (the audit log; admins only, as the API). */
export function HistorySection({ clientId }: { clientId: number }) {
  const t = useT();
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const entries = useLoad(
    async () => unwrap(await api.GET('/api/audit-log', { params: { query: { recordType: 'client', recordId: String(clientId), page, pageSize: 20 } } })),
    [clientId, page],
  );
  return (
    <section aria-label={t('clients.history')}>
      <div className="heading">
        <h2>{t('clients.history')}</h2>
        <Link to={`/audit-log?recordType=client&recordId=${clientId}`}>{t('history.openInAuditLog')}</Link>
      </div>
      <PagedBlock loaded={entries} empty={(r) => r.items.length === 0 && t('history.empty')} onPage={setPage}>
        {(r) => (
          <ol className="list" data-testid="history">
            {r.items.map((entry) => (
              <li key={entry.id}>
                <strong>{operationLabel(intl, entry.operation)}</strong>
                <span>{formatInstant(entry.occurredAt)}</span>
                <span className="hint">{entry.actorKind === 'client' ? t('audit.byClient', { name: entry.clientName ?? String(entry.clientId) }) : (entry.userEmail ?? t('history.anonymous'))}</span>
                {Object.entries(entry.changes ?? {}).map(([field, change]) => (
                  <small key={field}>
                    {fieldLabel(intl, field)}: {changeValueLabel(intl, entry.operation, field, change.before)} → {changeValueLabel(intl, entry.operation, field, change.after)}
                  </small>
                ))}
              </li>
            ))}
          </ol>
        )}
      </PagedBlock>
    </section>
  );
}
