/*
 * The signed-in user's second factors on the Account page (issue 35, item 5): the authenticator
 * app set up from a QR code drawn here (qrcode.react; the otpauth URI never leaves the page) or the
 * secret typed by hand, turned on with a current code; the ten recovery codes shown once, to copy
 * or download; how many are left, and ten new ones against a current code or one of the user's passkeys.
 */
import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { api, unwrap } from '../api/client';
import { useT } from '../i18n/translate';
import { CodeField } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { useSave } from '../ui/forms';
import { SaveStatus, SubmitButton } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';

/** The base32 secret in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Ten recovery codes, this once: a list to read, copy or download, and "I have saved them". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [note, setNote] = useState<string>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setNote(t('mfa.copied'));
    } catch {
      setNote(t('mfa.copyFailed'));
    }
  }
  function download() {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${t('mfa.fileHeading')}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
    link.download = 'taxdesk-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  }
  return (
    <div className="recovery-codes" role="group" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">{t('mfa.codesTitle')}</h3>
      <p>{t('mfa.codesLead')}</p>
      <ol className="codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="actions">
        <button type="button" onClick={() => void copy()}>
          {t('mfa.copy')}
        </button>
        <button type="button" onClick={download}>
          {t('mfa.download')}
        </button>
        <button type="button" className="primary" onClick={onDone}>
          {t('mfa.saved')}
        </button>
      </div>
      {note && (
        <p className="state ok" role="status">
          {note}
        </p>
      )}
    </div>
  );
}

/** Setting up (or replacing) the authenticator app: QR code, the secret by hand, a current code. */
function TotpEnrollment({ onConfirmed, onCancel }: { onConfirmed: (codes: string[]) => void; onCancel?: () => void }) {
  const t = useT();
  const start = useLoad(async () => unwrap(await api.POST('/api/auth/mfa/totp')), []);
  const [code, setCode] = useState('');
  const save = useSave();
  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      const { recoveryCodes } = unwrap(await api.POST('/api/auth/mfa/totp/confirm', { body: { code: code.replace(/\s/g, '') } }));
      onConfirmed(recoveryCodes);
    }, t('mfa.enabled'));
  }
  return (
    <Block loaded={start}>
      {({ secret, uri }) => (
        <form onSubmit={submit} aria-labelledby="totp-setup-title" className="totp-setup">
          <h3 id="totp-setup-title">{t('mfa.setupTitle')}</h3>
          <ol className="steps">
            <li>{t('mfa.stepApp')}</li>
            <li>
              {t('mfa.stepScan')}
              <div className="qr">
                <QRCodeSVG value={uri} size={176} marginSize={2} role="img" aria-label={t('mfa.qrLabel')} title={t('mfa.qrLabel')} />
              </div>
              <p className="hint">{t('mfa.manualLead')}</p>
              <p>
                <code className="secret" data-testid="totp-secret" aria-label={t('mfa.secretLabel')}>
                  {grouped(secret)}
                </code>
              </p>
            </li>
            <li>{t('mfa.stepCode')}</li>
          </ol>
          <CodeField kind="totp" label={t('mfa.code')} value={code} onChange={setCode} autoFocus />
          <div className="actions">
            <SubmitButton save={save}>
              {t('mfa.turnOn')}
            </SubmitButton>
            {onCancel && (
              <button type="button" onClick={onCancel}>
                {t('mfa.cancel')}
              </button>
            )}
          </div>
          <SaveStatus save={save} />
        </form>
      )}
    </Block>
  );
}

/** Ten new recovery codes against a current authenticator code or, for a user with passkeys, one of them. */
function RegenerateCodes({ totp, passkeys, onDone, onCancel }: { totp: boolean; passkeys: boolean; onDone: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const save = useSave();
  const offerPasskey = passkeys && browserSupportsWebAuthn();
  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      onDone(unwrap(await api.POST('/api/auth/mfa/recovery-codes', { body: { code: code.replace(/\s/g, '') } })).recoveryCodes);
    }, t('mfa.regenerated'));
  }
  function withPasskey() {
    void save.run(async () => {
      const optionsJSON = unwrap(await api.POST('/api/auth/mfa/recovery-codes/passkey-options')) as unknown as PublicKeyCredentialRequestOptionsJSON;
      let credential;
      try {
        credential = await startAuthentication({ optionsJSON });
      } catch {
        throw new Error(t('mfa.passkeyFailed'));
      }
      onDone(unwrap(await api.POST('/api/auth/mfa/recovery-codes', { body: { credential: credential as never } })).recoveryCodes);
    }, t('mfa.regenerated'));
  }
  return (
    <form onSubmit={submit} aria-labelledby="regenerate-title">
      <h3 id="regenerate-title">{t('mfa.regenerateTitle')}</h3>
      <p className="hint">{t(totp ? 'mfa.regenerateLead' : 'mfa.regeneratePasskeyLead')}</p>
      {totp && <CodeField kind="totp" label={t('mfa.code')} value={code} onChange={setCode} autoFocus />}
      <div className="actions">
        {totp && (
          <SubmitButton save={save}>
            {t('mfa.regenerate')}
          </SubmitButton>
        )}
        {offerPasskey && (
          <button type="button" className={totp ? undefined : 'primary'} onClick={withPasskey} disabled={save.busy}>
            {t('mfa.usePasskey')}
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {t('mfa.cancel')}
        </button>
      </div>
      <SaveStatus save={save} />
    </form>
  );
}

type Mode = { kind: 'status' } | { kind: 'enroll' } | { kind: 'regenerate'; totp: boolean; passkeys: boolean } | { kind: 'codes'; codes: string[] };

/**
 * The two-factor panel. `required`: the policy asks for a second factor the user does not have yet
 * (the enrollment page shows the setup at once and no way around it); `onEnabled` runs once the
 * recovery codes have been seen.
 */
export function TwoFactorPanel({ required = false, onEnabled }: { required?: boolean; onEnabled?: () => void }) {
  const t = useT();
  const status = useLoad(async () => unwrap(await api.GET('/api/auth/mfa')), []);
  const [mode, setMode] = useState<Mode>(required ? { kind: 'enroll' } : { kind: 'status' });
  const toStatus = () => {
    setMode({ kind: 'status' });
    status.reload();
  };

  let body;
  if (mode.kind === 'codes') {
    body = (
      <RecoveryCodes
        codes={mode.codes}
        onDone={() => {
          toStatus();
          onEnabled?.();
        }}
      />
    );
  } else if (mode.kind === 'enroll') {
    body = <TotpEnrollment onConfirmed={(codes) => setMode({ kind: 'codes', codes })} onCancel={required ? undefined : toStatus} />;
  } else if (mode.kind === 'regenerate') {
    body = <RegenerateCodes totp={mode.totp} passkeys={mode.passkeys} onDone={(codes) => setMode({ kind: 'codes', codes })} onCancel={toStatus} />;
  } else {
    body = (
      <Block loaded={status}>
        {({ totp, recoveryCodesRemaining, passkeys }) => (
          <>
            <dl className="facts" data-testid="mfa-status">
              <dt>{t('mfa.app')}</dt>
              <dd>{totp.enabled && totp.confirmedAt ? t('mfa.appOn', { since: formatInstant(totp.confirmedAt) }) : t('mfa.appOff')}</dd>
              {(totp.enabled || recoveryCodesRemaining > 0) && (
                <>
                  <dt>{t('mfa.recoveryCodes')}</dt>
                  <dd>{t('mfa.codesLeft', { count: recoveryCodesRemaining })}</dd>
                </>
              )}
            </dl>
            <div className="actions">
              <button type="button" className={totp.enabled ? undefined : 'primary'} onClick={() => setMode({ kind: 'enroll' })}>
                {totp.enabled ? t('mfa.replace') : t('mfa.setUp')}
              </button>
              {(totp.enabled || (passkeys > 0 && browserSupportsWebAuthn())) && (
                <button type="button" onClick={() => setMode({ kind: 'regenerate', totp: totp.enabled, passkeys: passkeys > 0 })}>
                  {t('mfa.regenerateTitle')}
                </button>
              )}
            </div>
          </>
        )}
      </Block>
    );
  }

  return (
    <section className="panel narrow" aria-labelledby="mfa-title">
      <h2 id="mfa-title">{t('mfa.title')}</h2>
      <p className="hint">{t('mfa.lead')}</p>
      {body}
    </section>
  );
}
