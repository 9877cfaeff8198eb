/*
 * The storage interface's contract, run against both stores: the local disk and an S3 protocol
 * server (s3rver, started here). Staging within and over the limit, aborted and failing sources
 * (nothing left behind), commit and discard, verified reads (a flipped byte is never handed out),
 * ranges, listing, deletion, and what the local store promises about modes.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3, type TestS3 } from '../../testing/s3.js';
import { BlobCorruptedError, BlobNotFoundError, BlobTooLargeError, type BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local-store.js';
import { openBlobStore, parseS3Url, storeLocation } from './open-store.js';
import { SUM_SEGMENT_BYTES } from './content-hash.js';

const hash = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** A source that yields `chunks` pieces of `size` bytes, then fails if told to (a client that went away). */
async function* pieces(chunks: number, size: number, fill = 7, failAfter?: number): AsyncGenerator<Buffer> {
  for (let index = 0; index < chunks; index++) {
    if (failAfter !== undefined && index === failAfter) throw new Error('client aborted');
    yield Buffer.alloc(size, (fill + index) % 256);
  }
}

interface StoreUnderTest {
  store: BlobStore;
  /** Every object or file the store holds, staging included. */
  everything(): Promise<string[]>;
  /** Overwrites the stored bytes of a key behind the store's back. */
  tamper(key: string, bytes: Buffer): Promise<void>;
  large: boolean;
}

function contract(name: string, setUp: () => Promise<StoreUnderTest & { tearDown(): Promise<void> }>) {
  describe(`blob store: ${name}`, () => {
    let subject: StoreUnderTest & { tearDown(): Promise<void> };
    let store: BlobStore;

    before(async () => {
      subject = await setUp();
      store = subject.store;
    });
    after(() => subject.tearDown());

    const clear = async () => {
      for await (const key of store.keys()) await store.delete(key);
      await store.sweepStaged(new Date(Date.now() + 60_000));
      assert.deepEqual(await subject.everything(), []);
    };

    test('staged bytes become a blob under their SHA-256 on commit, and read back verified', async () => {
      await clear();
      const bytes = Buffer.from('Quarterly VAT return, 2026 Q4\n');
      const staged = await store.stage(Readable.from([bytes]), { maxBytes: 1024 });
      assert.equal(staged.key, hash(bytes));
      assert.equal(staged.size, bytes.length);
      assert.equal(await store.has(staged.key), false, 'not visible before the commit');
      await staged.commit();
      await staged.commit();
      assert.equal(await store.has(staged.key), true);
      assert.deepEqual(await store.read(staged.key, 1024), bytes);
      const opened = await store.open(staged.key);
      assert.equal(opened.size, bytes.length);
      assert.equal(await text(opened.stream()), bytes.toString());
      assert.equal(await text(opened.stream({ start: 10, end: 12 })), 'VAT');
      await opened.close();
      const keys: string[] = [];
      for await (const key of store.keys()) keys.push(key);
      assert.deepEqual(keys, [staged.key]);
    });

    test('the same bytes staged twice are one blob', async () => {
      await clear();
      for (let round = 0; round < 2; round++) {
        const staged = await store.stage(Readable.from([Buffer.from('same')]), { maxBytes: 10 });
        await staged.commit();
      }
      const keys: string[] = [];
      for await (const key of store.keys()) keys.push(key);
      assert.deepEqual(keys, [hash('same')]);
    });

    test('exactly the limit is accepted; one byte over fails with nothing left behind', async () => {
      await clear();
      const fits = await store.stage(pieces(4, 256), { maxBytes: 1024 });
      assert.equal(fits.size, 1024);
      await fits.discard();
      await assert.rejects(store.stage(pieces(5, 256), { maxBytes: 1024 + 255 }), (error: unknown) => {
        assert.ok(error instanceof BlobTooLargeError);
        assert.equal(error.status, 413);
        assert.equal(error.limitBytes, 1279);
        return true;
      });
      assert.deepEqual(await subject.everything(), [], 'no staged file, no blob');
    });

    test('a source that fails mid-stream (a client gone) leaves nothing behind', async () => {
      await clear();
      await assert.rejects(store.stage(pieces(10, 64 * 1024, 1, 3), { maxBytes: 10 * 1024 * 1024 }), /client aborted/);
      assert.deepEqual(await subject.everything(), []);
    });

    test('an abort signal stops staging and leaves nothing behind', async () => {
      await clear();
      const controller = new AbortController();
      async function* slow() {
        yield Buffer.alloc(1024, 1);
        controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 20));
        yield Buffer.alloc(1024, 2);
      }
      await assert.rejects(store.stage(slow(), { maxBytes: 1 << 20, signal: controller.signal }), { name: 'AbortError' });
      assert.deepEqual(await subject.everything(), []);
    });

    test('segment sums asked for come from the same pass: the SHA-256 of each 256 KiB segment, the last one shorter', async () => {
      await clear();
      const bytes = Buffer.concat([...Array.from({ length: 5 }, (_, index) => Buffer.alloc(100_000, index + 1))]);
      const staged = await store.stage(Readable.from([bytes.subarray(0, 70_000), bytes.subarray(70_000)]), { maxBytes: bytes.length, segmentSums: true });
      assert.equal(staged.key, hash(bytes));
      const expected = Buffer.concat([0, 1].map((index) => createHash('sha256').update(bytes.subarray(index * SUM_SEGMENT_BYTES, (index + 1) * SUM_SEGMENT_BYTES)).digest()));
      assert.deepEqual(staged.segmentSums, expected);
      const plain = await store.stage(Readable.from([bytes]), { maxBytes: bytes.length });
      assert.equal(plain.segmentSums, null, 'none unless asked');
      await staged.discard();
      await plain.discard();
      const empty = await store.stage(Readable.from([]), { maxBytes: 10, segmentSums: true });
      assert.deepEqual(empty.segmentSums, createHash('sha256').digest(), 'an empty file has one sum, the empty string\'s');
      await empty.discard();
      assert.deepEqual(await subject.everything(), []);
    });

    test('discarded bytes are gone; discarding after a commit keeps the blob', async () => {
      await clear();
      const dropped = await store.stage(Readable.from([Buffer.from('dropped')]), { maxBytes: 100 });
      await dropped.discard();
      await dropped.discard();
      assert.equal(await store.has(dropped.key), false);
      assert.deepEqual(await subject.everything(), []);
      const kept = await store.stage(Readable.from([Buffer.from('kept')]), { maxBytes: 100 });
      await kept.commit();
      await kept.discard();
      assert.equal(await store.has(kept.key), true);
    });

    test('a flipped byte is refused by open and read: never handed out', async () => {
      await clear();
      const bytes = Buffer.from('Income statement 2026: revenue 120,000,000 KRW');
      const staged = await store.stage(Readable.from([bytes]), { maxBytes: 1024 });
      await staged.commit();
      const flipped = Buffer.from(bytes);
      flipped[5] = flipped[5]! ^ 0x01;
      await subject.tamper(staged.key, flipped);
      await assert.rejects(store.open(staged.key), (error: unknown) => error instanceof BlobCorruptedError && error.key === staged.key && error.actual === hash(flipped));
      await assert.rejects(store.read(staged.key, 1024), BlobCorruptedError);
    });

    test('a blob changed after open fails its whole stream instead of ending cleanly', async () => {
      await clear();
      const bytes = Buffer.alloc(64 * 1024, 3);
      const staged = await store.stage(Readable.from([bytes]), { maxBytes: bytes.length });
      await staged.commit();
      const opened = await store.open(staged.key);
      const changed = Buffer.from(bytes);
      changed[100] = 9;
      await subject.tamper(staged.key, changed);
      if (store.kind === 'local') await assert.rejects(text(opened.stream()), BlobCorruptedError);
      // A remote blob is read from the copy verified at open: the change is not seen, and nothing unverified is served.
      else assert.equal((await text(opened.stream())).length, bytes.length);
      await opened.close();
    });

    test('a missing blob is BlobNotFoundError; deleting it twice is fine; read refuses what is over its limit', async () => {
      await clear();
      const missing = hash('nothing here');
      await assert.rejects(store.open(missing), BlobNotFoundError);
      await assert.rejects(store.read(missing, 10), BlobNotFoundError);
      assert.equal(await store.has(missing), false);
      await store.delete(missing);
      const staged = await store.stage(Readable.from([Buffer.alloc(100)]), { maxBytes: 100 });
      await staged.commit();
      await assert.rejects(store.read(staged.key, 99), BlobTooLargeError);
      await store.delete(staged.key);
      await store.delete(staged.key);
      assert.equal(await store.has(staged.key), false);
    });

    test('keys name files only as 64 hex digits: anything else never reaches a path', async () => {
      for (const bad of ['../../etc/passwd', 'A'.repeat(64), `${'a'.repeat(63)}/`, '', `${'a'.repeat(64)}\0`]) {
        await assert.rejects(store.open(bad), TypeError);
        await assert.rejects(store.has(bad), TypeError);
        await assert.rejects(store.delete(bad), TypeError);
      }
    });

    test('staged bytes abandoned by a crash are swept by age', async () => {
      await clear();
      const abandoned = await store.stage(Readable.from([Buffer.from('abandoned')]), { maxBytes: 100 });
      assert.equal(await store.sweepStaged(new Date(Date.now() - 60_000)), 0, 'too recent');
      assert.equal(await store.sweepStaged(new Date(Date.now() + 60_000)), 1);
      assert.deepEqual(await subject.everything(), []);
      await abandoned.discard();
    });

    test('a large blob streams through in bounded pieces and reads back verified', async () => {
      await clear();
      const chunk = 1024 * 1024;
      const count = subject.large ? 17 : 3;
      const expected = createHash('sha256');
      for await (const piece of pieces(count, chunk)) expected.update(piece);
      const staged = await store.stage(pieces(count, chunk), { maxBytes: count * chunk });
      assert.equal(staged.key, expected.digest('hex'));
      await staged.commit();
      const opened = await store.open(staged.key);
      const seen = createHash('sha256');
      let size = 0;
      for await (const piece of opened.stream()) {
        seen.update(piece as Buffer);
        size += (piece as Buffer).length;
      }
      assert.equal(size, count * chunk);
      assert.equal(seen.digest('hex'), staged.key);
      await opened.close();
      await store.delete(staged.key);
      // Over the limit after several parts went out: refused, and no object appears.
      await assert.rejects(store.stage(pieces(count, chunk), { maxBytes: count * chunk - 1 }), BlobTooLargeError);
      assert.deepEqual(await subject.everything(), []);
    });
  });
}

contract('local disk', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-blobs-'));
  const directory = path.join(root, 'store');
  const store = new LocalBlobStore(directory);
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      : [];
  return {
    store,
    large: false,
    everything: async () => walk(directory).map((file) => path.relative(directory, file)),
    tamper: async (key, bytes) => fs.writeFileSync(path.join(directory, key.slice(0, 2), key), bytes),
    tearDown: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

contract('S3 protocol (s3rver)', async () => {
  const s3: TestS3 = await startTestS3();
  const store = openBlobStore(storeLocation('/unused', s3.url('office/media')));
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: s3.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    store,
    large: true,
    everything: async () => {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (page.Contents ?? []).map((item) => item.Key!);
    },
    tamper: async (key, bytes) => {
      const objectKey = `office/media/blobs/${key.slice(0, 2)}/${key}`;
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey, Body: bytes }));
    },
    tearDown: async () => {
      client.destroy();
      await s3.stop();
    },
  };
});

describe('local disk: what it promises on the file system', () => {
  test('directories are 0700 and files 0600, whatever the umask', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-blobs-'));
    const previous = process.umask(0o000);
    try {
      const store = new LocalBlobStore(path.join(root, 'media'));
      const staged = await store.stage(Readable.from([Buffer.from('private')]), { maxBytes: 100 });
      const pending = fs.readdirSync(path.join(root, 'media', '.staging'));
      assert.equal(pending.length, 1);
      assert.equal(fs.statSync(path.join(root, 'media', '.staging', pending[0]!)).mode & 0o777, 0o600);
      await staged.commit();
      for (const dir of ['media', 'media/.staging', `media/${staged.key.slice(0, 2)}`]) {
        assert.equal(fs.statSync(path.join(root, dir)).mode & 0o777, 0o700, dir);
      }
      assert.equal(fs.statSync(path.join(root, 'media', staged.key.slice(0, 2), staged.key)).mode & 0o777, 0o600);
    } finally {
      process.umask(previous);
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('local disk: the staging thread (staging-thread.ts)', () => {
  test('a file larger than its ring flows through with backpressure, and the thread stopped mid-file leaves nothing', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-blobs-'));
    const store = new LocalBlobStore(path.join(root, 'media'));
    try {
      const ring = 1024 * 1024;
      const bytes = Buffer.concat([Buffer.alloc(3 * ring + 123, 5), Buffer.alloc(ring, 6)]);
      const staged = await store.stage(Readable.from([bytes.subarray(0, ring + 7), bytes.subarray(ring + 7)]), { maxBytes: bytes.length, segmentSums: true });
      assert.equal(staged.key, hash(bytes));
      assert.equal(staged.size, bytes.length);
      await staged.commit();
      assert.ok((await store.read(staged.key, bytes.length)).equals(bytes));
      // The thread ends while a file is half staged: the stage fails and its file is gone.
      async function* stopped() {
        yield Buffer.alloc(ring, 1);
        await store.close();
        yield Buffer.alloc(ring, 2);
        yield Buffer.alloc(ring, 3);
      }
      await assert.rejects(store.stage(stopped(), { maxBytes: 10 * ring }));
      assert.deepEqual(fs.readdirSync(path.join(root, 'media', '.staging')), []);
      // And the next stage starts a new thread.
      const again = await store.stage(Readable.from([Buffer.from('again')]), { maxBytes: 10 });
      assert.equal(again.key, hash('again'));
      await again.discard();
    } finally {
      await store.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
  test('finished files give their ring to the next ones: 64 files one after another hold one ring, not 64', () => {
    // The staging thread seldom collects, so its views kept every new ring alive until it went idle.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-blobs-'));
    const script = `
      import { Readable } from 'node:stream';
      import { LocalBlobStore } from ${JSON.stringify(new URL('./local-store.ts', import.meta.url).href)};
      const store = new LocalBlobStore(${JSON.stringify(path.join(root, 'media'))});
      for (let i = 0; i < 64; i++) await (await store.stage(Readable.from([Buffer.from('file ' + i)]), { maxBytes: 100 })).discard();
      globalThis.gc();
      console.log(JSON.stringify({ ringMiB: Math.round(process.memoryUsage().arrayBuffers / 2 ** 20) }));
      await store.close();
    `;
    try {
      const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
      assert.equal(run.status, 0, run.stderr);
      const { ringMiB } = JSON.parse(run.stdout.trim()) as { ringMiB: number };
      assert.ok(ringMiB < 8, `${ringMiB} MiB of array buffers after 64 files staged one by one`);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  test('a client gone while its chunk waits for room in the ring fails the write and frees the event loop', () => {
    // The abort's answer left the ring full for good: the writer looked for room again in a loop of
    // microtasks only, which blocked the whole event loop (the server hung). In a child process, so a
    // regression fails this test instead of hanging the runner; the bound only ends that hang.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-blobs-'));
    const script = `
      import fs from 'node:fs';
      import { StagingThread } from ${JSON.stringify(new URL('./staging-thread.ts', import.meta.url).href)};
      const thread = new StagingThread();
      const sink = thread.sink(${JSON.stringify(path.join(root, 'gone.part'))}, { mode: 0o600, sums: true });
      sink.on('error', () => {});
      // Three rings in one chunk: the copy waits for room, and the client goes away meanwhile.
      const written = new Promise((resolve) => sink.write(Buffer.alloc(3 * 1024 * 1024, 7), resolve));
      sink.destroy(new Error('client gone'));
      const error = await written;
      await new Promise((resolve) => (sink.closed ? resolve() : sink.on('close', resolve)));
      console.log(JSON.stringify({ failed: error instanceof Error, left: fs.readdirSync(${JSON.stringify(root)}) }));
      await thread.stop();
    `;
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
      assert.equal(run.signal, null, 'the child hung');
      assert.equal(run.status, 0, run.stderr);
      assert.deepEqual(JSON.parse(run.stdout.trim()), { failed: true, left: [] });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('S3 URLs', () => {
  test('bucket, prefix, endpoint, region, path style and credentials', () => {
    const location = parseS3Url('s3://AKIA%2F1:se%40cret@firm-files/office/media?endpoint=https%3A%2F%2Fminio.example%3A9000&region=ap-northeast-2');
    assert.deepEqual(location, {
      bucket: 'firm-files',
      prefix: 'office/media/',
      endpoint: 'https://minio.example:9000',
      region: 'ap-northeast-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA/1', secretAccessKey: 'se@cret' },
    });
    assert.equal(parseS3Url('s3://firm-files/a/../../b').prefix, 'b/', 'dot segments resolve inside the bucket');
    assert.deepEqual(parseS3Url('s3://firm-files?pathStyle=false'), {
      bucket: 'firm-files',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  test('what is refused, without repeating a secret', () => {
    const cases: Array<[string, RegExp]> = [
      ['https://bucket', /must start with s3:\/\//],
      ['s3://UPPER', /not a bucket name/],
      ['s3://ok-bucket/a%2F..%2Fx', /\. or \.\./],
      ['s3://ok-bucket?endpoint=ftp://x', /http or https/],
      ['s3://ok-bucket?endpoint=nope', /not an absolute URL/],
      ['s3://ok-bucket?acl=public', /unknown parameter "acl"/],
      ['s3://ok-bucket?pathStyle=yes', /pathStyle/],
      ['s3://KEYONLY@ok-bucket', /both the access key and the secret/],
    ];
    for (const [url, message] of cases) {
      assert.throws(() => parseS3Url(url), message, url);
    }
    assert.throws(() => parseS3Url('s3://KEY:topsecret@Bad_Bucket'), (error: Error) => !error.message.includes('topsecret'));
  });
});
