import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../api';
import { useT } from '../i18n';
import { PageTitle, useProblemText } from '../ui';

/** Signing out here, or everywhere (every device where the client is signed in, this one too). */
export function SessionsPage() {
  const t = useT();
  const problemText = useProblemText();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The next sign-in on this device starts from the to-do list, not from this page.
  const navigate = useNavigate();
  const home = () => navigate('/', { replace: true });
  return (
    <>
      <PageTitle>{t('sessions.title')}</PageTitle>
      <section className="panel" aria-labelledby="this-device">
        <h2 id="this-device">{t('sessions.thisDevice')}</h2>
        <p>{t('sessions.thisDeviceText')}</p>
        <button type="button" onClick={() => void signOut().then(home)}>
          {t('sessions.signOut')}
        </button>
      </section>
      <section className="panel" aria-labelledby="everywhere">
        <h2 id="everywhere">{t('sessions.everywhere')}</h2>
        <p>{t('sessions.everywhereText')}</p>
        {confirming ? (
          <div className="actions" role="group" aria-label={t('sessions.confirmLabel')}>
            <p>{t('sessions.confirm')}</p>
            <button type="button" className="danger" autoFocus onClick={() => void signOut(true).then(home, setError)}>
              {t('sessions.confirmYes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {t('sessions.confirmNo')}
            </button>
          </div>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('sessions.signOutEverywhere')}
          </button>
        )}
        {error !== null && (
          <p className="state error" role="alert">
            {problemText(error)}
          </p>
        )}
      </section>
    </>
  );
}
