/*
 * Where the time of issue 33's upload figure goes: 20 clients uploading 10 MB each at once
 * (bench/documents.ts, figure 1), taken apart. The same client process (bench/lib/documents-client.ts)
 * sends the same multipart bodies to servers that each do one stage more than the last, all on
 * plain node:http in this process, then to the real route; `cat` + `sync` of the same 200 MB and
 * `cat` alone run in the same round. Per stage it prints the wall time, MB/s, the server's CPU, the
 * request thread's part of it, the client's CPU and V8's collections (scavenges / mark-compacts and their time), so the difference
 * between two lines is what one stage costs per MB. Run:
 *   npx tsx bench/documents-stages.ts            (DOCS_STAGES_ROUNDS, default 2; DOCS_STAGES=drain,taxdesk for some)
 * as deployed, like bench/documents.ts (bench/lib/as-deployed.ts; BENCH_AS_DEPLOYED=0 for node's defaults).
 * Stages:
 *   drain     the body read and dropped (sockets and HTTP parsing; what any server pays)
 *   busboy    + multipart parsing (@fastify/busboy), each file's bytes dropped
 *   write     + each file written to a temporary file, fsynced on close, renamed, directory fsynced
 *   sha       + the whole file's SHA-256
 *   sums      + the SHA-256 of each 256 KiB segment (two hashes: what an upload in the clear keeps)
 *   taxdesk   the real route (POST /api/client/{id}/documents) on SQLite, in the clear
 */
// First: re-runs this bench with the systemd unit's node flags and environment, as deployed.
import './lib/as-deployed.js';
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver, performance, constants as perfConstants } from 'node:perf_hooks';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { Busboy, type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import { SegmentSummer } from '../src/shared/storage/segment-sums.js';
import { newClient } from '../src/testing/records.js';
import { documentsBenchServer } from './lib/documents-server.js';
import { pdfBody, type ClientJob, type UploadAnswer } from './lib/documents-client.js';

const MB = 1024 * 1024;
const CLIENTS = 20;
const FILE_MB = 10;
const ROUNDS = Number(process.env.DOCS_STAGES_ROUNDS ?? 2);
const ONLY = process.env.DOCS_STAGES?.split(',') ?? null;
const runs = (name: string) => ONLY === null || ONLY.includes(name);
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
/** The request thread's own CPU (without the staging thread's): what bounds one process's throughput. */
const threadMs = () => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** V8's collections in this process since the last `take()`: count and time by kind. */
const gc = { scavenges: 0, scavengeMs: 0, marks: 0, markMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind;
    if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) {
      gc.scavenges++;
      gc.scavengeMs += entry.duration;
    } else if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.marks++;
      gc.markMs += entry.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });
function takeGc(): typeof gc {
  const copy = { ...gc };
  Object.assign(gc, { scavenges: 0, scavengeMs: 0, marks: 0, markMs: 0 });
  return copy;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-docs-stages-'));

/** Hashes what flows through (the whole file's SHA-256). */
class Sha extends Transform {
  readonly hash = createHash('sha256');
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

type Stage = 'drain' | 'busboy' | 'write' | 'sha' | 'sums';
const STAGES: Stage[] = ['drain', 'busboy', 'write', 'sha', 'sums'];

async function storeFile(stage: Stage, file: Readable): Promise<void> {
  if (stage === 'busboy') {
    file.resume();
    await new Promise((resolve) => file.once('end', resolve));
    return;
  }
  const dir = path.join(root, 'stage');
  const temporary = path.join(dir, `${randomUUID()}.part`);
  const stages: Transform[] = [];
  if (stage === 'sha' || stage === 'sums') stages.push(new Sha());
  if (stage === 'sums') stages.push(new SegmentSummer());
  await pipeline([file, ...stages, createWriteStream(temporary, { flags: 'wx', mode: 0o600, flush: true, highWaterMark: MB })]);
  await fsp.rename(temporary, path.join(dir, randomUUID()));
  const handle = await fsp.open(dir, 'r');
  await handle.sync();
  await handle.close();
}

function stageServer(stage: Stage): http.Server {
  return http.createServer((request, response) => {
    const answer = (status: number) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end('{}');
    };
    if (stage === 'drain') {
      request.resume();
      request.once('end', () => answer(201));
      return;
    }
    const parser = new Busboy({ headers: request.headers as BusboyHeaders, limits: { fileSize: 256 * MB, files: 10 } });
    const stored: Array<Promise<void>> = [];
    parser.on('file', (_field: string, file: BusboyFileStream) => stored.push(storeFile(stage, file)));
    parser.on('finish', () => {
      Promise.all(stored).then(
        () => answer(201),
        () => answer(500),
      );
    });
    request.pipe(parser);
  });
}

const t = documentsBenchServer(path.join(root, 'documents'), null);
await t.start();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const token = await t.token();
const taxdeskUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/client/${await newClient(t)}/documents`;
fs.mkdirSync(path.join(root, 'stage'), { mode: 0o700 });

const servers = new Map<Stage, string>();
for (const stage of STAGES) {
  const server = stageServer(stage);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.set(stage, `http://127.0.0.1:${(server.address() as { port: number }).port}/`);
}

const client: ChildProcess = fork(fileURLToPath(new URL('./lib/documents-client.ts', import.meta.url)), { stdio: 'inherit' });
function ask<T>(job: ClientJob): Promise<T> {
  return new Promise((resolve, reject) => {
    client.once('message', (reply: { ok: boolean; answer?: T; error?: string }) => (reply.ok ? resolve(reply.answer!) : reject(new Error(reply.error))));
    client.send(job);
  });
}

const files = Array.from({ length: CLIENTS }, (_, i) => ({ mb: FILE_MB, seed: i }));
const total = CLIENTS * FILE_MB;

async function run(name: string, url: string, withToken: boolean): Promise<void> {
  takeGc();
  const cpu = cpuMs();
  const thread = threadMs();
  const { ms, cpuMs: clientCpu, answers } = await ask<{ ms: number; cpuMs: number; answers: UploadAnswer[] }>({ op: 'upload', url, token: withToken ? token : '', files });
  const serverCpu = cpuMs() - cpu;
  const threadCpu = threadMs() - thread;
  const failed = answers.filter((answer) => answer.status !== 201);
  if (failed.length > 0) throw new Error(`${name}: ${failed.length} uploads failed: ${failed[0]!.status} ${failed[0]!.body.slice(0, 200)}`);
  const collected = takeGc();
  fs.rmSync(path.join(root, 'stage'), { recursive: true });
  fs.mkdirSync(path.join(root, 'stage'), { mode: 0o700 });
  console.log(
    `  ${name.padEnd(8)} ${ms.toFixed(0).padStart(5)} ms ${(total / (ms / 1000)).toFixed(0).padStart(5)} MB/s  server CPU ${serverCpu.toFixed(0).padStart(5)} ms (${(serverCpu / total).toFixed(2)} ms/MB), request thread ${threadCpu.toFixed(0).padStart(5)} ms  client CPU ${clientCpu.toFixed(0).padStart(4)} ms  GC ${collected.scavenges} scavenges ${collected.scavengeMs.toFixed(0)} ms, ${collected.marks} mark-compacts ${collected.markMs.toFixed(0)} ms`,
  );
}

function timed(command: string): number {
  const started = performance.now();
  const result = spawnSync('sh', ['-c', command]);
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return performance.now() - started;
}

const sample = path.join(root, 'sample.bin');
const out = fs.openSync(sample, 'w');
for await (const piece of pdfBody(FILE_MB, 1)) fs.writeSync(out, piece);
fs.closeSync(out);

// One warm-up of each, so what runs once (file-type's import, compiling) is not in a stage's figure.
for (const stage of STAGES) await ask({ op: 'upload', url: servers.get(stage)!, token: '', files: files.slice(0, 2) });
await ask({ op: 'upload', url: taxdeskUrl, token, files: files.slice(0, 2) });

console.log(`documents upload stages: ${CLIENTS} x ${FILE_MB} MB at once, ${os.cpus().length} cores`);
for (let round = 1; round <= ROUNDS; round++) {
  console.log(`round ${round}, load ${load()}`);
  for (const [name, sync] of [['cat+sync', true], ['cat', false]] as const) {
    if (!runs(name)) continue;
    const dir = path.join(root, `cat-${round}`);
    fs.mkdirSync(dir);
    const ms = timed(`for i in $(seq ${CLIENTS}); do cat ${sample} > ${dir}/$i; done${sync ? '; sync' : ''}`);
    fs.rmSync(dir, { recursive: true });
    console.log(`  ${name.padEnd(8)} ${ms.toFixed(0).padStart(5)} ms ${(total / (ms / 1000)).toFixed(0).padStart(5)} MB/s`);
  }
  for (const stage of STAGES) if (runs(stage)) await run(stage, servers.get(stage)!, false);
  if (runs('taxdesk')) await run('taxdesk', taxdeskUrl, true);
}
console.log(`load at the end ${load()}`);
client.kill();
await t.app.close();
await t.stop();
fs.rmSync(root, { recursive: true, force: true });
process.exit(0);
