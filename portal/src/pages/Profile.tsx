import { useState, type FormEvent } from 'react';
import { api, CallFailed, unwrap } from '../api';
import { useT } from '../i18n';
import { useMe } from '../me';
import { PageTitle, useProblemText } from '../ui';
import { PasskeysPanel } from './Passkeys';

/** The client's details as the firm has them; only the phone and the postal address are theirs to change. */
export function ProfilePage() {
  const t = useT();
  const problemText = useProblemText();
  const { me, replace } = useMe();
  const [phone, setPhone] = useState(me.phone ?? '');
  const [address, setAddress] = useState(me.address ?? '');
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' } | { kind: 'failed'; error: unknown }>({ kind: 'idle' });
  const fieldErrors = state.kind === 'failed' && state.error instanceof CallFailed ? state.error.fields : {};

  async function save(event: FormEvent) {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      const body = { phone: phone.trim() || null, address: address.trim() || null };
      replace(unwrap(await api.PUT('/api/portal/me', { body })));
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  }

  return (
    <>
      <PageTitle>{t('profile.title')}</PageTitle>
      <dl className="facts">
        <div>
          <dt>{t('profile.name')}</dt>
          <dd>{me.name}</dd>
        </div>
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>{me.email}</dd>
        </div>
      </dl>
      <p className="hint">{t('profile.askFirm')}</p>
      <form className="panel" onSubmit={(event) => void save(event)}>
        <label className="field">
          <span>{t('profile.phone')}</span>
          <input type="tel" name="phone" autoComplete="tel" maxLength={50} value={phone} onChange={(event) => setPhone(event.target.value)} aria-invalid={fieldErrors.phone ? true : undefined} />
        </label>
        <label className="field">
          <span>{t('profile.address')}</span>
          <textarea name="address" autoComplete="street-address" rows={3} maxLength={500} value={address} onChange={(event) => setAddress(event.target.value)} aria-invalid={fieldErrors.address ? true : undefined} />
        </label>
        <div className="actions">
          <button type="submit" className="primary" disabled={state.kind === 'saving'}>
            {t('profile.save')}
          </button>
          <p className="state" role="status">
            {state.kind === 'saved' ? t('profile.saved') : state.kind === 'saving' ? t('profile.saving') : ''}
          </p>
        </div>
        {state.kind === 'failed' && (
          <p className="state error" role="alert">
            {problemText(state.error)}
          </p>
        )}
      </form>
      <PasskeysPanel />
    </>
  );
}
