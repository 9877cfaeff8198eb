import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../api/client';
import { useSession } from '../session/useSession';
import { Field } from '../ui/fields';
import { useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';

export function AccountPage() {
  const session = useSession();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const save = useSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      unwrap(await api.POST('/api/auth/change-password', { body: { currentPassword, newPassword } }));
      setCurrent('');
      setNew('');
    }, 'Password changed. Your other sessions were signed out.');
  }

  return (
    <>
      <h1>Account</h1>
      <p className="hint">
        Signed in as user #{session.userId} ({session.role}).
      </p>
      <form className="panel narrow" onSubmit={submit} aria-label="Change password">
        <h2>Change password</h2>
        <Field label="Current password" error={save.fieldError('currentPassword')}>
          <input type="password" autoComplete="current-password" required value={currentPassword} onChange={(e) => setCurrent(e.target.value)} />
        </Field>
        <Field label="New password (12 to 128 characters)" error={save.fieldError('newPassword')}>
          <input type="password" autoComplete="new-password" required minLength={12} maxLength={128} value={newPassword} onChange={(e) => setNew(e.target.value)} />
        </Field>
        <button type="submit" className="primary" disabled={save.busy}>
          Change password
        </button>
        <SaveStatus save={save} />
      </form>
    </>
  );
}
