/*
 * clamd for tests: Debian's clamav-daemon (/usr/sbin/clamd, or TEST_CLAMD), started in the
 * foreground on a Unix socket in a temporary directory, with a signature database of its own that
 * holds only the EICAR test signature (an .ndb body signature written here: no download, and clamd
 * starts in about half a second). Without clamd the suites are skipped (listed at the end of
 * `npm test`); with CI=true they fail instead (.ci/run installs clamav-daemon).
 *
 * Reported names carry clamd's `.UNOFFICIAL` suffix (a database it did not download), e.g.
 * `Eicar-Test-Signature.UNOFFICIAL`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EICAR } from './documents.js';
import { skipUnless } from './environment.js';

export const CLAMD_BINARY = process.env.TEST_CLAMD ?? '/usr/sbin/clamd';
export const clamdInstalled = fs.existsSync(CLAMD_BINARY);
/** A test's `skip`: the reason when clamd is missing (never under CI=true, where the test fails instead). */
export const skipWithoutClamd = skipUnless(clamdInstalled, `clamd (${CLAMD_BINARY}; apt-get install clamav-daemon)`);

export interface TestClamd {
  /** CLAMD_URL for this instance: unix:/tmp/.../clamd.sock */
  url: string;
  socket: string;
  /** Stops clamd (its socket goes away: what "clamd down" looks like). Safe to call twice. */
  stop(): Promise<void>;
  /** clamd's log, for failure messages. */
  log(): string;
}

/** The signature database: the EICAR string anywhere in any file. */
function signatureDatabase(): string {
  return `Eicar-Test-Signature:0:*:${EICAR.toString('hex')}\n`;
}

async function socketAnswers(socket: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect({ path: socket });
    probe.setTimeout(1000);
    probe.once('connect', () => probe.end('zPING\0'));
    probe.on('data', (data: Buffer) => {
      resolve(data.toString().startsWith('PONG'));
      probe.destroy();
    });
    probe.once('error', () => resolve(false));
    probe.once('timeout', () => {
      probe.destroy();
      resolve(false);
    });
  });
}

/** Starts clamd and waits until it answers PING (10 s at most under load). */
export async function startTestClamd(options: { streamMaxBytes?: number } = {}): Promise<TestClamd> {
  if (!clamdInstalled) throw new Error(`clamd is required (CI=true) but ${CLAMD_BINARY} is missing: apt-get install clamav-daemon`);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-clamd-'));
  const database = path.join(directory, 'db');
  fs.mkdirSync(database);
  fs.writeFileSync(path.join(database, 'eicar.ndb'), signatureDatabase());
  const socket = path.join(directory, 'clamd.sock');
  const logFile = path.join(directory, 'clamd.log');
  const config = path.join(directory, 'clamd.conf');
  fs.writeFileSync(
    config,
    [
      'Foreground yes',
      `LocalSocket ${socket}`,
      `DatabaseDirectory ${database}`,
      `LogFile ${logFile}`,
      `TemporaryDirectory ${directory}`,
      `StreamMaxLength ${Math.ceil((options.streamMaxBytes ?? 100 * 1024 * 1024) / 1024)}K`,
      'MaxThreads 4',
      // The tests' own database never changes: no self-check reloading it.
      'SelfCheck 0',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(CLAMD_BINARY, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => `${output}${fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(directory, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(fs.existsSync(socket) && (await socketAnswers(socket)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = log();
      await stop();
      throw new Error(`clamd did not start:\n${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `unix:${socket}`, socket, stop, log };
}
