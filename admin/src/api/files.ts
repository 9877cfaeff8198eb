/**
 * Uploading and downloading files with a bearer token, for the admin and the portal alike (each
 * passes its own session's token and renewal). Uploads go through XMLHttpRequest because fetch
 * reports no upload progress; the body is FormData (multipart/form-data, the field `file`), which
 * the browser streams from the disk without reading the file into memory.
 */

/** A refused or failed transfer: the HTTP status and the problem+json's code (a page names the reason). */
export class TransferFailed extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly detail: string | undefined,
    /** The whole problem+json, for a page that reads its extensions (verification's `claimedLetter`). */
    readonly problem: Record<string, unknown> = {},
  ) {
    super(detail ?? code ?? `HTTP ${status}`);
  }
}

export interface Credentials {
  token: () => string | null;
  /** Renews an expired session; true when a new token is there. */
  refresh: () => Promise<boolean>;
  /** Sent with every call (the admin's Accept-Language). */
  headers?: () => Record<string, string>;
}

export interface UploadOptions {
  url: string;
  file: File;
  /** Other form fields, sent before the file (the server reads them first). */
  fields?: Record<string, string>;
  credentials: Credentials;
  /** Bytes sent so far of the whole body. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

function problemOf(status: number, text: string): TransferFailed {
  try {
    const problem = JSON.parse(text) as { code?: string; detail?: string; title?: string };
    return new TransferFailed(status, problem.code, problem.detail ?? problem.title, problem);
  } catch {
    return new TransferFailed(status, undefined, undefined);
  }
}

function sendOnce<T>(options: UploadOptions): Promise<{ status: number; body: T | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
    body.append('file', options.file, options.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url);
    const token = options.credentials.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.credentials.headers?.() ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let parsed: T | undefined;
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as T) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({ status: xhr.status, body: parsed, text: xhr.responseText });
    };
    // The connection failed or the server closed it mid-upload (it answers 413 and stops reading
    // a body over the limit; some browsers then report a network error instead of the answer).
    xhr.onerror = () => reject(new TransferFailed(0, 'network', undefined));
    xhr.onabort = () => reject(new TransferFailed(0, 'aborted', undefined));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** Uploads one file; the created record's JSON, or throws TransferFailed. An expired token is renewed once. */
export async function uploadFile<T>(options: UploadOptions): Promise<T> {
  let result = await sendOnce<T>(options);
  if (result.status === 401 && (await options.credentials.refresh())) result = await sendOnce<T>(options);
  if (result.status < 200 || result.status >= 300) throw problemOf(result.status, result.text);
  return result.body as T;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 6266/5987, UTF-8) first, then `filename`. */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim() ?? fallback;
}

/**
 * Fetches a file the API streams: its bytes and its name. A plain link cannot send the bearer
 * token, so it is fetched (with one renewal) into a blob, for a viewer or a download.
 */
export async function fetchFile(url: string, credentials: Credentials, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const get = () => fetch(url, { headers: { ...(credentials.headers?.() ?? {}), ...(credentials.token() ? { authorization: `Bearer ${credentials.token()}` } : {}) } });
  let response = await get();
  if (response.status === 401 && (await credentials.refresh())) response = await get();
  if (!response.ok) throw problemOf(response.status, await response.text());
  return { blob: await response.blob(), name: dispositionName(response.headers.get('content-disposition'), fallbackName) };
}

/** Hands bytes already fetched to the browser as a download. */
export function saveBlob(blob: Blob, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download before the browser has read the blob.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/** Downloads a file the API streams and hands it to the browser as a download. */
export async function downloadFile(url: string, credentials: Credentials, fallbackName: string): Promise<void> {
  const { blob, name } = await fetchFile(url, credentials, fallbackName);
  saveBlob(blob, name);
}
