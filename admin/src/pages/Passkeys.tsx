/*
 * The signed-in user's passkeys on the Account page (issue 35.2 and 35.5): add one (the browser's
 * WebAuthn ceremony through @simplewebauthn/browser), list, rename, remove after a confirmation,
 * and the choice to sign in with a passkey alone.
 */
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../api/client';
import { translate, useT } from '../i18n/translate';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Field } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { useSave } from '../ui/forms';
import { SaveStatus, SubmitButton } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { RecoveryCodes } from './TwoFactor';

interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  synced: boolean;
}

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/**
 * Registers a passkey of this device under `name`: the server's options, the browser's ceremony,
 * the answer. Answers the ten recovery codes when it is the user's first second factor.
 */
export async function addPasskey(name: string): Promise<string[] | undefined> {
  const optionsJSON = unwrap(await api.POST('/api/auth/passkeys/registration'));
  let credential;
  try {
    credential = await startRegistration({ optionsJSON: optionsJSON as unknown as CreationOptions });
  } catch {
    throw new Error(translate('passkeys.ceremonyFailed'));
  }
  const added = unwrap(await api.POST('/api/auth/passkeys', { body: { name, credential } as never })) as { recoveryCodes?: string[] };
  return added.recoveryCodes;
}

/** "Add a passkey": its name, then the browser's ceremony; `onAdded` gets the recovery codes of a first factor. */
export function AddPasskeyForm({ onAdded, autoFocus }: { onAdded: (recoveryCodes: string[] | undefined) => void; autoFocus?: boolean }) {
  const t = useT();
  const [name, setName] = useState('');
  const save = useSave();
  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      const codes = await addPasskey(name.trim());
      setName('');
      onAdded(codes);
    }, t('passkeys.added'));
  }
  if (!browserSupportsWebAuthn()) return <p className="hint">{t('passkeys.unsupported')}</p>;
  return (
    <form onSubmit={submit} aria-label={t('passkeys.add')}>
      <Field label={t('passkeys.name')} error={save.fieldError('name')}>
        <input required maxLength={60} value={name} placeholder={t('passkeys.namePlaceholder')} onChange={(e) => setName(e.target.value)} autoFocus={autoFocus} />
      </Field>
      <SubmitButton save={save}>
        {t('passkeys.add')}
      </SubmitButton>
      <SaveStatus save={save} fields={['name']} />
    </form>
  );
}

function PasskeyRow({ passkey, onChanged, onRemove }: { passkey: Passkey; onChanged: () => void; onRemove: () => void }) {
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const save = useSave();
  function submit(event: FormEvent) {
    event.preventDefault();
    void save
      .run(async () => unwrap(await api.PUT('/api/auth/passkeys/{id}', { params: { path: { id: passkey.id } }, body: { name: name.trim() } })), t('passkeys.renamed'))
      .then((ok) => {
        if (!ok) return;
        setRenaming(false);
        onChanged();
      });
  }
  return (
    <li>
      {renaming ? (
        <form onSubmit={submit} aria-label={t('passkeys.renameOf', { name: passkey.name })}>
          <Field label={t('passkeys.newName')} error={save.fieldError('name')}>
            <input required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </Field>
          <SubmitButton save={save}>
            {t('passkeys.save')}
          </SubmitButton>
          <button type="button" onClick={() => setRenaming(false)}>
            {t('mfa.cancel')}
          </button>
        </form>
      ) : (
        <>
          <span>
            <strong>{passkey.name}</strong>
            <br />
            <small className="hint">
              {t('passkeys.addedOn', { date: formatInstant(passkey.createdAt) })} ·{' '}
              {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: formatInstant(passkey.lastUsedAt) }) : t('passkeys.neverUsed')}
              {passkey.synced && ` · ${t('passkeys.synced')}`}
            </small>
          </span>
          <span className="row-actions">
            <button type="button" onClick={() => setRenaming(true)} aria-label={t('passkeys.renameOf', { name: passkey.name })}>
              {t('passkeys.rename')}
            </button>
            <button type="button" onClick={onRemove} aria-label={t('passkeys.removeOf', { name: passkey.name })}>
              {t('passkeys.remove')}
            </button>
          </span>
        </>
      )}
      <SaveStatus save={save} fields={['name']} />
    </li>
  );
}

/** Sign-in with a passkey alone (no password): needs at least one passkey. */
function PasskeySignIn({ enabled, disabled, onChanged }: { enabled: boolean; disabled: boolean; onChanged: () => void }) {
  const t = useT();
  const save = useSave();
  function toggle(next: boolean) {
    void save.run(async () => {
      unwrap(await api.PUT('/api/auth/mfa/passkey-sign-in', { body: { enabled: next } }));
      onChanged();
    }, next ? t('passkeys.signInOn') : t('passkeys.signInOff'));
  }
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={enabled} disabled={disabled || save.busy} onChange={(e) => toggle(e.target.checked)} />
        {t('passkeys.signIn')}
      </label>
      <p className="hint">{t('passkeys.signInHint')}</p>
      <SaveStatus save={save} />
    </>
  );
}

export function PasskeysPanel({ onChanged }: { onChanged?: () => void }) {
  const t = useT();
  const list = useLoad(async () => unwrap(await api.GET('/api/auth/passkeys')).items as Passkey[], []);
  const status = useLoad(async () => unwrap(await api.GET('/api/auth/mfa')), []);
  const passkeySignIn = status.data?.passkeySignIn;
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [codes, setCodes] = useState<string[]>();
  const remove = useSave();
  const changed = () => {
    list.reload();
    status.reload();
    onChanged?.();
  };
  function confirmRemove() {
    const passkey = removing;
    if (!passkey) return;
    void remove
      .run(async () => unwrap(await api.DELETE('/api/auth/passkeys/{id}', { params: { path: { id: passkey.id } } })), t('passkeys.removed', { name: passkey.name }))
      .then(() => {
        setRemoving(null);
        changed();
      });
  }
  return (
    <section className="panel narrow passkeys" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('passkeys.title')}</h2>
      <p className="hint">{t('passkeys.lead')}</p>
      <Block loaded={list} empty={(items) => items.length === 0 && t('passkeys.none')}>
        {(items) => (
          <ul className="list" data-testid="passkeys">
            {items.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onChanged={changed} onRemove={() => setRemoving(passkey)} />
            ))}
          </ul>
        )}
      </Block>
      <SaveStatus save={remove} />
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
      ) : (
        <AddPasskeyForm
          onAdded={(first) => {
            setCodes(first);
            changed();
          }}
        />
      )}
      {passkeySignIn !== undefined && <PasskeySignIn enabled={passkeySignIn} disabled={(list.data ?? []).length === 0 && !passkeySignIn} onChanged={status.reload} />}
      {removing && (
        <ConfirmDialog
          title={t('passkeys.removeTitle', { name: removing.name })}
          confirm={t('passkeys.remove')}
          cancel={t('mfa.cancel')}
          busy={remove.busy}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        >
          <p>{t('passkeys.removeText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
