/*
 * A user's second factors on the Users page (issue 35.4, admins): which they have, whether the
 * policy requires one, and resetting them after a confirmation (DELETE /api/users/{id}/mfa: the
 * authenticator app, recovery codes and passkeys removed, every session of the user ended, the
 * user mailed, audited).
 */
import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import { useT } from '../../i18n/translate';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSave } from '../../ui/forms';
import { SaveStatus } from '../../ui/SaveStatus';

export interface SecondFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodes: number;
  required: boolean;
}

/** What the user has, in words: badges for the app and the passkeys, or "none" (a warning when required). */
export function FactorsCell({ factors }: { factors: SecondFactors | undefined }) {
  const t = useT();
  if (!factors) return <>–</>;
  const none = !factors.totp && factors.passkeys === 0;
  return (
    <>
      {factors.totp && <span className="badge status-active">{t('users.factorTotp', { codes: factors.recoveryCodes })}</span>}
      {factors.passkeys > 0 && <span className="badge status-active">{t('users.factorPasskeys', { count: factors.passkeys })}</span>}
      {none && <span className={factors.required ? 'badge bad' : 'badge'}>{factors.required ? t('users.factorMissing') : t('users.factorNone')}</span>}
    </>
  );
}

/** "Reset second factors" and its confirmation; `onDone` gets the sentence to show. */
export function ResetFactorsButton({ user, self, onDone }: { user: { id: number; email: string; secondFactors?: SecondFactors }; self: boolean; onDone: (notice: string) => void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const save = useSave();
  const factors = user.secondFactors;
  if (!factors || (!factors.totp && factors.passkeys === 0)) return null;
  function reset() {
    void save
      .run(async () => unwrap(await api.DELETE('/api/users/{id}/mfa', { params: { path: { id: user.id } } })))
      .then((ok) => {
        if (!ok) return;
        setAsking(false);
        onDone(t('users.factorsReset', { email: user.email }));
      });
  }
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        {t('users.resetFactors')}
        <span className="visually-hidden"> {user.email}</span>
      </button>
      {asking && (
        <ConfirmDialog title={t('users.resetTitle', { email: user.email })} confirm={t('users.resetConfirm')} cancel={t('mfa.cancel')} busy={save.busy} onConfirm={reset} onCancel={() => setAsking(false)}>
          <p>{t('users.resetText')}</p>
          {self && <p>{t('users.resetSelf')}</p>}
          <SaveStatus save={save} />
        </ConfirmDialog>
      )}
    </>
  );
}
