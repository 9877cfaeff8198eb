import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../api/client';
import { useSession } from '../session/useSession';
import { Field } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { CalendarFeedPanel } from './CalendarFeed';
import { MailPreferencesPanel } from './MailPreferences';

export function AccountPage() {
  const session = useSession();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const save = useSave();
  const sessions = useLoad(async () => unwrap(await api.GET('/api/auth/sessions')).items, []);
  const revoke = useSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      unwrap(await api.POST('/api/auth/change-password', { body: { currentPassword, newPassword } }));
      setCurrent('');
      setNew('');
      sessions.reload();
    }, 'Password changed. Your other sessions were signed out.');
  }

  function revokeOne(id: number) {
    void revoke.run(async () => {
      unwrap(await api.DELETE('/api/auth/sessions/{id}', { params: { path: { id } } }));
      sessions.reload();
    }, 'Session revoked: it is signed out.');
  }

  function revokeOthers() {
    void revoke.run(async () => {
      unwrap(await api.DELETE('/api/auth/sessions'));
      sessions.reload();
    }, 'Every other session is signed out.');
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
      <section className="panel" aria-label="Sessions">
        <h2>Where you are signed in</h2>
        <Block loaded={sessions} empty={(items) => items.length === 0 && 'No sessions.'}>
          {(items) => (
            <table>
              <thead>
                <tr>
                  <th scope="col">Device</th>
                  <th scope="col">Address</th>
                  <th scope="col">Signed in</th>
                  <th scope="col">Last used</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.userAgent ?? 'Unknown device'}</td>
                    <td>{item.ip ?? '—'}</td>
                    <td>{formatInstant(item.createdAt)}</td>
                    <td>{formatInstant(item.lastUsedAt)}</td>
                    <td>
                      {item.current ? (
                        <strong>This session</strong>
                      ) : (
                        <button type="button" disabled={revoke.busy} onClick={() => revokeOne(item.id)} aria-label={`Revoke session ${item.id}`}>
                          Revoke
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
          Revoke all other sessions
        </button>
        <SaveStatus save={revoke} />
      </section>
      <MailPreferencesPanel />
      <CalendarFeedPanel />
    </>
  );
}
