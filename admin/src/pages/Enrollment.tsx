import { useT } from '../i18n/translate';
import { setEnrollmentRequired, signOut } from '../session/session';
import { TwoFactorPanel } from './TwoFactor';

/**
 * The only page of a user MFA_REQUIRED holds who has no second factor yet (issue 35.4): every
 * other operation answers 403 mfa_enrollment_required, so there is no navigation, only the setup
 * and signing out. Once the recovery codes are seen the app opens as usual.
 */
export function EnrollmentPage() {
  const t = useT();
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
      </main>
    </div>
  );
}
