import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { Field } from '../ui/fields';
import { useSave } from '../ui/forms';

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
  const [email, setEmail] = useState('');
  const save = useSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      const result = unwrap(await api.POST('/api/auth/reset-password', { body: { email } }));
      return result;
    }, 'If an account exists for that email, a reset link is on its way. It is valid for 30 minutes.');
  }

  return (
    <form onSubmit={submit} aria-labelledby="reset-title" noValidate>
      <h1 id="reset-title">Reset your password</h1>
      <p>Enter the email you sign in with; we will send you a link to choose a new password.</p>
      <Field label="Email" error={save.fieldError('email')}>
        <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
      </Field>
      <Status save={save} />
      <button type="submit" className="primary" disabled={save.busy}>
        {save.busy ? 'Sending…' : 'Send reset link'}
      </button>
      <Link to="/">Back to sign in</Link>
    </form>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
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
    }, 'Your password is set, and every session was signed out.');
  }

  if (save.saved) {
    return (
      <div className="panel" role="status" aria-labelledby="reset-title">
        <h1 id="reset-title">Password reset</h1>
        <p>{save.saved}</p>
        <a href={ADMIN_BASE}>Sign in with the new password</a>
      </div>
    );
  }

  const tokenError = save.fieldError('token');
  return (
    <form onSubmit={submit} aria-labelledby="reset-title" noValidate>
      <h1 id="reset-title">Choose a new password</h1>
      <p>At least 12 characters. A few unrelated words make a strong one.</p>
      <Field label="New password" error={save.fieldError('newPassword')}>
        <input type="password" autoComplete="new-password" required minLength={12} maxLength={128} value={newPassword} onChange={(e) => setNew(e.target.value)} autoFocus />
      </Field>
      <Field label="Repeat the new password" error={mismatch ? ['does not match the new password'] : undefined}>
        <input type="password" autoComplete="new-password" required value={repeated} onChange={(e) => setRepeated(e.target.value)} />
      </Field>
      {tokenError ? (
        <p className="state error" role="alert">
          This link is invalid, used or expired. <a href={`${ADMIN_BASE}reset-password`}>Ask for a new link</a>.
        </p>
      ) : (
        <Status save={save} />
      )}
      <button type="submit" className="primary" disabled={save.busy}>
        {save.busy ? 'Saving…' : 'Set new password'}
      </button>
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
        {save.problem.message}
      </p>
    );
  }
  return null;
}
