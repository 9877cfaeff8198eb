import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { useT } from '../../i18n/translate';
import { formatInstant } from '../../ui/format';

type ClientRecord = paths['/api/client/{id}']['get']['responses'][200]['content']['application/json'];

/**
 * The client's portal access on their record (issue 32 item 1): whether they may sign in and when
 * they last did; "Invite to portal" mails a sign-in link (disabled, with the reason, while the
 * client has no email); "End portal access" (after a confirmation) signs them out everywhere.
 */
export function PortalAccess({ client, onChanged }: { client: ClientRecord; onChanged: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const { portal } = client;

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setNotice('');
    setError('');
    try {
      await work();
      setNotice(done);
      setConfirming(false);
      onChanged();
    } catch (caught) {
      setError(t('portalAccess.failed', { reason: (caught as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  const invite = () =>
    run(async () => unwrap(await api.POST('/api/client/{id}/portal-invitation', { params: { path: { id: client.id } } })), t('portalAccess.invited', { email: client.email ?? '' }));
  const end = () =>
    run(async () => {
      const { response } = await api.DELETE('/api/client/{id}/portal-access', { params: { path: { id: client.id } } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    }, t('portalAccess.ended'));

  return (
    <section className="panel" aria-labelledby="portal-access">
      <h2 id="portal-access">{t('portalAccess.title')}</h2>
      <dl className="facts" data-testid="portal-access">
        <dt>{t('portalAccess.status')}</dt>
        <dd>
            {portal.active && portal.invitedAt
              ? t('portalAccess.active', { when: formatInstant(portal.invitedAt) })
              : portal.endedAt
                ? t('portalAccess.endedAt', { when: formatInstant(portal.endedAt) })
                : t('portalAccess.none')}
        </dd>
        <dt>{t('portalAccess.lastSignIn')}</dt>
        <dd>{portal.lastSignInAt ? formatInstant(portal.lastSignInAt) : t('portalAccess.neverSignedIn')}</dd>
      </dl>
      <div className="actions">
        <button type="button" disabled={busy || !client.email} aria-describedby={client.email ? undefined : 'portal-no-email'} onClick={() => void invite()}>
          {portal.active ? t('portalAccess.inviteAgain') : t('portalAccess.invite')}
        </button>
        {portal.active && !confirming && (
          <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
            {t('portalAccess.end')}
          </button>
        )}
      </div>
      {!client.email && (
        <p id="portal-no-email" className="hint">
          {t('portalAccess.noEmail')}
        </p>
      )}
      {confirming && (
        <div className="actions" role="group" aria-label={t('portalAccess.confirmLabel')}>
          <p>{t('portalAccess.confirm', { name: client.name })}</p>
          <button type="button" autoFocus disabled={busy} onClick={() => void end()}>
            {t('portalAccess.confirmYes')}
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            {t('portalAccess.cancel')}
          </button>
        </div>
      )}
      <p role="status" className="hint">
        {notice}
      </p>
      {error && (
        <p role="alert" className="state error">
          {error}
        </p>
      )}
    </section>
  );
}
