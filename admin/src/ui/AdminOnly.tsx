import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../session/useSession';

/** A page only admins can use: staff who follow a link get a plain note instead of a wall of 403s. */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  if (session.role === 'admin') return <>{children}</>;
  return (
    <>
      <h1>{title}</h1>
      <p className="state empty">
        <FormattedMessage id="adminOnly.note" />
      </p>
    </>
  );
}
