import { useId, useRef, useState, type FormEvent } from 'react';
import { api, CallFailed, unwrap } from '../api';
import { useT, type PortalMessageId } from '../i18n';
import { FieldError } from '../ui';
import type { PortalLetter } from './Letter';

/**
 * What a refused signature or decline means to the client, and whether the letter must be read
 * again (it changed, was signed elsewhere, declined or withdrawn) or the client must sign in again.
 */
function refusal(error: unknown): { id: PortalMessageId; reload: boolean; signInAgain?: boolean } {
  if (!(error instanceof CallFailed)) return { id: 'problem.general', reload: false };
  if (error.code === 'recent_sign_in_required') return { id: 'letter.recentSignIn', reload: false, signInAgain: true };
  if (error.code === 'letter_changed') return { id: 'letter.changed', reload: true };
  if (error.code === 'letter_already_signed') return { id: 'letter.alreadySigned', reload: true };
  if (error.code === 'letter_not_open') return { id: 'letter.notOpen', reload: true };
  if (error.status === 404) return { id: 'letter.withdrawn', reload: true };
  if (error.status === 400) return { id: 'problem.invalidInput', reload: false };
  return { id: 'problem.general', reload: false };
}

interface Props {
  letter: PortalLetter;
  onDone: (id: PortalMessageId) => void;
  onRefused: (id: PortalMessageId, reload: boolean, signInAgain: boolean) => void;
}

/**
 * Signing (the consent as the server words it in the letter's language, a box to tick, the full
 * name typed) or declining with a reason. A missing tick or name is said beside its field and the
 * focus goes there; the server's answer goes to the page (onDone, onRefused).
 */
export function LetterActions({ letter, onDone, onRefused }: Props) {
  const t = useT();
  const ids = { consent: useId(), consentError: useId(), name: useId(), nameError: useId(), reasonError: useId() };
  const [consent, setConsent] = useState(false);
  const [fullName, setFullName] = useState('');
  const [missing, setMissing] = useState<{ consent?: boolean; name?: boolean; reason?: boolean }>({});
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const consentBox = useRef<HTMLInputElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  async function send(call: () => Promise<unknown>, done: PortalMessageId) {
    setBusy(true);
    try {
      await call();
      onDone(done);
    } catch (error) {
      const { id, reload, signInAgain } = refusal(error);
      onRefused(id, reload, signInAgain ?? false);
    } finally {
      setBusy(false);
    }
  }

  function sign(event: FormEvent) {
    event.preventDefault();
    const check = { consent: !consent, name: fullName.trim() === '' };
    setMissing(check);
    if (check.consent) return consentBox.current?.focus();
    if (check.name) return nameField.current?.focus();
    void send(
      async () => unwrap(await api.POST('/api/portal/engagements/{id}/sign', { params: { path: { id: letter.contractId } }, body: { fullName: fullName.trim(), consent: true, sha256: letter.sha256 } })),
      'letter.signedNow',
    );
  }

  function decline(event: FormEvent) {
    event.preventDefault();
    setMissing({ reason: reason.trim() === '' });
    if (reason.trim() === '') return reasonField.current?.focus();
    void send(async () => unwrap(await api.POST('/api/portal/engagements/{id}/decline', { params: { path: { id: letter.contractId } }, body: { reason: reason.trim() } })), 'letter.declinedNow');
  }

  return (
    <>
      <form className="panel letter-sign" aria-labelledby="consent-title" onSubmit={sign} noValidate>
        <h2 id="consent-title">{t('letter.consentTitle')}</h2>
        <p id="consent-text" className="consent-text" lang={letter.language}>
          {letter.consentText}
        </p>
        <div className="check">
          <input
            ref={consentBox}
            id={ids.consent}
            type="checkbox"
            checked={consent}
            aria-describedby={missing.consent ? `consent-text ${ids.consentError}` : 'consent-text'}
            aria-invalid={missing.consent || undefined}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor={ids.consent}>{t('letter.consentCheck')}</label>
        </div>
        {missing.consent && (
          <FieldError id={ids.consentError}>{t('letter.needConsent')}</FieldError>
        )}
        <label className="field name-field">
          <span>{t('letter.fullName')}</span>
          <input
            ref={nameField}
            name="fullName"
            autoComplete="name"
            maxLength={200}
            value={fullName}
            aria-describedby={missing.name ? `${ids.name}-hint ${ids.nameError}` : `${ids.name}-hint`}
            aria-invalid={missing.name || undefined}
            onChange={(event) => setFullName(event.target.value)}
          />
        </label>
        <p id={`${ids.name}-hint`} className="hint">
          {t('letter.fullNameHint')}
        </p>
        {missing.name && (
          <FieldError id={ids.nameError}>{t('letter.needName')}</FieldError>
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={busy}>
            {t(busy && !declining ? 'letter.signing' : 'letter.sign')}
          </button>
          <button type="button" aria-expanded={declining} aria-controls="decline-form" disabled={busy} onClick={() => setDeclining(!declining)}>
            {t('letter.decline')}
          </button>
        </div>
      </form>
      {declining && (
        <form id="decline-form" className="panel" aria-labelledby="decline-title" onSubmit={decline} noValidate>
          <h2 id="decline-title">{t('letter.declineTitle')}</h2>
          <label className="field">
            <span>{t('letter.declineReason')}</span>
            <textarea
              ref={reasonField}
              name="reason"
              rows={4}
              maxLength={2000}
              value={reason}
              aria-describedby={missing.reason ? ids.reasonError : undefined}
              aria-invalid={missing.reason || undefined}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          {missing.reason && (
            <FieldError id={ids.reasonError}>{t('letter.needReason')}</FieldError>
          )}
          <div className="actions">
            <button type="submit" className="danger" disabled={busy}>
              {t('letter.declineSend')}
            </button>
            <button type="button" disabled={busy} onClick={() => setDeclining(false)}>
              {t('letter.declineCancel')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}
