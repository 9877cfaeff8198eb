import { useState } from 'react';
import { api, problemText, unwrap } from '../api/client';
import type { paths } from '../api/schema';
import { formatInstant } from '../ui/format';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';

type Mail = paths['/api/mail/outbox']['get']['responses'][200]['content']['application/json']['items'][number];
type Status = NonNullable<paths['/api/mail/outbox']['get']['parameters']['query']>['status'];
const STATUSES: ReadonlyArray<[NonNullable<Status> | '', string]> = [
  ['', 'All'],
  ['failed', 'Failed'],
  ['pending', 'Pending'],
  ['sent', 'Sent'],
];

/** The mail queue (admins): what was sent, what waits for a retry, what failed and why; resend. */
export function OutboxPage() {
  const { params, update } = useQueryParams();
  const status = (params.get('status') || undefined) as Status;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const mails = useLoad(async () => unwrap(await api.GET('/api/mail/outbox', { params: { query: { status, page, pageSize: 50 } } })), [status, page]);
  const [notice, setNotice] = useState('');

  async function resend(mail: Mail) {
    const result = await api.POST('/api/mail/outbox/{id}/resend', { params: { path: { id: mail.id } } });
    setNotice(result.error ? `Not resent: ${problemText(result.error)}` : `Mail to ${mail.recipient} queued again.`);
    mails.reload();
  }

  return (
    <>
      <h1>Mail</h1>
      <p className="lead">Outgoing mail: delivered, waiting for a retry, or failed with the mail server’s answer. Bodies are never shown.</p>
      <nav className="filters" aria-label="Status">
        {STATUSES.map(([value, label]) => (
          <button key={label} type="button" aria-pressed={(status ?? '') === value} onClick={() => update({ status: value || undefined, page: undefined })}>
            {label}
          </button>
        ))}
      </nav>
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={mails} empty={(m) => m.items.length === 0 && 'No mail here.'}>
        {(m) => (
          <>
            <table data-testid="outbox">
              <thead>
                <tr>
                  <th scope="col">Queued</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error / next attempt</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {m.items.map((mail) => (
                  <tr key={mail.id}>
                    <td>{formatInstant(mail.createdAt)}</td>
                    <td>{mail.recipient}</td>
                    <td>{mail.subject}</td>
                    <td>
                      <span className={`badge status-${mail.status}`}>{mail.status}</span>
                      {mail.sentAt && <small className="hint"> {formatInstant(mail.sentAt)}</small>}
                    </td>
                    <td>{mail.attempts}</td>
                    <td>
                      {mail.lastError ?? '–'}
                      {mail.nextAttemptAt && <small className="hint"> next {formatInstant(mail.nextAttemptAt)}</small>}
                    </td>
                    <td>
                      {mail.status !== 'pending' && (
                        <button type="button" onClick={() => void resend(mail)} aria-label={`Resend the mail to ${mail.recipient}: ${mail.subject}`}>
                          Resend
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={m.page} totalPages={m.totalPages} onPage={(p) => update({ page: String(p) })} />
          </>
        )}
      </Block>
    </>
  );
}
