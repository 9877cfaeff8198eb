import { api, problemText } from './client';
import type { paths } from './schema';

/**
 * Saves an export (CSV) the API streams. A plain link cannot send the bearer token, so the file is
 * fetched through the API client (token, renewal) and handed to the browser as a download.
 */
type ClientExportQuery = NonNullable<paths['/api/client/export']['get']['parameters']['query']>;

export async function downloadExport(path: '/api/client/export', query: ClientExportQuery): Promise<void> {
  const { data, response, error } = await api.GET(path, { params: { query }, parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(problemText(error));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(data);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read the blob.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
