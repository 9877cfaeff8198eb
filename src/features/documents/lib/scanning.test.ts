/*
 * Malware scanning (issue 33): every upload streams through clamd (INSTREAM) while it is staged.
 * Runs Debian's clamd (src/testing/clamd.ts) on a socket and an EICAR-only database of its own.
 * A detection is 422 malware_detected with the signature, nothing stored; clamd down, silent or
 * refusing is 503 scanner_unavailable (fail closed); CLAMD_FAIL_OPEN=true accepts as 'unscanned'.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../config.js';
import { MalwareDetectedError, ScannerUnavailableError } from '../../../shared/storage/document-vault.js';
import { LocalBlobStore } from '../../../shared/storage/local-store.js';
import { skipWithoutClamd, startTestClamd, type TestClamd } from '../../../testing/clamd.js';
import { EICAR, SAMPLES, storedZip } from '../../../testing/documents.js';
import { describeApi } from '../../../testing/harness.js';
import { parseClamdUrl, type ScannerSettings } from './clamd.js';
import { KeyRing, MasterKey } from './envelope.js';
import { KIND_NAMES } from './file-types.js';
import { Vault } from './vault.js';

const SIGNATURE = 'Eicar-Test-Signature.UNOFFICIAL';

function source(bytes: Buffer, piece = 64 * 1024): Readable {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += piece) pieces.push(bytes.subarray(at, at + piece));
  return Readable.from(pieces);
}

function files(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('CLAMD_URL and its settings', () => {
  test('tcp://host:port or unix:/path; anything else refused at start', () => {
    assert.deepEqual(parseClamdUrl('tcp://clamav.internal:3310'), { kind: 'tcp', host: 'clamav.internal', port: 3310 });
    assert.deepEqual(parseClamdUrl('tcp://10.0.0.5'), { kind: 'tcp', host: '10.0.0.5', port: 3310 });
    assert.deepEqual(parseClamdUrl('unix:/run/clamav/clamd.ctl'), { kind: 'unix', path: '/run/clamav/clamd.ctl' });
    assert.deepEqual(parseClamdUrl('unix:///run/clamav/clamd.ctl'), { kind: 'unix', path: '/run/clamav/clamd.ctl' });
    for (const wrong of ['http://clamav:3310', 'unix:clamd.ctl', 'clamav:3310', 'tcp://host:3310/scan']) {
      assert.throws(() => loadConfig({ CLAMD_URL: wrong }), /^ConfigError: Invalid setting CLAMD_URL|Invalid setting CLAMD_URL/, wrong);
    }
    const settings = loadConfig({ CLAMD_URL: 'tcp://127.0.0.1:3310' }).documents;
    assert.equal(settings.clamdFailOpen, false, 'fail closed by default');
    assert.equal(settings.clamdTimeoutMs, 30_000);
    assert.equal(loadConfig({ CLAMD_FAIL_OPEN: 'true' }).documents.clamdFailOpen, true);
    assert.throws(() => loadConfig({ CLAMD_FAIL_OPEN: 'sometimes' }), /CLAMD_FAIL_OPEN/);
    assert.throws(() => loadConfig({ CLAMD_TIMEOUT_MS: '10' }), /CLAMD_TIMEOUT_MS/);
  });
});

describe('scanning uploads with clamd', { skip: skipWithoutClamd }, () => {
  let clamd: TestClamd;
  let directory: string;
  let scanner: ScannerSettings;
  const vaultWith = (overrides: Partial<ScannerSettings> = {}, keys: KeyRing | null = null, onUnscanned?: () => void) =>
    new Vault({ store: new LocalBlobStore(directory), types: KIND_NAMES, keys, scanner: { ...scanner, ...overrides }, onUnscanned });

  before(async () => {
    clamd = await startTestClamd();
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-scan-'));
    scanner = { address: parseClamdUrl(clamd.url), timeoutMs: 10_000, failOpen: false };
  });
  after(async () => {
    await clamd?.stop();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  test('a clean file is scanned and accepted as clean; a large one streams through', async () => {
    const vault = vaultWith();
    assert.equal(vault.scans, true);
    const file = await vault.ingest(source(SAMPLES.pdf), { maxBytes: 1024 });
    assert.equal(file.scan, 'clean');
    await file.staged.commit();
    const large = Buffer.concat([SAMPLES.pdf, Buffer.alloc(8 * 1024 * 1024, 0x20)]);
    const big = await vault.ingest(source(large), { maxBytes: large.length });
    assert.equal(big.scan, 'clean');
    await big.staged.discard();
  });

  test('EICAR is 422 malware_detected naming the signature, wherever it hides; nothing is stored', async () => {
    const vault = vaultWith({}, new KeyRing(new MasterKey(Buffer.alloc(32, 9))));
    const before = files(directory);
    const hidden = {
      'the test file itself': { bytes: EICAR, fileName: 'eicar.txt' },
      'inside a text after 200 KB': { bytes: Buffer.concat([Buffer.alloc(200_000, 'receipt line\n'), EICAR, Buffer.from('\n')]), fileName: 'notes.txt' },
      'inside a ZIP': { bytes: storedZip([{ name: 'invoice.pdf', content: SAMPLES.pdf }, { name: 'eicar.com', content: EICAR }]), fileName: 'receipts.zip' },
    };
    for (const [where, { bytes, fileName }] of Object.entries(hidden)) {
      await assert.rejects(
        vault.ingest(source(bytes, 4096), { maxBytes: 1024 * 1024, fileName }),
        (error) => error instanceof MalwareDetectedError && error.status === 422 && error.code === 'malware_detected' && error.signature === SIGNATURE && error.extensions.signature === SIGNATURE,
        where,
      );
    }
    assert.deepEqual(files(directory), before, 'no blob, no staged file');
  });

  test('clamd refusing a stream over its StreamMaxLength fails closed (503), never passes it', async () => {
    const small = await startTestClamd({ streamMaxBytes: 1024 * 1024 });
    try {
      const vault = vaultWith({ address: parseClamdUrl(small.url) });
      const bytes = Buffer.concat([SAMPLES.pdf, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
      await assert.rejects(vault.ingest(source(bytes), { maxBytes: bytes.length }), (error) => error instanceof ScannerUnavailableError && error.status === 503);
    } finally {
      await small.stop();
    }
  });

  test('clamd down is 503 scanner_unavailable and nothing stored; fail-open accepts as unscanned and says so', async () => {
    const down = await startTestClamd();
    const address = parseClamdUrl(down.url);
    await down.stop();
    const before = files(directory);
    await assert.rejects(
      vaultWith({ address }).ingest(source(SAMPLES.pdf), { maxBytes: 1024 }),
      (error) => error instanceof ScannerUnavailableError && error.status === 503 && error.code === 'scanner_unavailable' && error.retryAfterSeconds > 0,
    );
    await assert.rejects(vaultWith({ address: { kind: 'tcp', host: '127.0.0.1', port: 9 } }).ingest(source(SAMPLES.pdf), { maxBytes: 1024 }), ScannerUnavailableError);
    assert.deepEqual(files(directory), before);
    let told = 0;
    const open = vaultWith({ address, failOpen: true }, null, () => told++);
    const file = await open.ingest(source(Buffer.concat([SAMPLES.pdf, Buffer.alloc(300_000, 0x20)])), { maxBytes: 1024 * 1024 });
    assert.equal(file.scan, 'unscanned');
    assert.equal(told, 1);
    await file.staged.commit();
    assert.equal((await buffer((await open.open({ blobKey: file.staged.key, sha256: file.sha256, size: file.size, encryption: null })).stream)).length, file.size);
  });

  test('a clamd that never answers is 503 after CLAMD_TIMEOUT_MS', async () => {
    const socket = path.join(directory, 'silent.sock');
    const held: net.Socket[] = [];
    const silent = net.createServer((connection) => {
      held.push(connection);
      connection.resume();
    });
    await new Promise<void>((resolve) => silent.listen(socket, resolve));
    try {
      await assert.rejects(
        vaultWith({ address: { kind: 'unix', path: socket }, timeoutMs: 300 }).ingest(source(SAMPLES.pdf), { maxBytes: 1024 }),
        (error) => error instanceof ScannerUnavailableError && /did not respond within 300 ms/.test(error.message),
      );
    } finally {
      for (const connection of held) connection.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the app scans uploads with CLAMD_URL', { skip: skipWithoutClamd }, () => {
  describeApi('on both databases', (t) => {
    let clamd: TestClamd;
    before(async () => {
      clamd = await startTestClamd();
    });
    after(() => clamd?.stop());

    test("EICAR is refused through the app's vault, a clean file accepted as clean", async () => {
      const app = await t.otherInstance({ documents: { ...t.app.config.documents, clamdUrl: clamd.url } });
      try {
        assert.equal(app.documents.scans, true);
        await assert.rejects(app.documents.ingest(source(EICAR), { maxBytes: 1024, fileName: 'eicar.txt' }), MalwareDetectedError);
        const file = await app.documents.ingest(source(SAMPLES.png), { maxBytes: 1024 });
        assert.equal(file.scan, 'clean');
        await file.staged.discard();
      } finally {
        await app.close();
      }
    });
  });
});
