import { api, problemText } from './client';
import { dispositionName, saveBlob } from './files';
import type { paths } from './schema';

/** Every export operation of the API: its path ends in /export. */
export type ExportPath = Extract<keyof paths, `${string}/export`>;
export type ExportQuery<P extends ExportPath> = NonNullable<paths[P]['get']['parameters']['query']>;

/**
 * Saves an export (CSV) the API streams. A plain link cannot send the bearer token, so the file is
 * fetched through the API client (token, renewal) and handed to the browser as a download.
 */
export async function downloadExport<P extends ExportPath>(path: P, query: ExportQuery<P>): Promise<void> {
  // openapi-fetch cannot narrow a generic path; the parameter types above already checked the call.
  const get = api.GET as (path: string, init: object) => Promise<{ data?: Blob; error?: unknown; response: Response }>;
  const { data, response, error } = await get(path, { params: { query }, parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(problemText(error as Parameters<typeof problemText>[0]));
  saveBlob(data, dispositionName(response.headers.get('content-disposition'), 'export.csv'));
}
