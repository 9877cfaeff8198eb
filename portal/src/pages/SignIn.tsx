import { useState, type FormEvent } from 'react';
import { useT } from '../i18n';
import { PasskeyCancelled, passkeysSupported, signInWithPasskey } from '../passkeys';
import { returnPending } from '../return-to';
import { requestSignIn, verifySignIn } from '../session';
import { PageTitle, useProblemText } from '../ui';

/**
 * Sign-in without a password: the client asks for a mail (always "sent", known address or not),
 * then either opens its link (LinkSignInPage) or types its 6-digit code here.
 */
export function SignInPage() {
  const t = useT();
  const problemText = useProblemText();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function ask(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await requestSignIn(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(problemText(failure));
    } finally {
      setBusy(false);
    }
  }

  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey();
    } catch (failure) {
      setError(failure instanceof PasskeyCancelled ? t('passkeys.cancelled') : problemText(failure));
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    setBusy(true);
    setError(null);
    try {
      await verifySignIn({ email: sentTo, code: code.trim() });
    } catch (failure) {
      setError(problemText(failure));
      setBusy(false);
    }
  }

  return (
    <main id="main" className="narrow">
      <PageTitle>{t('signIn.title')}</PageTitle>
      {sentTo === null ? (
        <form onSubmit={(event) => void ask(event)} noValidate={false}>
          {returnPending() && (
            <p className="state notice" role="status">
              {t('signIn.returning')}
            </p>
          )}
          <p>{t('signIn.intro')}</p>
          <label className="field">
            <span>{t('signIn.email')}</span>
            <input type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          {error && (
            <p className="state error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="primary" disabled={busy}>
            {t('signIn.send')}
          </button>
          {passkeysSupported() && (
            <div className="alternative">
              <p>{t('signIn.or')}</p>
              <button type="button" disabled={busy} onClick={() => void withPasskey()}>
                {t('signIn.passkey')}
              </button>
            </div>
          )}
        </form>
      ) : (
        <form onSubmit={(event) => void verify(event)}>
          <p role="status">{t('signIn.sent', { email: sentTo })}</p>
          <label className="field">
            <span>{t('signIn.code')}</span>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              aria-describedby="code-hint"
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
          </label>
          <p id="code-hint" className="hint">
            {t('signIn.codeHint')}
          </p>
          {error && (
            <p className="state error" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t('signIn.verify')}
            </button>
            <button
              type="button"
              onClick={() => {
                setSentTo(null);
                setCode('');
                setError(null);
              }}
            >
              {t('signIn.otherEmail')}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}

/** The page a mailed link opens: nothing is spent until the client presses the button. */
export function LinkSignInPage({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const problemText = useProblemText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      await verifySignIn({ token });
      onDone();
    } catch (failure) {
      setError(problemText(failure));
      setBusy(false);
    }
  }

  return (
    <main id="main" className="narrow">
      <PageTitle>{t('signIn.linkTitle')}</PageTitle>
      <p>{t('signIn.linkIntro')}</p>
      {error && (
        <p className="state error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void signIn()}>
          {t('signIn.linkContinue')}
        </button>
        {error && (
          <button type="button" onClick={onDone}>
            {t('signIn.askAgain')}
          </button>
        )}
      </div>
    </main>
  );
}
