import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Loaded } from './useLoad';

export function Loading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <p className="state loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label ?? intl.formatMessage({ id: 'state.loading' })}
    </p>
  );
}

export function ErrorBox({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div className="state error" role="alert">
      <strong>
        <FormattedMessage id="state.failed" />
      </strong>{' '}
      {error.message}
      {onRetry && (
        <button type="button" className="link" onClick={onRetry}>
          <FormattedMessage id="state.retry" />
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
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'pager.label' })}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <FormattedMessage id="pager.previous" />
      </button>
      <span>
        <FormattedMessage id="pager.position" values={{ page, totalPages }} />
      </span>
      <button type="button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <FormattedMessage id="pager.next" />
      </button>
    </nav>
  );
}

/** A Block over one page of a list: what `children` draws of the page, then the pager under it. */
export function PagedBlock<P extends { page: number; totalPages: number }>({
  loaded,
  empty,
  onPage,
  children,
}: {
  loaded: Loaded<P>;
  empty?: (data: P) => ReactNode | false;
  onPage: (page: number) => void;
  children: (data: P) => ReactNode;
}) {
  return (
    <Block loaded={loaded} empty={empty}>
      {(data) => (
        <>
          {children(data)}
          <Pager page={data.page} totalPages={data.totalPages} onPage={onPage} />
        </>
      )}
    </Block>
  );
}
