/*
 * Blobs in an S3-compatible service (AWS S3, MinIO, Ceph, R2...): `<prefix>blobs/<first two hex
 * digits>/<key>`, staged bytes under `<prefix>staging/`. Staging streams through the SDK's multipart
 * upload (@aws-sdk/lib-storage: parts of 8 MiB, two in flight), so memory stays bounded whatever the
 * size; a commit copies the staged object under its key and deletes the staged one. Path-style
 * addressing (`endpoint/bucket/key`) by default, which MinIO and most self-hosted services need.
 *
 * The SDK is loaded on first use: an instance storing nothing in S3 never pays for it at start.
 * Reads are verified before anything is handed out, which for a remote object means holding a copy
 * (in memory up to 8 MiB, else in a 0600 file of the spool directory) while hashing it.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertBlobKey,
  BlobCorruptedError,
  BlobNotFoundError,
  BlobTooLargeError,
  isBlobKey,
  type BlobKey,
  type BlobStore,
  type OpenedBlob,
  type StagedBlob,
  type StageOptions,
} from './blob-store.js';
import { Meter, sha256, Verifier } from './meter.js';
import { SegmentSummer } from './segment-sums.js';

type Sdk = typeof import('@aws-sdk/client-s3');

const PART_BYTES = 8 * 1024 * 1024;
/** Remote blobs up to this size are verified in memory; larger ones through a spooled file. */
const IN_MEMORY_BYTES = 8 * 1024 * 1024;

export interface S3Location {
  bucket: string;
  /** '' or ends with '/'. */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where verified copies of large blobs are held while read (default the system's temporary directory). */
  spoolDir?: string;
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly description: string;
  #sdk: Promise<{ sdk: Sdk; client: S3Client; upload: typeof import('@aws-sdk/lib-storage').Upload }> | null = null;

  constructor(private readonly location: S3Location) {
    this.description = `S3 bucket ${location.bucket}${location.prefix ? `/${location.prefix}` : ''}${location.endpoint ? ` at ${location.endpoint}` : ''}`;
  }

  #client() {
    this.#sdk ??= (async () => {
      const [sdk, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
      const { endpoint, region, forcePathStyle, credentials } = this.location;
      const client = new sdk.S3Client({
        region,
        forcePathStyle,
        ...(endpoint ? { endpoint } : {}),
        ...(credentials ? { credentials } : {}),
        // Checksums only where S3 requires them: many compatible services reject the SDK's newer
        // default (aws-chunked bodies with trailing checksums). Integrity is ours: every key is a hash.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client, upload: storage.Upload };
    })();
    return this.#sdk;
  }

  #objectKey(key: BlobKey): string {
    assertBlobKey(key);
    return `${this.location.prefix}blobs/${key.slice(0, 2)}/${key}`;
  }

  async stage(source: Readable | AsyncIterable<Uint8Array>, options: StageOptions): Promise<StagedBlob> {
    const { client, sdk, upload: Upload } = await this.#client();
    const staging = `${this.location.prefix}staging/${randomUUID()}`;
    const meter = new Meter(options.maxBytes);
    const summer = options.segmentSums ? new SegmentSummer() : null;
    const upload = new Upload({
      client,
      params: { Bucket: this.location.bucket, Key: staging, Body: meter },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const abort = () => void upload.abort().catch(() => {});
    options.signal?.addEventListener('abort', abort, { once: true });
    const [piped, uploaded] = await Promise.allSettled([(summer ? pipeline(source, summer, meter, { signal: options.signal }) : pipeline(source, meter, { signal: options.signal })), upload.done()]);
    options.signal?.removeEventListener('abort', abort);
    // The source's failure (too large, aborted) explains an upload's failure better than the upload does.
    const failure = (piped.status === 'rejected' ? piped.reason : uploaded.status === 'rejected' ? uploaded.reason : null) as Error | null;
    if (failure !== null) {
      (source as Partial<Readable>).destroy?.();
      // A single-part upload may have completed before the failure was known; multipart ones abort themselves.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: staging })).catch(() => {});
      throw failure;
    }
    const key = meter.key;
    const size = meter.received;
    let settled = false;
    return {
      key,
      size,
      segmentSums: summer ? summer.sums : null,
      commit: async () => {
        if (settled) return;
        await client.send(
          new sdk.CopyObjectCommand({
            Bucket: this.location.bucket,
            Key: this.#objectKey(key),
            CopySource: `${this.location.bucket}/${staging.split('/').map(encodeURIComponent).join('/')}`,
          }),
        );
        settled = true;
        await client.send(new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: staging })).catch(() => {});
      },
      discard: async () => {
        if (settled) return;
        settled = true;
        await client.send(new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: staging }));
      },
    };
  }

  async #get(key: BlobKey): Promise<{ body: Readable; size: number }> {
    const { client, sdk } = await this.#client();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.location.bucket, Key: this.#objectKey(key) }));
      return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async open(key: BlobKey): Promise<OpenedBlob> {
    const { body, size } = await this.#get(key);
    if (size <= IN_MEMORY_BYTES) {
      const bytes = await collect(body, IN_MEMORY_BYTES);
      const actual = sha256(bytes);
      if (actual !== key) throw new BlobCorruptedError(key, actual);
      return {
        key,
        size: bytes.length,
        stream: (range) => Readable.from(range ? [bytes.subarray(range.start, range.end + 1)] : [bytes]),
        close: async () => {},
      };
    }
    const spoolDir = this.location.spoolDir ?? os.tmpdir();
    const spooled = path.join(spoolDir, `taxdesk-blob-${randomUUID()}`);
    try {
      await pipeline(body, new Verifier(key), createWriteStream(spooled, { mode: 0o600, flags: 'wx' }));
    } catch (error) {
      await fs.rm(spooled, { force: true });
      throw error;
    }
    let open = 0;
    let closed = false;
    const release = () => (closed && open === 0 ? fs.rm(spooled, { force: true }) : Promise.resolve());
    return {
      key,
      size,
      stream: (range) => {
        open++;
        const reading = createReadStream(spooled, range ? { start: range.start, end: range.end } : {});
        const out = new PassThrough();
        reading.on('error', (error) => out.destroy(error));
        reading.on('close', () => {
          open--;
          void release();
        });
        return reading.pipe(out);
      },
      close: async () => {
        closed = true;
        await release();
      },
    };
  }

  async readRangeUnchecked(key: BlobKey, range: { start: number; end: number }): Promise<Readable> {
    const { client, sdk } = await this.#client();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.location.bucket, Key: this.#objectKey(key), Range: `bytes=${range.start}-${range.end}` }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async read(key: BlobKey, maxBytes: number): Promise<Buffer> {
    const { body, size } = await this.#get(key);
    if (size > maxBytes) {
      body.destroy();
      throw new BlobTooLargeError(maxBytes);
    }
    const bytes = await collect(body, maxBytes);
    const actual = sha256(bytes);
    if (actual !== key) throw new BlobCorruptedError(key, actual);
    return bytes;
  }

  async has(key: BlobKey): Promise<boolean> {
    const { client, sdk } = await this.#client();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.location.bucket, Key: this.#objectKey(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(key: BlobKey): Promise<void> {
    const { client, sdk } = await this.#client();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.#objectKey(key) }));
  }

  async *#list(prefix: string): AsyncIterable<{ key: string; modified: Date | undefined }> {
    const { client, sdk } = await this.#client();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, modified: item.LastModified };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *keys(): AsyncIterable<BlobKey> {
    for await (const { key } of this.#list(`${this.location.prefix}blobs/`)) {
      const name = key.slice(key.lastIndexOf('/') + 1);
      if (isBlobKey(name)) yield name;
    }
  }

  async sweepStaged(before: Date, options: { dryRun?: boolean } = {}): Promise<number> {
    const { client, sdk } = await this.#client();
    let removed = 0;
    for await (const { key, modified } of this.#list(`${this.location.prefix}staging/`)) {
      if (modified && modified < before) {
        if (!options.dryRun) await client.send(new sdk.DeleteObjectCommand({ Bucket: this.location.bucket, Key: key }));
        removed++;
      }
    }
    return removed;
  }
}

/** Reads a stream whole, refusing more than `maxBytes`. */
async function collect(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += bytes.length;
    if (size > maxBytes) {
      body.destroy();
      throw new BlobTooLargeError(maxBytes);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}
