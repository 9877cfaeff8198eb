import { useEffect, useRef, type ReactNode } from 'react';
import { CallFailed } from './api';
import { useT, type PortalMessageId } from './i18n';
import type { Loaded } from '../../admin/src/ui/useLoad';

/**
 * A page's heading: the document title follows it, and after a navigation in the app the focus
 * moves to it, so a screen reader announces the new page and the keyboard starts from its top.
 */
let firstPage = true;
export function PageTitle({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => {
    document.title = `${children} · ${t('app.name')}`;
    if (firstPage) firstPage = false;
    else heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [children]);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {children}
    </h1>
  );
}

export function Loading() {
  const t = useT();
  return (
    <p className="state" role="status">
      {t('state.loading')}
    </p>
  );
}

/** The message for a failed call, in the client's language: a known code, else a general one. */
export function useProblemText(): (error: unknown) => string {
  const t = useT();
  return (error) => {
    if (error instanceof CallFailed || (error instanceof Error && 'status' in error)) {
      const { status, code } = error as CallFailed;
      if (code === 'login_throttled' || code === 'rate_limited' || status === 429) return t('problem.throttled');
      if (code === 'invalid_sign_in') return t('problem.invalidSignIn');
      if (code === 'invalid_passkey') return t('problem.invalidPasskey');
      if (code === 'passkey_exists') return t('problem.passkeyExists');
      if (code === 'passkey_not_verified') return t('problem.passkeyNotVerified');
      if (status === 400) return t('problem.invalidInput');
    }
    return t('problem.general');
  };
}

export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const text = useProblemText();
  return (
    <div className="state error" role="alert">
      <p>{text(error)}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      )}
    </div>
  );
}

/** The loading, error and empty states of one loaded block, then its content. */
export function Block<T>({ loaded, empty, children }: { loaded: Loaded<T>; empty: (data: T) => PortalMessageId | false; children: (data: T) => ReactNode }) {
  const t = useT();
  if (loaded.error && loaded.data === undefined) return <ErrorBox error={loaded.error} onRetry={loaded.reload} />;
  if (loaded.data === undefined) return <Loading />;
  const emptyMessage = empty(loaded.data);
  return emptyMessage ? <p className="state empty">{t(emptyMessage)}</p> : <>{children(loaded.data)}</>;
}

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      <span>{t('pager.position', { page, totalPages })}</span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}

/** One record as a card: a title line, a badge, and its facts as a description list. `id`: a link's target (`#invoice-7`). */
export function Item({
  id,
  title,
  badge,
  facts,
  children,
}: {
  id?: string;
  title: string;
  badge?: { text: string; tone: 'bad' | 'warn' | 'ok' | 'plain' };
  facts: Array<[string, ReactNode]>;
  children?: ReactNode;
}) {
  return (
    <li className="item" id={id} tabIndex={id ? -1 : undefined}>
      <div className="item-head">
        <h2>{title}</h2>
        {badge && <span className={`badge ${badge.tone}`}>{badge.text}</span>}
      </div>
      <Facts facts={facts} />
      {children}
    </li>
  );
}

/** Facts as a description list: a term and its value a row. */
export function Facts({ facts, className }: { facts: Array<[string, ReactNode]>; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What is wrong with a field, announced when it appears; the field names it in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="field-error" role="alert">
      {children}
    </p>
  );
}
