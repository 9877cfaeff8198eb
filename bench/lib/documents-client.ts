/*
 * The documents bench's HTTP client (bench/documents.ts), run as a child process so the server's
 * process holds only the server: its RSS is the server's, and generating and reading bodies runs
 * on the other core, as a real client would. Asked over the IPC channel, one job at a time:
 *   { op: 'upload', url, token, files: [{ mb, seed }] }  all at once; answers { ms, cpuMs, answers }
 *   { op: 'download', url, token?, times }               one after the other, after one warm-up; answers { ms, bytes }
 * `cpuMs` is this process's CPU time (user + system) for the job: what the clients cost.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { SAMPLES } from '../../src/testing/documents.js';

const MB = 1024 * 1024;

export type ClientJob =
  | { op: 'upload'; url: string; token: string; files: Array<{ mb: number; seed: number }> }
  | { op: 'download'; url: string; token?: string; times: number };

export interface UploadAnswer {
  status: number;
  body: string;
}

/** A PDF of `mb` megabytes and a bit, generated piece by piece (never whole in memory). */
export async function* pdfBody(mb: number, seed: number): AsyncGenerator<Buffer> {
  yield SAMPLES.pdf;
  const piece = Buffer.alloc(MB, 0x20 + (seed % 90));
  for (let i = 0; i < mb; i++) yield piece;
}

function upload(url: string, token: string, mb: number, seed: number): Promise<UploadAnswer> {
  const boundary = `----taxdesk${seed}${randomBytes(6).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan-${seed}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
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

function download(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`status ${response.statusCode}`))));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function run(job: ClientJob): Promise<unknown> {
  if (job.op === 'upload') {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const answers = await Promise.all(job.files.map((file) => upload(job.url, job.token, file.mb, file.seed)));
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, answers };
  }
  const headers: Record<string, string> = job.token ? { authorization: `Bearer ${job.token}` } : {};
  await download(job.url, headers);
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < job.times; i++) bytes += await download(job.url, headers);
  return { ms: performance.now() - started, bytes };
}

// Only as the forked child (the bench imports pdfBody from here too).
if (process.send) {
  process.on('message', (job: ClientJob) => {
    run(job).then(
      (answer) => process.send!({ ok: true, answer }),
      (error: unknown) => process.send!({ ok: false, error: String((error as Error).stack ?? error) }),
    );
  });
}
