import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, problemText, unwrap } from '../../api/client';
import { ROLES } from '../../api/enums';
import { enumLabel } from '../../i18n/labels';
import { useT } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { useSession } from '../../session/useSession';
import { AdminOnly } from '../../ui/AdminOnly';
import { Field, EnumOptions } from '../../ui/fields';
import { formatInstant } from '../../ui/format';
import { useFormState, useSave } from '../../ui/forms';
import { SaveStatus, SubmitButton } from '../../ui/SaveStatus';
import { PagedTable, useList } from '../../ui/lists';
import { FactorsCell, ResetFactorsButton } from './UserFactors';

type User = paths['/api/users']['get']['responses'][200]['content']['application/json']['items'][number];

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 20 characters from the browser's CSPRNG (about 115 bits): strong for any policy, typed once by the new user. */
function generatePassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 256 is not a multiple of 56; the bias this leaves (a few characters 1/56 likelier) costs under a bit.
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export function UsersPage() {
  return (
    <AdminOnly title="records.users">
      <Users />
    </AdminOnly>
  );
}

function Users() {
  const t = useT();
  const intl = useIntl();
  const session = useSession();
  const { toPage, list: users } = useList(async ({ page }) => unwrap(await api.GET('/api/users', { params: { query: { page, pageSize: 50 } } })));
  const [notice, setNotice] = useState('');
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);

  // Rows whose change is on its way: with the list's reload after it, the row is stale until the reload ends.
  const [changing, setChanging] = useState<ReadonlySet<number>>(new Set());

  async function change(user: User, changes: Partial<Pick<User, 'role' | 'disabled'>>, message: string) {
    setChanging((ids) => new Set(ids).add(user.id));
    const result = await api.PUT('/api/users/{id}', { params: { path: { id: user.id } }, body: { role: user.role, displayName: user.displayName, disabled: user.disabled, ...changes } });
    setNotice(result.error ? t('users.notChanged', { reason: problemText(result.error) }) : message);
    users.reload();
    setChanging((ids) => new Set([...ids].filter((id) => id !== user.id)));
  }

  async function revoke(user: User) {
    const result = await api.DELETE('/api/users/{id}/sessions', { params: { path: { id: user.id } } });
    setNotice(result.error ? t('users.notRevoked', { reason: problemText(result.error) }) : t('users.revoked', { email: user.email }));
  }

  return (
    <>
      <h1>{t('records.users')}</h1>
      <NewUser
        onCreated={(user) => {
          setCreated(user);
          setNotice('');
          users.reload();
        }}
      />
      {created && (
        <div className="panel" role="status" aria-label={t('users.passwordPanel')}>
          <p>
            <strong>{created.email}</strong> {t('users.passwordNote')}
          </p>
          <label className="field">
            <span>{t('users.passwordFor', { email: created.email })}</span>
            <input readOnly value={created.password} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" onClick={() => setCreated(null)}>
            {t('users.hide')}
          </button>
        </div>
      )}
      <p role="status" className="hint">
        {notice}
      </p>
      <PagedTable
        loaded={users}
        onPage={toPage}
        testId="users"
        columns={[t('clients.email'), t('clients.name'), t('users.role'), t('file.status'), t('users.since'), t('users.factors')]}
        actions
        row={(user) => {
          const self = user.id === session.userId;
          // While a change is sent and the list reloads, the rows are the old ones: a change
          // sends the whole user, so one made now would put back what the previous change
          // just set (say, the role). aria-disabled, not disabled: the focus stays where it is.
          const stale = users.loading || changing.has(user.id);
          return (
            <tr key={user.id}>
              <td>{user.email}</td>
              <td>{user.displayName ?? '–'}</td>
              <td>
                <select
                  aria-label={t('users.roleOf', { email: user.email })}
                  value={user.role}
                  disabled={self}
                  aria-disabled={stale || undefined}
                  onChange={(e) => stale || void change(user, { role: e.target.value as User['role'] }, t('users.nowRole', { email: user.email, role: enumLabel(intl, 'ROLES', e.target.value) }))}
                >
                  <EnumOptions list="ROLES" values={ROLES} />
                </select>
              </td>
              <td>
                <span className={`badge status-${user.disabled ? 'failed' : 'active'}`}>{t(user.disabled ? 'users.disabled' : 'users.active')}</span>
              </td>
              <td>{formatInstant(user.createdAt)}</td>
              <td>
                <FactorsCell factors={user.secondFactors} />
              </td>
              <td className="row-actions">
                {!self && (
                  <>
                    <button
                      type="button"
                      aria-disabled={stale || undefined}
                      onClick={() => stale || void change(user, { disabled: !user.disabled }, t(user.disabled ? 'users.enabledNotice' : 'users.disabledNotice', { email: user.email }))}
                    >
                      {t(user.disabled ? 'users.enable' : 'users.disable')}
                      <span className="visually-hidden"> {user.email}</span>
                    </button>
                    <button type="button" onClick={() => void revoke(user)}>
                      {t('users.signOutEverywhere')}
                      <span className="visually-hidden"> {user.email}</span>
                    </button>
                    <ResetFactorsButton
                      user={user}
                      self={self}
                      onDone={(message) => {
                        setNotice(message);
                        users.reload();
                      }}
                    />
                  </>
                )}
              </td>
            </tr>
          );
        }}
      />
    </>
  );
}

function NewUser({ onCreated }: { onCreated: (user: { email: string; password: string }) => void }) {
  const t = useT();
  const { form, setForm, bind } = useFormState({ email: '', displayName: '', role: 'staff' });
  const save = useSave();

  function submit(event: FormEvent) {
    event.preventDefault();
    const password = generatePassword();
    void save
      .run(async () => unwrap(await api.POST('/api/users', { body: { email: form.email, role: form.role as User['role'], password, ...(form.displayName ? { displayName: form.displayName } : {}) } })), t('users.created'))
      .then((ok) => {
        if (!ok) return;
        onCreated({ email: form.email, password });
        setForm({ email: '', displayName: '', role: 'staff' });
      });
  }

  return (
    <form className="panel grid" onSubmit={submit} aria-label={t('users.new')}>
      <Field label={t('clients.email')} error={save.fieldError('email')}>
        <input type="email" required {...bind('email')} />
      </Field>
      <Field label={t('clients.name')} error={save.fieldError('displayName')}>
        <input {...bind('displayName')} />
      </Field>
      <Field label={t('users.role')} error={save.fieldError('role')}>
        <select {...bind('role')}>
          <EnumOptions list="ROLES" values={ROLES} />
        </select>
      </Field>
      <div className="actions">
        <SubmitButton save={save}>
          {t('users.create')}
        </SubmitButton>
        <SaveStatus save={save} />
      </div>
    </form>
  );
}
