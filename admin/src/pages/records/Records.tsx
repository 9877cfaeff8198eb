import { Link } from 'react-router-dom';
import { RECORDS, visibleTo } from '../../nav';
import { useSession } from '../../session/useSession';

/** The office's records, one page each; what a role cannot use is not offered. */
export function RecordsPage() {
  const session = useSession();
  return (
    <>
      <h1>Records</h1>
      <ul className="list">
        {RECORDS.filter(visibleTo(session.role)).map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
            <small>{item.about}</small>
          </li>
        ))}
      </ul>
    </>
  );
}
