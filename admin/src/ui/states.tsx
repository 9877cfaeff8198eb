import type { ReactNode } from 'react';
import type { Loaded } from './useLoad';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="state loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}

export function ErrorBox({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div className="state error" role="alert">
      <strong>Something went wrong.</strong> {error.message}
      {onRetry && (
        <button type="button" className="link" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="state empty">{children}</p>;
}

/** The loading, error and empty states of one loaded block, then its content. */
export function Block<T>({ loaded, empty, children }: { loaded: Loaded<T>; empty?: (data: T) => ReactNode | false; children: (data: T) => ReactNode }) {
  if (loaded.error && !loaded.data) return <ErrorBox error={loaded.error} onRetry={loaded.reload} />;
  if (loaded.data === undefined) return <Loading />;
  const emptyMessage = empty?.(loaded.data);
  return (
    <>
      {loaded.error && <ErrorBox error={loaded.error} onRetry={loaded.reload} />}
      {emptyMessage ? <Empty>{emptyMessage}</Empty> : children(loaded.data)}
    </>
  );
}

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ← Previous
      </button>
      <span>
        Page {page} of {totalPages}
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next →
      </button>
    </nav>
  );
}
