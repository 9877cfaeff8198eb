import { useState } from 'react';
import { useT } from '../i18n/translate';
import { setEnrollmentRequired, signOut } from '../session/session';
import { AddPasskeyForm } from './Passkeys';
import { RecoveryCodes, TwoFactorPanel } from './TwoFactor';

/**
 * The only page of a user MFA_REQUIRED holds who has no second factor yet (issue 35.4): every
 * other operation answers 403 mfa_enrollment_required, so there is no navigation, only the setup
 * and signing out. Once the recovery codes are seen the app opens as usual.
 */
export function EnrollmentPage() {
  const t = useT();
  // A passkey as the first factor comes with the ten recovery codes: shown once before the app opens.
  const [codes, setCodes] = useState<string[]>();
  if (codes) {
    return (
      <main id="main" className="enrollment-codes">
        <section className="panel narrow">
          <RecoveryCodes codes={codes} onDone={() => setEnrollmentRequired(false)} />
        </section>
      </main>
    );
  }
  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">taxdesk</span>
        <div className="account">
          <button type="button" className="link" onClick={() => void signOut()}>
            {t('shell.signOut')}
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <h1>{t('enroll.title')}</h1>
        <p className="hint">{t('enroll.lead')}</p>
        <TwoFactorPanel required onEnabled={() => setEnrollmentRequired(false)} />
        <section className="panel narrow" aria-labelledby="enroll-passkey-title">
          <h2 id="enroll-passkey-title">{t('enroll.passkeyTitle')}</h2>
          <p className="hint">{t('passkeys.lead')}</p>
          <AddPasskeyForm onAdded={(first) => (first ? setCodes(first) : setEnrollmentRequired(false))} />
        </section>
      </main>
    </div>
  );
}
