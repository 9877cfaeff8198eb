/*
 * Issue 33's performance figures for documents, over HTTP against the real routes on SQLite (a
 * database file), the local store in a temporary directory on the same disk as the `cat` it is
 * compared with. In one process (server and clients), so RSS includes the clients' (small,
 * streaming) share. Run:
 *   npx tsx bench/documents.ts            (DOCS_BENCH_ENCRYPT=1 with encryption at rest)
 * Figures:
 *   1. 20 clients uploading 10 MB each at once (POST /api/client/{id}/documents, multipart) vs
 *      `cat` writing the same 200 MB to the same disk (then sync, as the store fsyncs every file).
 *   2. RSS growth during one 200 MB upload (target < 64 MB), measured first, from the RSS after start.
 *   3. Downloading a 10 MB document (GET /api/documents/{id}/content) vs a raw node:http server
 *      streaming the same stored file, 10 downloads each (target >= 0.8).
 * Load average is printed with every figure: the machine is shared.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { SAMPLES } from '../src/testing/documents.js';
import { TestContext } from '../src/testing/harness.js';
import { newClient } from '../src/testing/records.js';

const MB = 1024 * 1024;
const CLIENTS = 20;
const FILE_MB = 10;
const BIG_MB = 200;
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');
const encrypt = process.env.DOCS_BENCH_ENCRYPT === '1';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-docs-bench-'));
const documentsDir = path.join(root, 'documents');
const t = new TestContext('sqlite', {
  sqliteFile: true,
  config: {
    documents: {
      store: { kind: 'local', directory: documentsDir },
      uploadMaxBytes: 256 * MB,
      uploadTypes: ['pdf'],
      encryptionKey: encrypt ? randomBytes(32).toString('base64') : null,
      previousEncryptionKey: null,
      clamdUrl: null,
      clamdTimeoutMs: 30_000,
      clamdFailOpen: false,
    },
    // A bench sends more than a person: no rate limit in the way.
    readRateLimitPerMinute: 1_000_000,
  },
});
await t.start();
const app = t.app;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const token = await t.token();
const clientId = await newClient(t);

/** A PDF of `mb` megabytes, generated piece by piece (never whole in memory). */
async function* pdfBody(mb: number, seed: number): AsyncGenerator<Buffer> {
  yield SAMPLES.pdf;
  const piece = Buffer.alloc(MB, 0x20 + (seed % 90));
  for (let i = 0; i < mb; i++) yield piece;
}

function upload(mb: number, seed: number): Promise<{ status: number; body: string }> {
  const boundary = `----taxdesk${seed}${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan-${seed}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: `/api/client/${clientId}/documents`, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    Readable.from(
      (async function* () {
        yield head;
        yield* pdfBody(mb, seed);
        yield tail;
      })(),
    ).pipe(request);
  });
}

function download(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`status ${response.statusCode}`))));
      })
      .on('error', reject);
  });
}

const results: Record<string, unknown> = { encrypt, node: process.version };
console.log(`documents bench (${encrypt ? 'encrypted at rest' : 'in the clear'}), ${os.cpus().length} cores`);

const rssAtStart = process.memoryUsage().rss;
let rssPeakAll = rssAtStart;
const allSampler = setInterval(() => (rssPeakAll = Math.max(rssPeakAll, process.memoryUsage().rss)), 20);

// 2 (run first, from a fresh process's RSS). RSS growth during one 200 MB upload.
{
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const loadBig = load();
  const started = performance.now();
  const answer = await upload(BIG_MB, 99);
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (answer.status !== 201) throw new Error(`200 MB upload: ${answer.status} ${answer.body.slice(0, 300)}`);
  const growth = (peak - before) / MB;
  results.bigUpload = { ms, rssBeforeMB: before / MB, rssPeakMB: peak / MB, growthMB: growth, load: loadBig };
  console.log(`2. one ${BIG_MB} MB upload: ${ms.toFixed(0)} ms; RSS ${(before / MB).toFixed(0)} -> peak ${(peak / MB).toFixed(0)} MB, growth ${growth.toFixed(1)} MB (target < 64); load ${loadBig}`);
}

// 1. 20 x 10 MB at once vs cat.
{
  const sample = path.join(root, 'sample.bin');
  const out = fs.openSync(sample, 'w');
  for await (const piece of pdfBody(FILE_MB, 1)) fs.writeSync(out, piece);
  fs.closeSync(out);
  fs.mkdirSync(path.join(root, 'cat'));
  const loadCat = load();
  const catStarted = performance.now();
  const cat = spawnSync('sh', ['-c', `for i in $(seq ${CLIENTS}); do cat ${sample} > ${root}/cat/$i; done; sync`]);
  const catMs = performance.now() - catStarted;
  if (cat.status !== 0) throw new Error(cat.stderr.toString());
  const loadUp = load();
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => upload(FILE_MB, i)));
  const uploadMs = performance.now() - started;
  const failed = answers.filter((answer) => answer.status !== 201);
  if (failed.length > 0) throw new Error(`uploads failed: ${failed.map((answer) => `${answer.status} ${answer.body.slice(0, 200)}`).join('; ')}`);
  const total = CLIENTS * FILE_MB;
  const catRate = total / (catMs / 1000);
  const uploadRate = total / (uploadMs / 1000);
  results.uploads = { catMs, uploadMs, catMBps: catRate, uploadMBps: uploadRate, ratio: uploadRate / catRate, loadCat, loadUp };
  console.log(`1. ${CLIENTS} x ${FILE_MB} MB uploads at once: ${uploadRate.toFixed(0)} MB/s (${uploadMs.toFixed(0)} ms) vs cat ${catRate.toFixed(0)} MB/s (${catMs.toFixed(0)} ms): ratio ${(uploadRate / catRate).toFixed(2)} (target >= 0.5); load ${loadCat} / ${loadUp}`);
}

// 3. A 10 MB download vs a raw node:http stream of the same stored file.
{
  const listed = await t.api('GET', `/api/client/${clientId}/documents`, { token });
  const items = (listed.data as { items: Array<{ id: number; size: number }> }).items;
  const document = items.find((item) => item.size === SAMPLES.pdf.length + FILE_MB * MB)!;
  const row = await t.db.selectFrom('documents').select(['blob_key']).where('id', '=', document.id).executeTakeFirstOrThrow();
  const stored = path.join(documentsDir, row.blob_key.slice(0, 2), row.blob_key);
  const raw = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': fs.statSync(stored).size });
    fs.createReadStream(stored).pipe(response);
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  const rawUrl = `http://127.0.0.1:${(raw.address() as { port: number }).port}/`;
  const apiUrl = `http://127.0.0.1:${port}/api/documents/${document.id}/content`;
  const times = async (url: string, headers: Record<string, string> = {}) => {
    await download(url, headers);
    const started = performance.now();
    for (let i = 0; i < 10; i++) await download(url, headers);
    return performance.now() - started;
  };
  const loadDown = load();
  const rawMs = await times(rawUrl);
  const apiMs = await times(apiUrl, { authorization: `Bearer ${token}` });
  raw.close();
  results.download = { rawMs, apiMs, ratio: rawMs / apiMs, load: loadDown };
  console.log(`3. 10 downloads of ${FILE_MB} MB: taxdesk ${apiMs.toFixed(0)} ms vs raw node:http ${rawMs.toFixed(0)} ms: ratio ${(rawMs / apiMs).toFixed(2)} (target >= 0.8); load ${loadDown} -> ${load()}`);
}

clearInterval(allSampler);
results.rss = { startMB: rssAtStart / MB, peakMB: rssPeakAll / MB };
console.log(`RSS: ${(rssAtStart / MB).toFixed(0)} MB after start, peak ${(rssPeakAll / MB).toFixed(0)} MB over the whole run (20 uploads at once included)`);
console.log(JSON.stringify(results));
await app.close();
await t.stop();
fs.rmSync(root, { recursive: true, force: true });
