import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MAIL_STATUSES } from '../api/enums';
import { enumLabel } from '../i18n/labels';
import { useT } from '../i18n/translate';
import { api, problemText, unwrap } from '../api/client';
import type { paths } from '../api/schema';
import { formatInstant } from '../ui/format';
import { PagedTable, useList } from '../ui/lists';

type Mail = paths['/api/mail/outbox']['get']['responses'][200]['content']['application/json']['items'][number];
type Status = NonNullable<paths['/api/mail/outbox']['get']['parameters']['query']>['status'];
/** The filter buttons: every mail, then the failed first (what needs a look). */
const STATUSES: ReadonlyArray<NonNullable<Status> | ''> = ['', 'failed', 'pending', 'sent'] satisfies ReadonlyArray<(typeof MAIL_STATUSES)[number] | ''>;

/** The mail queue (admins): what was sent, what waits for a retry, what failed and why; resend. */
export function OutboxPage() {
  const t = useT();
  const intl = useIntl();
  const { list: mails, text, update, toPage } = useList(async ({ text, page }) =>
    unwrap(await api.GET('/api/mail/outbox', { params: { query: { status: text('status') as Status, page, pageSize: 50 } } })),
  );
  const status = text('status') as Status;
  const [notice, setNotice] = useState('');

  async function resend(mail: Mail) {
    const result = await api.POST('/api/mail/outbox/{id}/resend', { params: { path: { id: mail.id } } });
    setNotice(result.error ? t('outbox.notResent', { reason: problemText(result.error) }) : t('outbox.resent', { recipient: mail.recipient }));
    mails.reload();
  }

  return (
    <>
      <h1>{t('nav.mail')}</h1>
      <p className="lead">{t('outbox.lead')}</p>
      <nav className="filters" aria-label={t('file.status')}>
        {STATUSES.map((value) => (
          <button key={value} type="button" aria-pressed={(status ?? '') === value} onClick={() => update({ status: value || undefined, page: undefined })}>
            {value ? enumLabel(intl, 'MAIL_STATUSES', value) : t('enum.deadlineState.all')}
          </button>
        ))}
      </nav>
      <p role="status" className="hint">
        {notice}
      </p>
      <PagedTable
        loaded={mails}
        empty={t('outbox.none')}
        onPage={toPage}
        testId="outbox"
        columns={[t('outbox.queued'), t('outbox.to'), t('outbox.subject'), t('file.status'), t('outbox.attempts'), t('outbox.lastError')]}
        actions
        row={(mail) => (
          <tr key={mail.id}>
            <td>{formatInstant(mail.createdAt)}</td>
            <td>{mail.recipient}</td>
            <td>{mail.subject}</td>
            <td>
              <span className={`badge status-${mail.status}`}>{enumLabel(intl, 'MAIL_STATUSES', mail.status)}</span>
              {mail.sentAt && <small className="hint"> {formatInstant(mail.sentAt)}</small>}
            </td>
            <td>{mail.attempts}</td>
            <td>
              {mail.lastError ?? '–'}
              {mail.nextAttemptAt && <small className="hint"> {t('outbox.next', { when: formatInstant(mail.nextAttemptAt) })}</small>}
            </td>
            <td>
              {mail.status !== 'pending' && (
                <button type="button" onClick={() => void resend(mail)} aria-label={t('outbox.resendLabel', { recipient: mail.recipient, subject: mail.subject })}>
                  {t('outbox.resend')}
                </button>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
