/*
 * The document vault (issue 33) on both stores: the local disk and an S3 protocol server (s3rver).
 * Types decided from the bytes, the limit counted as bytes arrive, nothing left behind by any
 * refusal or failure, reads verified (a flipped byte is DocumentCorruptedError, never the bytes).
 * The vault is the same whatever the database; the rows that refer to its blobs are docsapi's, and
 * their tests run on SQLite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
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
import { SUM_SEGMENT_BYTES } from '../../../shared/storage/segment-sums.js';
import { openBlobStore, parseS3Url } from '../../../shared/storage/open-store.js';
import { REFUSED, SAMPLES } from '../../../testing/documents.js';
import { describeApi } from '../../../testing/harness.js';
import { capturedLog } from '../../../testing/log-capture.js';
import { startTestS3, type TestS3 } from '../../../testing/s3.js';
import { YoungCollectionNudge } from '../../../shared/young-collection.js';
import { HEADER_BYTES, KeyRing, MasterKey, SEGMENT_BYTES } from './envelope.js';
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

  test('DOCUMENTS_ENCRYPTION_KEY: 32 bytes as base64 or hex, anything else refused at start with how to make one', () => {
    const key = randomBytes(32);
    for (const written of [key.toString('base64'), key.toString('base64url'), key.toString('hex'), key.toString('hex').toUpperCase(), ` ${key.toString('base64')} `]) {
      assert.equal(loadConfig({ DOCUMENTS_ENCRYPTION_KEY: written }).documents.encryptionKey, written.trim());
    }
    const refusals = ['correct horse battery staple', randomBytes(16).toString('base64'), randomBytes(33).toString('base64'), key.toString('hex').slice(2), `${key.toString('base64')}!`];
    for (const written of refusals) {
      assert.throws(
        () => loadConfig({ DOCUMENTS_ENCRYPTION_KEY: written }),
        (error: Error) => /^Invalid setting DOCUMENTS_ENCRYPTION_KEY: .*openssl rand -base64 32/.test(error.message) && !error.message.includes(written),
        written,
      );
    }
    assert.equal(loadConfig({}).documents.encryptionKey, null);
    assert.throws(() => loadConfig({ DOCUMENTS_ENCRYPTION_KEY_PREVIOUS: key.toString('hex') }), /DOCUMENTS_ENCRYPTION_KEY_PREVIOUS: is set without DOCUMENTS_ENCRYPTION_KEY/);
    assert.throws(() => loadConfig({ DOCUMENTS_ENCRYPTION_KEY: key.toString('hex'), DOCUMENTS_ENCRYPTION_KEY_PREVIOUS: 'short' }), /DOCUMENTS_ENCRYPTION_KEY_PREVIOUS/);
    const vault = createDocumentVault(loadConfig({ DOCUMENTS_ENCRYPTION_KEY: key.toString('base64'), DOCUMENTS_ENCRYPTION_KEY_PREVIOUS: randomBytes(32).toString('hex') }));
    assert.equal(vault.encrypts, true);
    assert.equal(createDocumentVault(loadConfig({})).encrypts, false);
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

interface StoreUnderTest {
  store: BlobStore;
  /** Every blob and staged object. */
  everything(): Promise<string[]>;
  /** Flips the last stored byte of a blob behind the store's back. */
  tamper(key: string): Promise<void>;
  /** Puts other bytes under a blob's key behind the store's back. */
  replace(key: string, bytes: Buffer): Promise<void>;
  tearDown(): Promise<void>;
}

function vaultContract(name: string, setUp: () => Promise<StoreUnderTest>) {
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

    test('in the clear, checked by segment sums in one read: whole and ranges exact; a changed or cut segment never given', async () => {
      await clear();
      const line = Buffer.from('a ledger line\n');
      const bytes = Buffer.alloc(2 * SUM_SEGMENT_BYTES + 1000);
      for (let at = 0; at < bytes.length; at += line.length) line.copy(bytes, at);
      const file = await vault.ingest(source(bytes, 100_000), { maxBytes: bytes.length, fileName: 'ledger.txt' });
      await file.staged.commit();
      assert.equal(file.sha256, sha(bytes), 'the whole file’s SHA-256 stays its identity');
      assert.equal(file.staged.key, file.sha256);
      assert.equal(file.segmentSums?.length, 3 * 32);
      const content = { blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: null, segmentSums: file.segmentSums };
      assert.deepEqual(await buffer((await vault.open(content)).stream), bytes);
      const across = { start: SUM_SEGMENT_BYTES - 3, end: 2 * SUM_SEGMENT_BYTES + 3 };
      assert.deepEqual(await buffer((await vault.open(content, across)).stream), bytes.subarray(across.start, across.end + 1));
      const readAll = async (range?: { start: number; end: number }) => {
        const got: Buffer[] = [];
        await assert.rejects(
          (async () => {
            for await (const chunk of (await vault.open(content, range)).stream) got.push(chunk as Buffer);
          })(),
          DocumentCorruptedError,
        );
        return Buffer.concat(got);
      };
      // The last byte flipped (in the third segment): at most the first two go out, never a byte of the third.
      await subject.tamper(file.staged.key);
      const sent = await readAll();
      assert.ok(sent.length <= 2 * SUM_SEGMENT_BYTES && sent.equals(bytes.subarray(0, sent.length)));
      assert.deepEqual(await buffer((await vault.open(content, { start: 0, end: 99 })).stream), bytes.subarray(0, 100));
      // Cut short in the second segment: a whole read and a range past the cut fail; nothing past the first segment goes out.
      await subject.replace(file.staged.key, bytes.subarray(0, SUM_SEGMENT_BYTES + 10));
      const cut = await readAll();
      assert.ok(cut.length <= SUM_SEGMENT_BYTES && cut.equals(bytes.subarray(0, cut.length)));
      assert.ok((await readAll({ start: SUM_SEGMENT_BYTES, end: SUM_SEGMENT_BYTES + 20 })).length === 0);
      await vault.remove(file.staged.key);
    });

    describe('encrypted at rest (DOCUMENTS_ENCRYPTION_KEY)', () => {
      const oldKey = new MasterKey(Buffer.alloc(32, 1));
      const newKey = new MasterKey(Buffer.alloc(32, 2));
      let sealed: Vault;
      before(() => {
        sealed = new Vault({ store: subject.store, types: KIND_NAMES, keys: new KeyRing(oldKey) });
      });
      const MARKER = 'PLAINTEXT-MARKER-7f3a';
      /** A text document of `size` bytes holding the marker at its start and across every segment. */
      const document = (size: number) => {
        const line = Buffer.from(`${MARKER} line of the ledger\n`);
        const bytes = Buffer.alloc(size);
        for (let at = 0; at < size; at += line.length) line.copy(bytes, at);
        return bytes;
      };

      test('the store holds no plaintext; the file reads back whole and in ranges across segments', async () => {
        await clear();
        for (const size of [1, 100, SEGMENT_BYTES - 1, SEGMENT_BYTES, SEGMENT_BYTES + 1, 3 * SEGMENT_BYTES + 5]) {
          const bytes = size < MARKER.length ? Buffer.from('x'.repeat(size)) : document(size);
          const file = await sealed.ingest(source(bytes, 10_000), { maxBytes: 4 * SEGMENT_BYTES, fileName: 'ledger.txt' });
          assert.equal(file.sha256, sha(bytes));
          assert.equal(file.size, size);
          assert.equal(file.mediaType, 'text/plain; charset=utf-8');
          assert.equal(file.encryption?.keyId, oldKey.id);
          assert.notEqual(file.staged.key, file.sha256, 'stored under the ciphertext hash');
          await file.staged.commit();
          const content = { blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: file.encryption };
          assert.deepEqual(await buffer((await sealed.open(content)).stream), bytes, `whole, ${size} bytes`);
          const ranges = [
            { start: 0, end: size - 1 },
            { start: 0, end: 0 },
            { start: size - 1, end: size - 1 },
            { start: Math.floor(size / 3), end: Math.floor((2 * size) / 3) },
            { start: Math.max(0, SEGMENT_BYTES - 2), end: Math.min(size - 1, SEGMENT_BYTES + 2) },
          ].filter((range) => range.start <= range.end && range.end < size);
          for (const range of ranges) {
            const opened = await sealed.open(content, range);
            assert.equal(opened.size, range.end - range.start + 1);
            assert.deepEqual(await buffer(opened.stream), bytes.subarray(range.start, range.end + 1), `${size} bytes, ${range.start}-${range.end}`);
          }
        }
        const stored = (await subject.everything()).length;
        assert.ok(stored >= 6, 'every file stored (no sharing: each has its own data key)');
        for (const key of await storedKeys(subject.store)) {
          const raw = await subject.store.read(key, 10 * SEGMENT_BYTES);
          assert.equal(raw.includes(MARKER), false, 'no plaintext in the store');
          assert.equal(raw.subarray(0, 4).toString(), 'TDE1');
        }
        await assert.rejects(sealed.open({ blobKey: 'a'.repeat(64), sha256: 'b'.repeat(64), size: 10, encryption: null }, { start: 5, end: 10 }), RangeError);
      });

      test('a range reads only the segments it covers', async () => {
        await clear();
        const bytes = document(5 * SEGMENT_BYTES);
        const file = await sealed.ingest(source(bytes), { maxBytes: bytes.length, fileName: 'ledger.txt' });
        await file.staged.commit();
        const reads: Array<{ start: number; end: number }> = [];
        const spying = Object.create(subject.store) as BlobStore;
        spying.readRangeUnchecked = (key, range) => {
          reads.push(range);
          return subject.store.readRangeUnchecked(key, range);
        };
        const spied = new Vault({ store: spying, types: KIND_NAMES, keys: new KeyRing(oldKey) });
        const content = { blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: file.encryption };
        const range = { start: 2 * SEGMENT_BYTES + 10, end: 3 * SEGMENT_BYTES + 10 };
        assert.deepEqual(await buffer((await spied.open(content, range)).stream), bytes.subarray(range.start, range.end + 1));
        const segment = SEGMENT_BYTES + 16;
        assert.deepEqual(reads, [{ start: HEADER_BYTES + 2 * segment, end: HEADER_BYTES + 4 * segment - 1 }], 'segments 2 and 3 only');
      });

      test('a changed byte, swapped segments or a cut-off end never decrypt; an unknown key is an error too', async () => {
        await clear();
        const bytes = document(3 * SEGMENT_BYTES);
        const file = await sealed.ingest(source(bytes), { maxBytes: bytes.length, fileName: 'ledger.txt' });
        await file.staged.commit();
        const content = { blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: file.encryption };
        // Another master key, or no key at all, cannot open it.
        await assert.rejects(new Vault({ store: subject.store, types: KIND_NAMES, keys: new KeyRing(newKey) }).open(content), DocumentCorruptedError);
        await assert.rejects(new Vault({ store: subject.store, types: KIND_NAMES }).open(content), DocumentCorruptedError);
        await assert.rejects(sealed.open({ ...content, encryption: { ...file.encryption!, wrappedKey: newKey.wrap({ dataKey: Buffer.alloc(32), prefix: Buffer.alloc(8) }).wrappedKey } }), DocumentCorruptedError);
        // A cut-off end: the row says two segments, so the second is read as the last, and it is not.
        await assert.rejects(sealed.open({ ...content, size: 2 * SEGMENT_BYTES }, { start: SEGMENT_BYTES, end: SEGMENT_BYTES + 5 }), DocumentCorruptedError);
        // Swapped segments: segment 0 read where segment 1 belongs.
        const raw = await subject.store.read(file.staged.key, 4 * SEGMENT_BYTES);
        const segment = SEGMENT_BYTES + 16;
        const swapped = Buffer.concat([
          raw.subarray(0, HEADER_BYTES),
          raw.subarray(HEADER_BYTES + segment, HEADER_BYTES + 2 * segment),
          raw.subarray(HEADER_BYTES, HEADER_BYTES + segment),
          raw.subarray(HEADER_BYTES + 2 * segment),
        ]);
        await subject.replace(file.staged.key, swapped);
        await assert.rejects(sealed.open(content), DocumentCorruptedError, 'whole: the stored hash differs');
        await assert.rejects(sealed.open(content, { start: 0, end: 10 }), DocumentCorruptedError, 'range: segment 1 at place 0 does not authenticate');
        // A flipped byte in the last segment: a range there fails before any byte; a range before it reads.
        const flipped = Buffer.from(raw);
        flipped.writeUInt8(flipped.readUInt8(flipped.length - 100) ^ 1, flipped.length - 100);
        await subject.replace(file.staged.key, flipped);
        // A whole read is one pass: it fails at open when the bad segment is in what was read
        // first, else it gives the segments that authenticate, then fails.
        const sent: Buffer[] = [];
        await assert.rejects(
          (async () => {
            for await (const chunk of (await sealed.open(content)).stream) sent.push(chunk as Buffer);
          })(),
          DocumentCorruptedError,
        );
        assert.deepEqual(Buffer.concat(sent), bytes.subarray(0, Buffer.concat(sent).length));
        assert.ok(Buffer.concat(sent).length <= 2 * SEGMENT_BYTES, 'no byte of the changed segment');
        await assert.rejects(sealed.open(content, { start: 2 * SEGMENT_BYTES + 1, end: 3 * SEGMENT_BYTES - 1 }), DocumentCorruptedError);
        assert.deepEqual(await buffer((await sealed.open(content, { start: 0, end: 99 })).stream), bytes.subarray(0, 100));
        // A range over a good and a bad segment gives at most the good one, then fails: no byte of the bad one.
        // (Refused at open when both segments came in the first read.)
        const received: Buffer[] = [];
        await assert.rejects(
          (async () => {
            for await (const chunk of (await sealed.open(content, { start: SEGMENT_BYTES, end: 3 * SEGMENT_BYTES - 1 })).stream) received.push(chunk as Buffer);
          })(),
          /does not authenticate/,
        );
        assert.deepEqual(Buffer.concat(received), bytes.subarray(SEGMENT_BYTES, SEGMENT_BYTES + Buffer.concat(received).length));
        assert.ok(Buffer.concat(received).length <= SEGMENT_BYTES);
      });

      test('after a rotation both keys read; files wrapped by the previous key rewrap to the new one', async () => {
        await clear();
        const bytes = document(1000);
        const file = await sealed.ingest(source(bytes), { maxBytes: bytes.length, fileName: 'ledger.txt' });
        await file.staged.commit();
        const rotated = new Vault({ store: subject.store, types: KIND_NAMES, keys: new KeyRing(newKey, oldKey) });
        const content = { blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: file.encryption };
        assert.deepEqual(await buffer((await rotated.open(content)).stream), bytes);
        const rewrapped = newKey.wrap(oldKey.unwrap(file.encryption!));
        assert.equal(rewrapped.keyId, newKey.id);
        assert.deepEqual(await buffer((await new Vault({ store: subject.store, types: KIND_NAMES, keys: new KeyRing(newKey) }).open({ ...content, encryption: rewrapped })).stream), bytes);
        const fresh = await rotated.ingest(source(bytes), { maxBytes: bytes.length, fileName: 'ledger.txt' });
        assert.equal(fresh.encryption?.keyId, newKey.id, 'new files under the new key');
        await fresh.staged.discard();
      });

      test('the limit counts plaintext bytes; refusals leave nothing', async () => {
        await clear();
        const bytes = document(2 * SEGMENT_BYTES);
        const exact = await sealed.ingest(source(bytes), { maxBytes: bytes.length, fileName: 'ledger.txt' });
        await exact.staged.discard();
        await assert.rejects(sealed.ingest(source(Buffer.concat([bytes, Buffer.from('x')])), { maxBytes: bytes.length, fileName: 'ledger.txt' }), BlobTooLargeError);
        await assert.rejects(sealed.ingest(source(REFUSED.exe), { maxBytes: 1024 * 1024 }), UnsupportedFileTypeError);
        await nothingStored();
      });
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
    replace: async (key, bytes) => fs.writeFileSync(path.join(directory, key.slice(0, 2), key), bytes),
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
    replace: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `vault/blobs/${key.slice(0, 2)}/${key}`, Body: bytes }));
    },
    tearDown: async () => {
      client.destroy();
      await s3.stop();
    },
  };
});

describeApi('start warnings about the documents store', (t) => {
  test('PostgreSQL with a local store warns that other instances cannot read it; production without a key warns', async () => {
    const log = capturedLog();
    const production = { env: 'production' as const, logLevel: 'warn' as const };
    const plain = await t.otherInstance(production, { logStream: log.stream });
    await plain.close();
    const warnings = () => log.lines.map((line) => JSON.parse(line) as { msg: string; level: number }).filter((entry) => entry.level === 40).map((entry) => entry.msg);
    assert.equal(warnings().some((msg) => msg.startsWith('documents are stored unencrypted: set DOCUMENTS_ENCRYPTION_KEY')), true, log.text());
    assert.equal(warnings().some((msg) => msg.includes('other instances cannot read them')), t.dialect === 'postgres', log.text());
    log.lines.length = 0;
    const keyed = await t.otherInstance({ ...production, documents: { ...t.app.config.documents, encryptionKey: randomBytes(32).toString('base64') } }, { logStream: log.stream });
    await keyed.close();
    assert.equal(warnings().some((msg) => msg.includes('unencrypted')), false, log.text());
  });
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

describe('uploads free their dead buffers as they go (src/shared/young-collection.ts)', () => {
  test('every uploaded byte is counted by the nudge, in the clear and encrypted, and one refused counts too', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-vault-nudge-'));
    try {
      let asked = 0;
      const nudge = new YoungCollectionNudge(() => asked++, 1024 * 1024);
      const collections = () => asked;
      const store = new LocalBlobStore(directory);
      const clear = new Vault({ store, types: KIND_NAMES, nudge });
      const sealed = new Vault({ store, types: KIND_NAMES, keys: new KeyRing(new MasterKey(randomBytes(32))), nudge });
      const bytes = Buffer.concat([SAMPLES.pdf, randomBytes(3 * 1024 * 1024)]);
      await (await clear.ingest(source(bytes, 64 * 1024), { maxBytes: bytes.length })).staged.discard();
      assert.equal(collections(), 3, 'three collections for three MiB and a bit');
      await (await sealed.ingest(source(bytes, 64 * 1024), { maxBytes: bytes.length })).staged.discard();
      assert.equal(collections(), 6, 'the plaintext counted, not the ciphertext as well');
      await assert.rejects(clear.ingest(source(Buffer.concat([bytes, bytes]), 64 * 1024), { maxBytes: bytes.length }), BlobTooLargeError);
      assert.ok(collections() >= 8, `a file over the limit was read up to it, and counted (${collections()})`);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
