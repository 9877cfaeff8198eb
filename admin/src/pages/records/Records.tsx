import { Link } from 'react-router-dom';
import { RECORDS, visibleTo } from '../../nav';
import { useT } from '../../i18n/translate';
import { useSession } from '../../session/useSession';

/** The office's records, one page each; what a role cannot use is not offered. */
export function RecordsPage() {
  const session = useSession();
  const t = useT();
  return (
    <>
      <h1>{t('nav.records')}</h1>
      <ul className="list">
        {RECORDS.filter(visibleTo(session.role)).map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{t(item.id)}</Link>
            <small>{t(item.about)}</small>
          </li>
        ))}
      </ul>
    </>
  );
}
