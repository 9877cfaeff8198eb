import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Problem } from '../api/client';
import { useT } from '../i18n/translate';
import { completeSignIn, signIn, type MfaChallenge } from '../session/session';
import { Field } from '../ui/fields';

/** What the page shows after a sign-in by recovery code: the codes left (navigation state, read by the shell). */
export interface SignInNote {
  recoveryCodesRemaining: number;
}

/**
 * Sign-in in one or two steps (issue 35): the password, then for a user with a second factor the
 * code of their authenticator app or one of their recovery codes. An expired or spent second step
 * goes back to the password with the server's sentence.
 */
export function LoginPage({ from }: { from: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<MfaChallenge>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const next = await signIn(email, password);
      if (next) {
        setPassword('');
        setChallenge(next);
      } else void navigate(from, { replace: true });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (challenge) {
    return (
      <SecondStep
        challenge={challenge}
        onDone={(note) => void navigate(from, { replace: true, state: note })}
        onRestart={(message) => {
          setChallenge(undefined);
          setError(message);
        }}
      />
    );
  }

  return (
    <main className="login">
      <form onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
        <h1 id="login-title">taxdesk</h1>
        <p>{t('login.lead')}</p>
        <Field label={t('login.email')}>
          <input type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
        </Field>
        <Field label={t('login.password')}>
          <input type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} autoFocus={Boolean(error && email)} />
        </Field>
        {error && (
          <p className="state error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </form>
    </main>
  );
}

function SecondStep({ challenge, onDone, onRestart }: { challenge: MfaChallenge; onDone: (note?: SignInNote) => void; onRestart: (message: string) => void }) {
  const t = useT();
  const canRecover = challenge.methods.includes('recovery_code');
  const [byRecovery, setByRecovery] = useState(!challenge.methods.includes('totp'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const remaining = await completeSignIn(challenge.mfaToken, code.trim());
      onDone(byRecovery ? { recoveryCodesRemaining: remaining } : undefined);
    } catch (failure) {
      const problem = (failure as { problem?: Problem }).problem;
      // The step itself is over (expired, used): only the password starts a new one.
      if (problem?.code === 'invalid_mfa_token') onRestart((failure as Error).message);
      else setError((failure as Error).message);
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <form onSubmit={(event) => void submit(event)} aria-labelledby="mfa-title">
        <h1 id="mfa-title">{t('login.mfaTitle')}</h1>
        <p>{byRecovery ? t('login.recoveryLead') : t('login.totpLead')}</p>
        {byRecovery ? (
          <Field label={t('login.recoveryCode')} key="recovery">
            <input
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              minLength={6}
              maxLength={40}
              pattern="[A-Za-z0-9 \-]+"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
            />
          </Field>
        ) : (
          <Field label={t('login.totpCode')} key="totp">
            <input
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              minLength={6}
              maxLength={12}
              pattern="[0-9 ]+"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
            />
          </Field>
        )}
        {error && (
          <p className="state error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t('login.verifying') : t('login.verify')}
        </button>
        {canRecover && challenge.methods.includes('totp') && (
          <button
            type="button"
            className="link"
            onClick={() => {
              setByRecovery(!byRecovery);
              setCode('');
              setError(undefined);
            }}
          >
            {byRecovery ? t('login.useTotp') : t('login.useRecovery')}
          </button>
        )}
        <button type="button" className="link" onClick={() => onRestart('')}>
          {t('login.startOver')}
        </button>
      </form>
    </main>
  );
}
