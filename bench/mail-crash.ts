/*
 * Mail after a crash (`npm run bench:mail-crash`, issue 28.13, docs/automation.md "Delivery is at
 * least once"): builds and spawns the production server (`node dist/server.js`, SQLite in a
 * temporary data directory, or PostgreSQL with --postgres) with SMTP_URL pointing at a real SMTP
 * server run by this script (smtp-server, as the tests' src/testing/smtp.ts). It queues --mails
 * messages in the outbox (rows as `mailer.send` stores them), lets the server send them, and
 * kill -9s it in the worst moment there is: right after the SMTP server answered `250` to a
 * message (after a random share of the mails, between a quarter and three quarters), before the
 * server can mark that row sent. It then starts the server again on the same address and port (the
 * same instance name in its leases) and counts, by Message-ID, the mails delivered twice, and
 * how long after the kill and after the restart every mail had arrived. --runs repeats it.
 *
 * With --random the kill comes instead at a random moment while the server sends (a timer started
 * at that share of the mails, not the SMTP answer): what an operator's kill or an out-of-memory
 * kill would look like.
 */
import { randomInt } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import Sqlite from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { buildServer } from '../scripts/build-server.js';
import { freePort } from '../src/testing/processes.js';
import { postgresIn, spawnProductionServer, stopServer, untilHealthy, withPg } from './lib/production-server.js';

const { values } = parseArgs({
  options: {
    mails: { type: 'string', default: '40' },
    runs: { type: 'string', default: '5' },
    /** Real milliseconds the SMTP server takes before answering a message's data. */
    hold: { type: 'string', default: '20' },
    random: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
  },
});
const mails = Number(values.mails);
const holdMs = Number(values.hold);

interface Received {
  messageId: string;
  at: number;
}

/** The mail server: keeps the Message-ID and arrival of every message it accepts. */
function smtpSink(onAccepted: (count: number) => void) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () =>
        setTimeout(() => {
          received.push({ messageId: /^Message-ID:\s*(\S+)/im.exec(data)?.[1] ?? `(none ${received.length})`, at: performance.now() });
          callback();
          onAccepted(received.length);
        }, holdMs),
      );
    },
  });
  server.on('error', () => {});
  return { server, received };
}

await buildServer();

interface RunResult {
  killedAfter: number;
  duplicates: number;
  missing: number;
  afterKillMs: number;
  afterRestartMs: number;
  afterReadyMs: number;
  released: boolean;
}

async function run(index: number): Promise<RunResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-mail-crash-'));
  const schema = `bench_mail_crash_${process.pid}_${index}`;
  if (values.postgres) await withPg((client) => client.query(`CREATE SCHEMA ${schema}`));
  const killAt = randomInt(Math.ceil(mails / 4), Math.floor((3 * mails) / 4) + 1);
  let server: ChildProcess | null = null;
  let killedAt = 0;
  const sink = smtpSink((count) => {
    // The worst moment: the SMTP server has just accepted a message, the outbox row is not yet marked.
    if (!values.random && count === killAt && server && !killedAt) {
      server.kill('SIGKILL');
      killedAt = performance.now();
    }
  });
  await new Promise<void>((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
  const smtpPort = (sink.server.server.address() as { port: number }).port;
  const port = await freePort();
  let stderr = '';
  const start = () =>
    spawnProductionServer({
      port,
      dataDir,
      env: {
        ...(values.postgres ? postgresIn(schema) : {}),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'office@bench.example',
      },
      output: (text) => (stderr += text),
    });
  const healthy = (child: ChildProcess) => untilHealthy(child, port, () => stderr);
  server = start();
  await healthy(server);

  // Queued as mailer.send stores a message; the periodic mail.deliver job (MAIL_POLL_SECONDS) takes them.
  const now = new Date().toISOString();
  const rows = Array.from({ length: mails }, (_, i) => [`client-${i}@bench.example`, `Crash bench ${i}`, `Message ${i}`, now]);
  const insert = 'INSERT INTO outbox_emails (recipient, subject, body_text, body_html, created_at, attempts, discard_at, status, next_attempt_at) VALUES ';
  if (values.postgres) {
    await withPg((client) =>
      client.query(`SET search_path TO ${schema}; ${insert}${rows.map((row) => `(${row.slice(0, 3).map((value) => `'${value}'`).join(', ')}, NULL, '${now}', 0, NULL, 'pending', '${now}')`).join(', ')}`),
    );
  } else {
    const db = new Sqlite(path.join(dataDir, 'taxdesk.db'));
    db.pragma('busy_timeout = 5000');
    const statement = db.prepare(`${insert}(?, ?, ?, NULL, ?, 0, NULL, 'pending', ?)`);
    db.transaction(() => rows.forEach((row) => statement.run(...row, now)))();
    db.close();
  }

  if (values.random) {
    // A random moment in the cycle of one mail (claim, exchange, mark), after a random share of them.
    while (sink.received.length < killAt) await sleep(1);
    await sleep(randomInt(0, 2 * holdMs + 10));
    server.kill('SIGKILL');
    killedAt = performance.now();
  }
  while (!killedAt) await sleep(5);
  while (server.exitCode === null && server.signalCode === null) await sleep(5);
  const killedAfter = sink.received.length;

  const restartedAt = performance.now();
  stderr = '';
  server = start();
  await healthy(server);
  const readyAt = performance.now();
  const deadline = performance.now() + 120_000;
  const unique = () => new Set(sink.received.map((mail) => mail.messageId)).size;
  while (unique() < mails && performance.now() < deadline) await sleep(10);
  const lastAt = Math.max(...sink.received.map((mail) => mail.at));
  const released = /leased before a restart released/.test(stderr);
  if (process.env.BENCH_VERBOSE) console.log(stderr);
  await stopServer(server);
  await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  if (values.postgres) await withPg((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return {
    killedAfter,
    duplicates: sink.received.length - unique(),
    missing: mails - unique(),
    afterKillMs: lastAt - killedAt,
    afterRestartMs: lastAt - restartedAt,
    afterReadyMs: lastAt - readyAt,
    released,
  };
}

const results: RunResult[] = [];
console.log(`${values.postgres ? 'PostgreSQL' : 'SQLite'}, ${mails} mails a run, SMTP answer after ${holdMs} ms, kill -9 ${values.random ? 'at a random moment while sending' : "right after the SMTP server's 250"}`);
for (let index = 0; index < Number(values.runs); index++) {
  const result = await run(index);
  results.push(result);
  console.log(
    `run ${index + 1}: killed after ${result.killedAfter} accepted; duplicates ${result.duplicates}, missing ${result.missing}; ` +
      `all delivered ${(result.afterKillMs / 1000).toFixed(2)} s after the kill, ${(result.afterRestartMs / 1000).toFixed(2)} s after the restart began, ${(result.afterReadyMs / 1000).toFixed(2)} s after it answered /healthz` +
      `${result.released ? ' (the restarted instance released its earlier lease)' : ''}`,
  );
}
const worst = (pick: (result: RunResult) => number) => Math.max(...results.map(pick));
console.log(
  `${results.length} runs: ${results.reduce((sum, result) => sum + result.duplicates, 0)} duplicates in all (at most ${worst((result) => result.duplicates)} a run), ` +
    `${results.reduce((sum, result) => sum + result.missing, 0)} missing; all delivered at most ${(worst((result) => result.afterKillMs) / 1000).toFixed(2)} s after the kill`,
);
