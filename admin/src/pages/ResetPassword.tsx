import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { Field } from '../ui/fields';
import { useSave } from '../ui/forms';
import { useT } from '../i18n/translate';
import { FormattedMessage } from 'react-intl';
import { SubmitButton } from '../ui/SaveStatus';

/**
 * The token arrives in the fragment (`#token=...`), which browsers never send to a server; it is
 * read and then removed from the address bar so it stays out of history and bookmarks.
 */
const tokenInFragment = () => new URLSearchParams(window.location.hash.slice(1)).get('token');

/** Full page loads (not router links): they drop the token state and any session just ended. */
const ADMIN_BASE = '/admin/';

export function ResetPasswordPage() {
  const [token, setToken] = useState(tokenInFragment);
  useEffect(() => {
    // A link opened in a tab already on this page changes only the fragment.
    const adopt = () => {
      const fresh = tokenInFragment();
      if (fresh) setToken(fresh);
      if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    };
    adopt();
    window.addEventListener('hashchange', adopt);
    return () => window.removeEventListener('hashchange', adopt);
  }, []);
  return <main className="login">{token ? <ChooseNewPassword key={token} token={token} /> : <RequestLink />}</main>;
}

function RequestLink() {
  const t = useT();
  const [email, setEmail] = useState('');
  const save = useSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      const result = unwrap(await api.POST('/api/auth/reset-password', { body: { email } }));
      return result;
    }, t('reset.sent'));
  }

  return (
    <form onSubmit={submit} aria-labelledby="reset-title" noValidate>
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p>{t('reset.lead')}</p>
      <Field label={t('login.email')} error={save.fieldError('email')}>
        <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
      </Field>
      <Status save={save} />
      <SubmitButton save={save} busyLabel={t('reset.sending')}>
        {t('reset.send')}
      </SubmitButton>
      <Link to="/">{t('reset.back')}</Link>
    </form>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const t = useT();
  const [newPassword, setNew] = useState('');
  const [repeated, setRepeated] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const save = useSave();
  useEffect(() => setMismatch(false), [newPassword, repeated]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (newPassword !== repeated) {
      setMismatch(true);
      return;
    }
    void save.run(async () => {
      unwrap(await api.POST('/api/auth/reset-password', { body: { token, newPassword } }));
    }, t('reset.done'));
  }

  if (save.saved) {
    return (
      <div className="panel" role="status" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.doneTitle')}</h1>
        <p>{save.saved}</p>
        <a href={ADMIN_BASE}>{t('reset.signInAgain')}</a>
      </div>
    );
  }

  const tokenError = save.fieldError('token');
  return (
    <form onSubmit={submit} aria-labelledby="reset-title" noValidate>
      <h1 id="reset-title">{t('reset.chooseTitle')}</h1>
      <p>{t('reset.chooseLead')}</p>
      <Field label={t('reset.newPassword')} error={save.fieldError('newPassword')}>
        <input type="password" autoComplete="new-password" required minLength={12} maxLength={128} value={newPassword} onChange={(e) => setNew(e.target.value)} autoFocus />
      </Field>
      <Field label={t('reset.repeat')} error={mismatch ? [t('reset.mismatch')] : undefined}>
        <input type="password" autoComplete="new-password" required value={repeated} onChange={(e) => setRepeated(e.target.value)} />
      </Field>
      {tokenError ? (
        <p className="state error" role="alert">
          <FormattedMessage id="reset.linkInvalid" values={{ link: (text) => <a href={`${ADMIN_BASE}reset-password`}>{text}</a> }} />
        </p>
      ) : (
        <Status save={save} />
      )}
      <SubmitButton save={save} busyLabel={t('form.saving')}>
        {t('reset.set')}
      </SubmitButton>
    </form>
  );
}

/** Success or a failure that is not about one field (field errors sit next to their fields). */
function Status({ save }: { save: ReturnType<typeof useSave> }) {
  if (save.saved) {
    return (
      <p className="state ok" role="status">
        {save.saved}
      </p>
    );
  }
  if (save.problem && !save.problem.errors) {
    return (
      <p className="state error" role="alert">
        {save.summary([])}
      </p>
    );
  }
  return null;
}
