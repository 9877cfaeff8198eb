import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminMessageId } from '../i18n/messages';
import { useSession } from '../session/useSession';

/**
 * A page only admins can use: staff who follow a link get a plain note instead of a wall of 403s,
 * and the page (with its API calls) is never rendered for them. `title` is the page's heading id.
 */
export function AdminOnly({ title, children }: { title: AdminMessageId; children: ReactNode }) {
  const session = useSession();
  if (session.role === 'admin') return <>{children}</>;
  return (
    <>
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <p className="state empty">
        <FormattedMessage id="adminOnly.note" />
      </p>
    </>
  );
}
