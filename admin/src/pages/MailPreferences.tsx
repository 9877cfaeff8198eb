import { useEffect, useState } from 'react';
import { api, unwrap } from '../api/client';
import { useT } from '../i18n/translate';
import { useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';

type Preferences = { digest: boolean; newInquiries: boolean };

/** Which mails this user receives; both are off until they ask for them. */
export function MailPreferencesPanel() {
  const t = useT();
  const loaded = useLoad(async () => unwrap(await api.GET('/api/users/me/mail-preferences')), []);
  const [preferences, setPreferences] = useState<Preferences | null>(null);
  const save = useSave();
  useEffect(() => setPreferences(loaded.data ?? null), [loaded.data]);

  function change(next: Preferences) {
    setPreferences(next);
    void save.run(async () => {
      setPreferences(unwrap(await api.PUT('/api/users/me/mail-preferences', { body: next })));
    }, t('mailPreferences.saved'));
  }

  return (
    <section className="panel" aria-label={t('mailPreferences.label')}>
      <h2>{t('mailPreferences.title')}</h2>
      <Block loaded={loaded}>
        {() =>
          preferences && (
            <>
              <p>
              <label className="check">
                <input type="checkbox" checked={preferences.digest} disabled={save.busy} onChange={(e) => change({ ...preferences, digest: e.target.checked })} />
                {t('mailPreferences.digest')}
              </label>
              </p>
              <p>
              <label className="check">
                <input type="checkbox" checked={preferences.newInquiries} disabled={save.busy} onChange={(e) => change({ ...preferences, newInquiries: e.target.checked })} />
                {t('mailPreferences.newInquiries')}
              </label>
              </p>
            </>
          )
        }
      </Block>
      <SaveStatus save={save} />
    </section>
  );
}
