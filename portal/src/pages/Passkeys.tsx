import { useEffect, useState, type FormEvent } from 'react';
import { useFormat } from '../format';
import { useT } from '../i18n';
import { addPasskey, listPasskeys, PasskeyCancelled, passkeysSupported, removePasskey, renamePasskey, type Passkey } from '../passkeys';
import { Loading, useProblemText } from '../ui';

/**
 * The client's passkeys, on the profile page: add one on this device (the browser asks for the
 * screen lock or security key), see when each was last used, rename or remove it. A removed
 * passkey signs nobody in again.
 */
export function PasskeysPanel() {
  const t = useT();
  const format = useFormat();
  const problemText = useProblemText();
  const [items, setItems] = useState<Passkey[]>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const reload = () => listPasskeys().then(setItems, (failure) => setError(problemText(failure)));
  useEffect(() => {
    void reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setStatus('');
    try {
      await action();
      await reload();
      setStatus(done);
      return true;
    } catch (failure) {
      setError(failure instanceof PasskeyCancelled ? t('passkeys.cancelled') : problemText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (await run(() => addPasskey(name.trim()), t('passkeys.added'))) setName('');
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (editing && (await run(() => renamePasskey(editing.id, editing.name.trim()), t('passkeys.renamed')))) setEditing(null);
  }

  return (
    <section className="panel" aria-labelledby="passkeys">
      <h2 id="passkeys">{t('passkeys.title')}</h2>
      <p>{t('passkeys.intro')}</p>
      {items === undefined ? (
        error ? null : <Loading />
      ) : items.length === 0 ? (
        <p className="state empty">{t('passkeys.empty')}</p>
      ) : (
        <ul className="passkeys">
          {items.map((passkey) => (
            <li key={passkey.id}>
              {editing?.id === passkey.id ? (
                <form onSubmit={(event) => void rename(event)} className="actions">
                  <label className="field">
                    <span>{t('passkeys.newName')}</span>
                    <input name="passkey-name" required maxLength={60} value={editing?.name ?? ''} autoFocus onChange={(event) => setEditing({ id: passkey.id, name: event.target.value })} />
                  </label>
                  <button type="submit" className="primary" disabled={busy}>
                    {t('passkeys.saveName')}
                  </button>
                  <button type="button" onClick={() => setEditing(null)}>
                    {t('passkeys.cancel')}
                  </button>
                </form>
              ) : (
                <>
                  <h3>{passkey.name}</h3>
                  <p className="hint">
                    {t('passkeys.added.at', { date: format.instant(passkey.createdAt) })}{' '}
                    {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: format.instant(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
                  </p>
                  {removing === passkey.id ? (
                    <div className="actions" role="group" aria-label={t('passkeys.confirmLabel', { name: passkey.name })}>
                      <p>{t('passkeys.confirm', { name: passkey.name })}</p>
                      <button type="button" className="danger" autoFocus disabled={busy} onClick={() => void run(() => removePasskey(passkey.id), t('passkeys.removed')).then(() => setRemoving(null))}>
                        {t('passkeys.confirmYes')}
                      </button>
                      <button type="button" onClick={() => setRemoving(null)}>
                        {t('passkeys.cancel')}
                      </button>
                    </div>
                  ) : (
                    <div className="actions">
                      <button type="button" aria-label={t('passkeys.renameLabel', { name: passkey.name })} onClick={() => setEditing({ id: passkey.id, name: passkey.name })}>
                        {t('passkeys.rename')}
                      </button>
                      <button type="button" aria-label={t('passkeys.removeLabel', { name: passkey.name })} onClick={() => setRemoving(passkey.id)}>
                        {t('passkeys.remove')}
                      </button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <form onSubmit={(event) => void add(event)}>
          <label className="field">
            <span>{t('passkeys.name')}</span>
            <input name="new-passkey-name" required maxLength={60} aria-describedby="passkey-name-hint" value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <p id="passkey-name-hint" className="hint">
            {t('passkeys.nameHint')}
          </p>
          <button type="submit" className="primary" disabled={busy}>
            {t('passkeys.add')}
          </button>
        </form>
      ) : (
        <p className="hint">{t('passkeys.unsupported')}</p>
      )}
      <p className="state" role="status">
        {status}
      </p>
      {error && (
        <p className="state error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
