import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../../api/client';
import { formatInstant } from '../../ui/format';
import { Block, Pager } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

const show = (value: unknown) => (value === null || value === undefined ? '∅' : typeof value === 'string' ? value : JSON.stringify(value));

/** Who changed the client's record, when, and what (the audit log; admins only, as the API). */
export function HistorySection({ clientId }: { clientId: number }) {
  const [page, setPage] = useState(1);
  const entries = useLoad(
    async () => unwrap(await api.GET('/api/audit-log', { params: { query: { recordType: 'client', recordId: String(clientId), page, pageSize: 20 } } })),
    [clientId, page],
  );
  return (
    <section aria-label="History">
      <div className="heading">
        <h2>History</h2>
        <Link to={`/audit-log?recordType=client&recordId=${clientId}`}>Open in the audit log</Link>
      </div>
      <Block loaded={entries} empty={(r) => r.items.length === 0 && 'No recorded changes.'}>
        {(r) => (
          <>
            <ol className="list" data-testid="history">
              {r.items.map((entry) => (
                <li key={entry.id}>
                  <strong>{entry.operation}</strong>
                  <span>{formatInstant(entry.occurredAt)}</span>
                  <span className="hint">{entry.userEmail ?? 'anonymous'}</span>
                  {Object.entries(entry.changes ?? {}).map(([field, change]) => (
                    <small key={field}>
                      {field}: {show(change.before)} → {show(change.after)}
                    </small>
                  ))}
                </li>
              ))}
            </ol>
            <Pager page={r.page} totalPages={r.totalPages} onPage={setPage} />
          </>
        )}
      </Block>
    </section>
  );
}
