/*
 * Issue 33's performance figures for documents, over HTTP against the real routes on SQLite (a
 * database file), the local store in a temporary directory on the same disk as the `cat` it is
 * compared with. The clients run in a child process (bench/lib/documents-client.ts), so the RSS
 * measured is the server's alone and the clients' work runs on the other core. Run:
 *   npx tsx bench/documents.ts            (DOCS_BENCH_ENCRYPT=1 with encryption at rest)
 * It runs the server as deployed: the bench re-runs itself under the systemd unit's node flags
 * (--expose-gc) and environment (glibc's malloc settings) plus BENCH_NODE_FLAGS
 * (bench/lib/as-deployed.ts); BENCH_AS_DEPLOYED=0 keeps node's and glibc's defaults.
 * DOCS_BENCH_ONLY=2 (or 1,3) runs only the figures named.
 * Figures, each printed as the issue's ratio with the load average beside it:
 *   1. 20 clients uploading 10 MB each at once (POST /api/client/{id}/documents, multipart) vs
 *      `cat` writing the same 200 MB to the same disk (then sync, as the store fsyncs every file).
 *   2. The server's RSS growth during one 200 MB upload (target < 64 MB), after one 1 MB upload
 *      (what the first upload loads and compiles once is not growth of an upload).
 *   3. Downloading a 10 MB document (GET /api/documents/{id}/content) vs a raw node:http server in
 *      the same process streaming the same stored file, 10 downloads each (target >= 0.8).
 * Figures 1 and 3 run DOCS_BENCH_ROUNDS times (default 3), each round the real thing right after
 * its reference, and print every round and the median ratio.
 * The machine may be shared: compare ratios of one run, never absolute figures across runs.
 */
// First: re-runs this bench with the systemd unit's node flags and environment, as deployed.
import { deployedFlags } from './lib/as-deployed.js';
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { constants as perfConstants, performance, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SAMPLES } from '../src/testing/documents.js';
import { newClient } from '../src/testing/records.js';
import { documentsBenchServer } from './lib/documents-server.js';
import { pdfBody, type ClientJob, type UploadAnswer } from './lib/documents-client.js';

const MB = 1024 * 1024;
const CLIENTS = 20;
const FILE_MB = 10;
const BIG_MB = 200;
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');
const encrypt = process.env.DOCS_BENCH_ENCRYPT === '1';
/** Rounds of figures 1 and 3, each the real thing and its reference back to back (DOCS_BENCH_ROUNDS, default 3). */
const ROUNDS = Number(process.env.DOCS_BENCH_ROUNDS ?? 3);
/** The figures to run (DOCS_BENCH_ONLY=2 or 1,3; default all). Figure 3 downloads a document figure 1 uploaded. */
const only = process.env.DOCS_BENCH_ONLY?.split(',').map(Number) ?? [1, 2, 3];
const runs = (figure: number) => only.includes(figure) || (figure === 1 && only.includes(3));
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-docs-bench-'));
const documentsDir = path.join(root, 'documents');
const t = documentsBenchServer(documentsDir, encrypt ? randomBytes(32).toString('base64') : null);
await t.start();
const app = t.app;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const token = await t.token();
const clientId = await newClient(t);
const uploadUrl = `http://127.0.0.1:${port}/api/client/${clientId}/documents`;

// The client is no server: it keeps the TypeScript loader, not the server's flags.
const clientArgv = process.execArgv.filter((flag) => !deployedFlags.includes(flag));
const client: ChildProcess = fork(fileURLToPath(new URL('./lib/documents-client.ts', import.meta.url)), { stdio: 'inherit', execArgv: clientArgv });

/** Runs one job in the client process. */
function ask<T>(job: ClientJob): Promise<T> {
  return new Promise((resolve, reject) => {
    client.once('message', (reply: { ok: boolean; answer?: T; error?: string }) => (reply.ok ? resolve(reply.answer!) : reject(new Error(reply.error))));
    client.send(job);
  });
}

async function uploads(files: Array<{ mb: number; seed: number }>): Promise<number> {
  const { ms, answers } = await ask<{ ms: number; answers: UploadAnswer[] }>({ op: 'upload', url: uploadUrl, token, files });
  const failed = answers.filter((answer) => answer.status !== 201);
  if (failed.length > 0) throw new Error(`uploads failed: ${failed.map((answer) => `${answer.status} ${answer.body.slice(0, 200)}`).join('; ')}`);
  return ms;
}

/** The server process's CPU time (user + system) in ms. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** Counts V8's collections (scavenges, mark-compacts) and their pauses from now until the answer is asked for. */
function collectionsDuring(): () => Promise<{ minor: { count: number; ms: number }; major: { count: number; ms: number } }> {
  const seen = { minor: { count: 0, ms: 0 }, major: { count: 0, ms: 0 } };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail: { kind: number } }).detail.kind === perfConstants.NODE_PERFORMANCE_GC_MINOR ? seen.minor : seen.major;
      kind.count++;
      kind.ms += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return async () => {
    // The entries of the last collections are delivered on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    return seen;
  };
}

const results: Record<string, unknown> = { encrypt, node: process.version };
console.log(`documents bench (${encrypt ? 'encrypted at rest' : 'in the clear'}), ${os.cpus().length} cores`);

const rssAtStart = process.memoryUsage().rss;
let rssPeakAll = rssAtStart;
const allSampler = setInterval(() => (rssPeakAll = Math.max(rssPeakAll, process.memoryUsage().rss)), 20);

// 2 (run first, from a fresh process's RSS, after one small upload). RSS growth during one 200 MB upload.
if (runs(2)) {
  await uploads([{ mb: 1, seed: 98 }]);
  globalThis.gc?.();
  // Its entry reaches observers on a later turn: not one of the upload's collections.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const before = process.memoryUsage();
  // What the growth is made of: V8's heap, and the ArrayBuffers' backing stores outside it (socket
  // reads, busboy's slices of them, write queues), at the sample where resident memory peaked.
  let peak = before;
  let arrayBuffersMax = before.arrayBuffers;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak.rss) peak = now;
    arrayBuffersMax = Math.max(arrayBuffersMax, now.arrayBuffers);
  }, 20);
  const loadBig = load();
  const collections = collectionsDuring();
  const cpu = cpuMs();
  const ms = await uploads([{ mb: BIG_MB, seed: 99 }]);
  const cpuUsed = cpuMs() - cpu;
  clearInterval(sampler);
  const gcs = await collections();
  const growth = (peak.rss - before.rss) / MB;
  const grew = (key: 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers') => (peak[key] - before[key]) / MB;
  const made = { heapTotalMB: grew('heapTotal'), heapUsedMB: grew('heapUsed'), externalMB: grew('external'), arrayBuffersMB: grew('arrayBuffers'), arrayBuffersMaxMB: (arrayBuffersMax - before.arrayBuffers) / MB };
  results.bigUpload = { ms, serverCpuMs: cpuUsed, rssBeforeMB: before.rss / MB, rssPeakMB: peak.rss / MB, growthMB: growth, atPeak: made, gcs, load: loadBig };
  console.log(`2. one ${BIG_MB} MB upload: ${ms.toFixed(0)} ms, server CPU ${cpuUsed.toFixed(0)} ms; server RSS ${(before.rss / MB).toFixed(0)} -> peak ${(peak.rss / MB).toFixed(0)} MB: growth ${growth.toFixed(1)} MB (target < 64); load ${loadBig}`);
  console.log(`   at the peak, grown since before: V8 heap ${made.heapTotalMB.toFixed(1)} MB committed (${made.heapUsedMB.toFixed(1)} used), external ${made.externalMB.toFixed(1)} MB of which ArrayBuffers ${made.arrayBuffersMB.toFixed(1)} (most during the upload ${made.arrayBuffersMaxMB.toFixed(1)})`);
  console.log(`   collections during the upload: ${gcs.minor.count} scavenges (${gcs.minor.ms.toFixed(1)} ms), ${gcs.major.count} mark-compacts (${gcs.major.ms.toFixed(1)} ms)`);
}

// 1. 20 x 10 MB at once vs cat, alternately, ROUNDS times (the median ratio is the figure).
if (runs(1)) {
  const sample = path.join(root, 'sample.bin');
  const out = fs.openSync(sample, 'w');
  for await (const piece of pdfBody(FILE_MB, 1)) fs.writeSync(out, piece);
  fs.closeSync(out);
  const rounds: Array<Record<string, number | string>> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const catDir = path.join(root, `cat-${round}`);
    fs.mkdirSync(catDir);
    const loadCat = load();
    const catStarted = performance.now();
    const cat = spawnSync('sh', ['-c', `for i in $(seq ${CLIENTS}); do cat ${sample} > ${catDir}/$i; done; sync`]);
    const catMs = performance.now() - catStarted;
    if (cat.status !== 0) throw new Error(cat.stderr.toString());
    fs.rmSync(catDir, { recursive: true });
    const cpu = cpuMs();
    const uploadMs = await uploads(Array.from({ length: CLIENTS }, (_, i) => ({ mb: FILE_MB, seed: i })));
    const cpuUsed = cpuMs() - cpu;
    const total = CLIENTS * FILE_MB;
    const catRate = total / (catMs / 1000);
    const uploadRate = total / (uploadMs / 1000);
    rounds.push({ catMs, uploadMs, serverCpuMs: cpuUsed, ratio: uploadRate / catRate, load: loadCat });
    console.log(`1. round ${round}: ${CLIENTS} x ${FILE_MB} MB uploads at once ${uploadRate.toFixed(0)} MB/s (${uploadMs.toFixed(0)} ms, server CPU ${cpuUsed.toFixed(0)} ms) vs cat ${catRate.toFixed(0)} MB/s (${catMs.toFixed(0)} ms): ratio ${(uploadRate / catRate).toFixed(2)}; load ${loadCat}`);
  }
  const ratio = median(rounds.map((round) => round.ratio as number));
  results.uploads = { rounds, ratio };
  console.log(`1. ${CLIENTS} x ${FILE_MB} MB uploads at once vs cat, median of ${ROUNDS}: ratio ${ratio.toFixed(2)} (target >= 0.5)`);
}

// 3. A 10 MB download vs a raw node:http stream of the same stored file, alternately, ROUNDS times.
if (runs(3)) {
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
  const rounds: Array<Record<string, number | string>> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const loadDown = load();
    const rawCpu = cpuMs();
    const rawMs = (await ask<{ ms: number }>({ op: 'download', url: rawUrl, times: 10 })).ms;
    const rawCpuUsed = cpuMs() - rawCpu;
    const cpu = cpuMs();
    const apiMs = (await ask<{ ms: number }>({ op: 'download', url: apiUrl, token, times: 10 })).ms;
    const cpuUsed = cpuMs() - cpu;
    rounds.push({ rawMs, apiMs, serverCpuMs: cpuUsed, rawCpuMs: rawCpuUsed, ratio: rawMs / apiMs, load: loadDown });
    console.log(`3. round ${round}: 10 downloads of ${FILE_MB} MB, taxdesk ${apiMs.toFixed(0)} ms vs raw node:http ${rawMs.toFixed(0)} ms (server CPU for 11: ${cpuUsed.toFixed(0)} vs ${rawCpuUsed.toFixed(0)} ms): ratio ${(rawMs / apiMs).toFixed(2)}; load ${loadDown}`);
  }
  raw.close();
  const ratio = median(rounds.map((round) => round.ratio as number));
  results.download = { rounds, ratio };
  console.log(`3. downloads vs raw node:http, median of ${ROUNDS}: ratio ${ratio.toFixed(2)} (target >= 0.8); load ${load()}`);
}

clearInterval(allSampler);
results.rss = { startMB: rssAtStart / MB, peakMB: rssPeakAll / MB };
console.log(`RSS: ${(rssAtStart / MB).toFixed(0)} MB after start, peak ${(rssPeakAll / MB).toFixed(0)} MB over the whole run (20 uploads at once included)`);
console.log(JSON.stringify(results));
client.kill();
await app.close();
await t.stop();
fs.rmSync(root, { recursive: true, force: true });
