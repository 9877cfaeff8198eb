/*
 * The document vault (issue 33) on both stores: the local disk and an S3 protocol server (s3rver).
 * Types decided from the bytes, the limit counted as bytes arrive, nothing left behind by any
 * refusal or failure, reads verified (a flipped byte is DocumentCorruptedError, never the bytes).
 * The vault is the same whatever the database; the rows that refer to its blobs are docsapi's, and
 * their tests run on SQLite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../config.js';
import { BlobTooLargeError, type BlobStore } from '../../../shared/storage/blob-store.js';
import { DocumentCorruptedError, DocumentMissingError, UnsupportedFileTypeError } from '../../../shared/storage/document-vault.js';
import { LocalBlobStore } from '../../../shared/storage/local-store.js';
import { openBlobStore, parseS3Url } from '../../../shared/storage/open-store.js';
import { REFUSED, SAMPLES } from '../../../testing/documents.js';
import { startTestS3, type TestS3 } from '../../../testing/s3.js';
import { KIND_NAMES, parseUploadTypes, SAMPLE_BYTES } from './file-types.js';
import { createDocumentVault, Vault } from './vault.js';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A source that gives the bytes in pieces, as a multipart file stream does. */
function source(bytes: Buffer, piece = 16 * 1024): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += piece) pieces.push(bytes.subarray(at, at + piece));
  return Readable.from(pieces);
}

async function storedKeys(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}

function walk(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

describe('UPLOAD_TYPES and the documents settings', () => {
  test('every kind by default; a list narrows it; an unknown name is refused at start', () => {
    assert.deepEqual(loadConfig({}).documents.uploadTypes, KIND_NAMES);
    assert.deepEqual(parseUploadTypes(' PDF, jpeg ,pdf'), ['pdf', 'jpeg']);
    assert.throws(() => loadConfig({ UPLOAD_TYPES: 'pdf,exe' }), /Invalid setting UPLOAD_TYPES: unknown type "exe"/);
    assert.throws(() => loadConfig({ UPLOAD_TYPES: ',' }), /UPLOAD_TYPES/);
    assert.throws(() => loadConfig({ UPLOAD_MAX_MB: '0' }), /UPLOAD_MAX_MB/);
    assert.throws(() => loadConfig({ DOCUMENTS_S3_URL: 'https://bucket' }), /Invalid setting DOCUMENTS_S3_URL/);
  });

  test('the store: DATA_DIR/documents by default, DOCUMENTS_DIR, or DOCUMENTS_S3_URL; 50 MB per file', () => {
    const local = loadConfig({ DATA_DIR: '/var/lib/taxdesk' }).documents;
    assert.deepEqual(local.store, { kind: 'local', directory: '/var/lib/taxdesk/documents' });
    assert.equal(local.uploadMaxBytes, 50 * 1024 * 1024);
    assert.deepEqual(loadConfig({ DOCUMENTS_DIR: '/srv/docs' }).documents.store, { kind: 'local', directory: '/srv/docs' });
    const s3 = loadConfig({ DOCUMENTS_S3_URL: 's3://firm-docs/taxdesk?endpoint=https://minio.example:9000' }).documents.store;
    assert.deepEqual(s3, { kind: 's3', ...parseS3Url('s3://firm-docs/taxdesk?endpoint=https://minio.example:9000') });
  });
});

function vaultContract(name: string, setUp: () => Promise<{ store: BlobStore; everything(): Promise<string[]>; tamper(key: string): Promise<void>; tearDown(): Promise<void> }>) {
  describe(`document vault: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof setUp>>;
    let vault: Vault;

    before(async () => {
      subject = await setUp();
      vault = new Vault({ store: subject.store, types: KIND_NAMES });
    });
    after(() => subject.tearDown());

    const nothingStored = async () => {
      assert.deepEqual(await subject.everything(), [], 'no blob, no staged bytes');
    };
    const clear = async () => {
      for (const key of await storedKeys(subject.store)) await subject.store.delete(key);
      await nothingStored();
    };

    test('each accepted kind is recognised from its bytes, whatever its name, and reads back the same', async () => {
      await clear();
      const expected: Record<keyof typeof SAMPLES, string> = {
        pdf: 'application/pdf',
        png: 'image/png',
        jpeg: 'image/jpeg',
        heic: 'image/heic',
        tiff: 'image/tiff',
        docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        doc: 'application/msword',
        xls: 'application/vnd.ms-excel',
        zip: 'application/zip',
        csv: 'text/csv; charset=utf-8',
        txt: 'text/plain; charset=utf-8',
      };
      for (const [kind, bytes] of Object.entries(SAMPLES) as Array<[keyof typeof SAMPLES, Buffer]>) {
        const fileName = kind === 'csv' ? 'expenses.csv' : 'upload.bin';
        const file = await vault.ingest(source(bytes), { maxBytes: 1024 * 1024, fileName });
        assert.equal(file.mediaType, expected[kind], kind);
        assert.equal(file.sha256, sha(bytes), kind);
        assert.equal(file.size, bytes.length, kind);
        assert.equal(file.scan, 'unscanned');
        assert.equal(file.encryption, null);
        assert.equal(file.staged.key, file.sha256, 'stored in the clear under the plaintext hash');
        await file.staged.commit();
        const opened = await vault.open({ blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: null });
        assert.equal(opened.size, bytes.length);
        assert.deepEqual(await buffer(opened.stream), bytes, kind);
      }
    });

    test('refused kinds are 415 whatever their name, and nothing is stored', async () => {
      await clear();
      for (const [kind, bytes] of Object.entries(REFUSED)) {
        await assert.rejects(
          vault.ingest(source(bytes), { maxBytes: 1024 * 1024, fileName: kind === 'exe' ? 'return.pdf' : 'notes.txt' }),
          (error) => error instanceof UnsupportedFileTypeError && error.status === 415 && error.code === 'unsupported_media_type',
          kind,
        );
        await nothingStored();
      }
    });

    test('a kind left out of UPLOAD_TYPES is refused', async () => {
      await clear();
      const picky = new Vault({ store: subject.store, types: ['pdf'] });
      await assert.rejects(picky.ingest(source(SAMPLES.png), { maxBytes: 1024 }), UnsupportedFileTypeError);
      await assert.rejects(picky.ingest(source(SAMPLES.txt), { maxBytes: 1024 }), UnsupportedFileTypeError);
      await assert.rejects(picky.ingest(source(SAMPLES.doc), { maxBytes: 1024 * 1024 }), UnsupportedFileTypeError);
      await nothingStored();
      const accepted = await picky.ingest(source(SAMPLES.pdf), { maxBytes: 1024 });
      assert.equal(accepted.mediaType, 'application/pdf');
      await accepted.staged.discard();
      await nothingStored();
    });

    test('a text file stays text to its end: a NUL or invalid UTF-8 past the sample is refused', async () => {
      await clear();
      const long = Buffer.alloc(SAMPLE_BYTES * 3, 'a,b,c\n');
      const withNul = Buffer.concat([long, Buffer.from([0])]);
      await assert.rejects(vault.ingest(source(withNul), { maxBytes: 1024 * 1024, fileName: 'data.csv' }), UnsupportedFileTypeError);
      const cutCharacter = Buffer.concat([long, Buffer.from([0xe2, 0x82])]);
      await assert.rejects(vault.ingest(source(cutCharacter), { maxBytes: 1024 * 1024, fileName: 'data.csv' }), UnsupportedFileTypeError);
      await nothingStored();
      // A character split between two pieces of the stream is fine.
      const korean = Buffer.from('영수증,12.50\n'.repeat(20_000), 'utf8');
      const file = await vault.ingest(source(korean, 1001), { maxBytes: 1024 * 1024, fileName: 'data.csv' });
      assert.equal(file.mediaType, 'text/csv; charset=utf-8');
      await file.staged.discard();
      await nothingStored();
    });

    test('the limit counts bytes as they arrive: one byte over is 413, nothing is stored', async () => {
      await clear();
      const bytes = Buffer.concat([SAMPLES.pdf, Buffer.alloc(200_000, 0x20)]);
      const exact = await vault.ingest(source(bytes), { maxBytes: bytes.length });
      await exact.staged.discard();
      await assert.rejects(
        vault.ingest(source(Buffer.concat([bytes, Buffer.from(' ')])), { maxBytes: bytes.length }),
        (error) => error instanceof BlobTooLargeError && error.status === 413 && error.code === 'file_too_large',
      );
      await nothingStored();
    });

    test('a source that fails mid-way, or an abort, leaves nothing', async () => {
      await clear();
      async function* failing() {
        yield SAMPLES.pdf;
        yield Buffer.alloc(100_000, 0x20);
        throw new Error('client went away');
      }
      await assert.rejects(vault.ingest(Readable.from(failing()), { maxBytes: 1024 * 1024 }), /client went away/);
      const controller = new AbortController();
      async function* slow() {
        yield SAMPLES.pdf;
        controller.abort();
        yield Buffer.alloc(100_000, 0x20);
      }
      await assert.rejects(vault.ingest(Readable.from(slow()), { maxBytes: 1024 * 1024, signal: controller.signal }), { name: 'AbortError' });
      await nothingStored();
    });

    test('reads are verified: a changed byte is DocumentCorruptedError and no bytes; a lost blob DocumentMissingError', async () => {
      await clear();
      const file = await vault.ingest(source(SAMPLES.pdf), { maxBytes: 1024 });
      await file.staged.commit();
      const content = { blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: null };
      const range = await vault.open(content, { start: 0, end: 4 });
      assert.equal(range.size, 5);
      assert.equal((await buffer(range.stream)).toString(), '%PDF-');
      await assert.rejects(vault.open({ ...content, sha256: sha(Buffer.from('other')) }), DocumentCorruptedError);
      await assert.rejects(vault.open({ ...content, size: content.size + 1 }), DocumentCorruptedError);
      await subject.tamper(file.staged.key);
      await assert.rejects(vault.open(content), (error) => error instanceof DocumentCorruptedError && error.status === 500 && error.code === 'document_corrupted');
      await vault.remove(file.staged.key);
      await vault.remove(file.staged.key);
      await assert.rejects(vault.open(content), (error) => error instanceof DocumentMissingError && error.status === 500);
    });
  });
}

vaultContract('local disk', async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-vault-'));
  const store = new LocalBlobStore(directory);
  return {
    store,
    everything: async () => walk(directory),
    tamper: async (key) => {
      const file = path.join(directory, key.slice(0, 2), key);
      const bytes = fs.readFileSync(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x01, bytes.length - 1);
      fs.writeFileSync(file, bytes);
    },
    tearDown: async () => fs.rmSync(directory, { recursive: true, force: true }),
  };
});

let s3: TestS3;
vaultContract('S3 (s3rver)', async () => {
  s3 = await startTestS3('taxdesk-vault');
  const store = openBlobStore({ kind: 's3', ...parseS3Url(s3.url('vault')) });
  const { S3Client, ListObjectsV2Command, PutObjectCommand, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3.credentials });
  return {
    store,
    everything: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'vault/' }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    tamper: async (key) => {
      const objectKey = `vault/blobs/${key.slice(0, 2)}/${key}`;
      const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
      const bytes = Buffer.from(await got.Body!.transformToByteArray());
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0x01, bytes.length - 1);
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey, Body: bytes }));
    },
    tearDown: async () => {
      client.destroy();
      await s3.stop();
    },
  };
});

describe('the app builds one vault from the settings', () => {
  test('a local directory, created 0700 on the first upload', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-vault-config-'));
    try {
      const vault = createDocumentVault({ documents: { ...loadConfig({}).documents, store: { kind: 'local', directory: path.join(directory, 'documents') } } });
      assert.equal(vault.storeKind, 'local');
      const file = await vault.ingest(source(SAMPLES.pdf), { maxBytes: 1024 });
      await file.staged.commit();
      assert.equal(fs.statSync(path.join(directory, 'documents')).mode & 0o777, 0o700);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
