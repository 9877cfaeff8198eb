import { downloadExport, type ExportPath, type ExportQuery } from '../api/download';
import { useT } from '../i18n/translate';
import { useSession } from '../session/useSession';

/**
 * "Export CSV" for admins only: the server keeps exports to admins (each one a bulk read recorded in
 * the audit trail), so staff get no button that could only answer 403.
 */
export function ExportButton<P extends ExportPath>({ path, query, onError }: { path: P; query: ExportQuery<P>; onError: (error: Error) => void }) {
  const session = useSession();
  const t = useT();
  if (session.role !== 'admin') return null;
  return (
    <button type="button" onClick={() => void downloadExport(path, query).catch(onError)}>
      {t('export.csv')}
    </button>
  );
}
