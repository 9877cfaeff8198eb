import path from 'node:path';
import type { BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local-store.js';
import { S3BlobStore, type S3Location } from './s3-store.js';

/** Where a store is: a local directory, or an S3 location parsed from its URL (parseS3Url). */
export type StoreLocation = { kind: 'local'; directory: string } | ({ kind: 's3' } & S3Location);

/**
 * Reads `s3://[ACCESS_KEY:SECRET@]bucket[/prefix]?endpoint=https://minio.example:9000&region=...`
 * (`pathStyle=false` for virtual-hosted addressing). Without credentials in the URL the SDK's own
 * chain applies (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). Throws an
 * Error whose message names what is wrong and never repeats the secret.
 */
export function parseS3Url(raw: string): S3Location {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('is not a URL (s3://bucket?endpoint=https://host:9000&region=...)');
  }
  if (url.protocol !== 's3:') throw new Error('must start with s3://');
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`"${bucket}" is not a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)`);
  const prefix = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (prefix.split('/').some((segment) => segment === '.' || segment === '..')) throw new Error('the prefix must not contain . or .. segments');
  const known = new Set(['endpoint', 'region', 'pathStyle']);
  for (const name of url.searchParams.keys()) if (!known.has(name)) throw new Error(`unknown parameter "${name}" (endpoint, region, pathStyle)`);
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(endpoint);
    } catch {
      throw new Error('endpoint is not an absolute URL');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('endpoint must use http or https');
  }
  const pathStyle = url.searchParams.get('pathStyle') ?? 'true';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error('pathStyle must be true or false');
  const accessKeyId = decodeURIComponent(url.username);
  const secretAccessKey = decodeURIComponent(url.password);
  if ((accessKeyId === '') !== (secretAccessKey === '')) throw new Error('give both the access key and the secret, or neither');
  return {
    bucket,
    prefix: prefix === '' ? '' : `${prefix}/`,
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: pathStyle === 'true',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The store a setting names: an S3 URL when given, else the local directory. */
export function storeLocation(directory: string, s3Url: string | null): StoreLocation {
  return s3Url ? { kind: 's3', ...parseS3Url(s3Url) } : { kind: 'local', directory: path.resolve(directory) };
}

export function openBlobStore(location: StoreLocation): BlobStore {
  return location.kind === 'local' ? new LocalBlobStore(location.directory) : new S3BlobStore(location);
}
