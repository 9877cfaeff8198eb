import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Problem } from '../api/client';
import { useT } from '../i18n/translate';
import { completeSignIn, completeSignInWithPasskey, signIn, signInWithPasskey, type MfaChallenge } from '../session/session';
import { CodeField, Field } from '../ui/fields';

/** What the page shows after a sign-in by recovery code: the codes left (navigation state, read by the shell). */
export interface SignInNote {
  recoveryCodesRemaining: number;
}

/**
 * Sign-in in one or two steps (issue 35): the password, then for a user with a second factor their
 * passkey, the code of their authenticator app or one of their recovery codes. An expired or spent
 * second step goes back to the password with the server's sentence. A user who turned passkey
 * sign-in on may sign in with the passkey alone.
 */
export function LoginPage({ from }: { from: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<MfaChallenge>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function attempt(work: () => Promise<MfaChallenge | null>) {
    setBusy(true);
    setError(undefined);
    try {
      const next = await work();
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

  function submit(event: FormEvent) {
    event.preventDefault();
    void attempt(() => signIn(email, password));
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
        {browserSupportsWebAuthn() && (
          <button type="button" disabled={busy} onClick={() => void attempt(async () => (await signInWithPasskey(), null))}>
            {t('login.withPasskey')}
          </button>
        )}
        <Link to="/reset-password">{t('login.forgot')}</Link>
      </form>
    </main>
  );
}

type Method = 'passkey' | 'totp' | 'recovery_code';

function SecondStep({ challenge, onDone, onRestart }: { challenge: MfaChallenge; onDone: (note?: SignInNote) => void; onRestart: (message: string) => void }) {
  const t = useT();
  const offered = (['passkey', 'totp', 'recovery_code'] as const).filter(
    (method) => challenge.methods.includes(method) && (method !== 'passkey' || browserSupportsWebAuthn()),
  );
  const [method, setMethod] = useState<Method>(offered[0] ?? 'recovery_code');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function complete(work: () => Promise<number>) {
    setBusy(true);
    setError(undefined);
    try {
      const remaining = await work();
      onDone(method === 'recovery_code' ? { recoveryCodesRemaining: remaining } : undefined);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    void complete(() => (method === 'passkey' ? completeSignInWithPasskey(challenge.mfaToken) : completeSignIn(challenge.mfaToken, code.trim())));
  }

  const LEADS = { passkey: 'login.passkeyLead', totp: 'login.totpLead', recovery_code: 'login.recoveryLead' } as const;
  const SWITCHES = { passkey: 'login.usePasskey', totp: 'login.useTotp', recovery_code: 'login.useRecovery' } as const;
  return (
    <main className="login">
      <form onSubmit={submit} aria-labelledby="mfa-title">
        <h1 id="mfa-title">{t('login.mfaTitle')}</h1>
        <p>{t(LEADS[method])}</p>
        {method === 'recovery_code' && <CodeField kind="recovery" key="recovery" label={t('login.recoveryCode')} value={code} onChange={setCode} autoFocus />}
        {method === 'totp' && <CodeField kind="totp" key="totp" label={t('login.totpCode')} value={code} onChange={setCode} autoFocus />}
        {error && (
          <p className="state error" role="alert">
            {error}
          </p>
        )}
        {method === 'passkey' ? (
          <button type="submit" className="primary" disabled={busy} autoFocus>
            {busy ? t('login.verifying') : t('login.passkey')}
          </button>
        ) : (
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t('login.verifying') : t('login.verify')}
          </button>
        )}
        {offered
          .filter((other) => other !== method)
          .map((other) => (
            <button
              key={other}
              type="button"
              className="link"
              onClick={() => {
                setMethod(other);
                setCode('');
                setError(undefined);
              }}
            >
              {t(SWITCHES[other])}
            </button>
          ))}
        <button type="button" className="link" onClick={() => onRestart('')}>
          {t('login.startOver')}
        </button>
      </form>
    </main>
  );
}
