import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../api/client';
import { adoptMe, useSettings } from '../i18n/settings';
import type { AdminLocale } from '../i18n/messages';
import { useT } from '../i18n/translate';
import { useIntl } from 'react-intl';
import { enumLabel } from '../i18n/labels';
import { useSession } from '../session/useSession';
import { Field } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { useSave } from '../ui/forms';
import { SaveStatus, SubmitButton } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { CalendarFeedPanel } from './CalendarFeed';
import { MailPreferencesPanel } from './MailPreferences';
import { PasskeysPanel } from './Passkeys';
import { TwoFactorPanel } from './TwoFactor';
import { ListHead } from '../ui/lists';

/** The language the screens and mails use: saved as users.locale; "" follows the browser here and the firm in mails. */
function LanguagePanel() {
  const t = useT();
  const settings = useSettings();
  const save = useSave();
  function choose(value: string) {
    const locale = (value || null) as AdminLocale | null;
    void save.run(async () => {
      // The note is read after the change, so it is in the language just chosen.
      adoptMe(unwrap(await api.PUT('/api/users/me', { body: { locale } })));
    }, undefined);
  }
  return (
    <section className="panel narrow" aria-labelledby="language-title">
      <h2 id="language-title">{t('account.language')}</h2>
      <Field label={t('account.languageLabel')} error={save.fieldError('locale')}>
        <select value={settings.savedLocale ?? ''} disabled={save.busy} onChange={(e) => choose(e.target.value)}>
          <option value="">{t('account.languageDefault')}</option>
          <option value="en" lang="en">
            English
          </option>
          <option value="ko" lang="ko">
            한국어
          </option>
        </select>
      </Field>
      <p className="hint">{t('account.languageHint')}</p>
      <SaveStatus save={save} fields={['locale']} />
    </section>
  );
}

export function AccountPage() {
  const session = useSession();
  const t = useT();
  const intl = useIntl();
  const { user } = useSettings();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const save = useSave();
  const sessions = useLoad(async () => unwrap(await api.GET('/api/auth/sessions')).items, []);
  const revoke = useSave();
  // A passkey added or removed changes the recovery codes the two-factor panel shows.
  const [factorsChanged, setFactorsChanged] = useState(0);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      unwrap(await api.POST('/api/auth/change-password', { body: { currentPassword, newPassword } }));
      setCurrent('');
      setNew('');
      sessions.reload();
    }, t('account.passwordChanged'));
  }

  function revokeOne(id: number) {
    void revoke.run(async () => {
      unwrap(await api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } }));
      sessions.reload();
    }, t('account.sessionRevoked'));
  }

  function revokeOthers() {
    void revoke.run(async () => {
      unwrap(await api.DELETE('/api/auth/sessions'));
      sessions.reload();
    }, t('account.othersRevoked'));
  }

  return (
    <>
      <h1>{t('account.title')}</h1>
      <p className="hint" data-testid="signed-in-as">
        {user ? t('account.signedInAs', { name: user.name, email: user.email, role: enumLabel(intl, 'ROLES', session.role ?? '') }) : enumLabel(intl, 'ROLES', session.role ?? '')}
      </p>
      <LanguagePanel />
      <form className="panel narrow" onSubmit={submit} aria-label={t('account.changePassword')}>
        <h2>{t('account.changePassword')}</h2>
        <Field label={t('account.currentPassword')} error={save.fieldError('currentPassword')}>
          <input type="password" autoComplete="current-password" required value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
        </Field>
        <Field label={t('account.newPassword')} error={save.fieldError('newPassword')}>
          <input type="password" autoComplete="new-password" required minLength={12} maxLength={128} value={newPassword} onChange={(e) => setNew(e.target.value)} />
        </Field>
        <SubmitButton save={save}>
          {t('account.changePassword')}
        </SubmitButton>
        <SaveStatus save={save} fields={['currentPassword', 'newPassword']} />
      </form>
      <TwoFactorPanel key={factorsChanged} onEnabled={sessions.reload} />
      <PasskeysPanel
        onChanged={() => {
          sessions.reload();
          setFactorsChanged((n) => n + 1);
        }}
      />
      <section className="panel" aria-label={t('account.sessions')}>
        <h2>{t('account.sessionsTitle')}</h2>
        <Block loaded={sessions} empty={(items) => items.length === 0 && t('account.noSessions')}>
          {(items) => (
            // Focusable: on a phone the table scrolls sideways, and the keyboard scrolls it too.
            <table tabIndex={0} aria-label={t('account.sessionsTitle')}>
              <ListHead columns={[t('account.device'), t('account.address'), t('account.signedIn'), t('account.lastUsed')]} actions />
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.userAgent ?? t('account.unknownDevice')}</td>
                    <td>{item.ip ?? '—'}</td>
                    <td>{formatInstant(item.createdAt)}</td>
                    <td>{formatInstant(item.lastUsedAt)}</td>
                    <td>
                      {item.current ? (
                        <strong>{t('account.thisSession')}</strong>
                      ) : (
                        <button type="button" disabled={revoke.busy} onClick={() => revokeOne(item.id)} aria-label={t('account.revokeSession', { id: item.id })}>
                          {t('account.revoke')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Block>
        <button type="button" disabled={revoke.busy || (sessions.data ?? []).every((item) => item.current)} onClick={revokeOthers}>
          {t('account.revokeOthers')}
        </button>
        <SaveStatus save={revoke} />
      </section>
      <MailPreferencesPanel />
      <CalendarFeedPanel />
    </>
  );
}
