/*
 * Uploads and downloads of documents in tests (issue 33): a multipart body built from parts, sent
 * through the app's inject, and a download with a token. Shared by the documents tests.
 */
import type { TestContext } from './harness.js';

export interface Part {
  name?: string;
  fileName?: string;
  /** A raw Content-Disposition parameter list instead of filename="..." (filename*=...). */
  dispositionParams?: string;
  type?: string;
  content: Buffer | string;
  headers?: string[];
}

export const BOUNDARY = '----taxdesk-test-boundary';

export function multipart(parts: Part[], { end = true }: { end?: boolean } = {}): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName !== undefined || part.dispositionParams !== undefined;
    const params = part.dispositionParams ?? (part.fileName !== undefined ? `; filename="${part.fileName}"` : '');
    const head = [`--${BOUNDARY}`, `Content-Disposition: form-data; name="${part.name ?? 'file'}"${params}`];
    if (file) head.push(`Content-Type: ${part.type ?? 'application/octet-stream'}`);
    head.push(...(part.headers ?? []));
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (end) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export async function upload(t: TestContext, url: string, token: string, parts: Part[], options: { end?: boolean } = {}) {
  const { payload, headers } = multipart(parts, options);
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  const data = String(res.headers['content-type'] ?? '').includes('json') ? JSON.parse(res.body) : undefined;
  return Object.assign(res, { data });
}

export async function download(t: TestContext, url: string, token: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers, authorization: `Bearer ${token}` } });
}
