/*
 * The shipped deployment, run rather than described: nginx with deploy/nginx/taxdesk.conf (TLS with
 * a certificate made here, HTTP/2) in front of two instances started the way
 * deploy/systemd/taxdesk@.service starts them (its ExecStart and Environment, the settings of
 * deploy/taxdesk.env with only its placeholders filled in) on one fresh PostgreSQL database with
 * Redis. Signs in through https with the Secure cookie, spreads load over both instances, checks
 * the client address the instances see, and restarts each instance in turn under load, plainly
 * for reads and drained through nginx for writes, with no failed request.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.js';
import { skipUnless } from './testing/environment.js';
import { TEST_PG_URL } from './testing/harness.js';
import { freePort } from './testing/processes.js';
import { describeRedis, TEST_REDIS_URL } from './testing/redis.js';
import { until as waitUntil } from './testing/until.js';

const root = path.resolve(import.meta.dirname, '..');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const SITE_FILE = path.join(root, 'deploy/nginx/taxdesk.conf');
const UNIT_FILE = path.join(root, 'deploy/systemd/taxdesk@.service');
const ENV_FILE = path.join(root, 'deploy/taxdesk.env');
/** Where the unit expects the installed release; the test's release directory stands in for it. */
const INSTALL_DIR = '/opt/taxdesk';
/** The test client connects from this loopback address, nginx from 127.0.0.1 (TRUST_PROXY). */
const CLIENT_ADDRESS = '127.0.0.2';
const PASSWORD = 'copper-lantern-meadow-river';
const WAIT_MS = 60_000;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const missing =
  skipUnless(fs.existsSync(NGINX), `nginx (${NGINX}; apt-get install nginx-light)`) ||
  skipUnless(fs.existsSync('/usr/bin/openssl'), 'openssl') ||
  skipUnless(await postgresReachable(), `PostgreSQL (not reachable at ${TEST_PG_URL})`);

const until = (condition: () => boolean | Promise<boolean>, what: string) => waitUntil(condition, what, WAIT_MS);

/** KEY=value lines of a systemd unit or environment file (several lines may set one key). */
function settings(text: string): Array<[string, string]> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('['))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
}

function only(pairs: Array<[string, string]>, key: string): string {
  const values = pairs.filter(([name]) => name === key).map(([, value]) => value);
  assert.equal(values.length, 1, `${key} is set once`);
  return values[0]!;
}

/** Replaces each pattern (which must occur) in the shipped text: a changed file fails here, loudly. */
function substitute(text: string, replacements: Array<[string | RegExp, string]>): string {
  return replacements.reduce((result, [pattern, replacement]) => {
    const found = typeof pattern === 'string' ? result.includes(pattern) : pattern.test(result);
    assert.ok(found, `deploy file no longer contains ${String(pattern)}`);
    return typeof pattern === 'string' ? result.replaceAll(pattern, replacement) : result.replace(pattern, replacement);
  }, text);
}

interface LogLine {
  msg: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
}

class Instance {
  private child: ChildProcess;
  private output = '';
  private stdout = '';
  readonly exited: Promise<number | null>;

  constructor(
    readonly port: number,
    command: string[],
    cwd: string,
    env: NodeJS.ProcessEnv,
  ) {
    this.child = spawn(command[0]!, command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child.stdout!.on('data', (chunk: Buffer) => {
      this.stdout += chunk.toString();
      this.output += chunk.toString();
    });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  async ready(): Promise<void> {
    await until(async () => {
      if (this.child.exitCode !== null) throw new Error(`instance ${this.port} exited (${this.child.exitCode}):\n${this.output}`);
      return fetch(`http://127.0.0.1:${this.port}/readyz`).then((res) => res.ok, () => false);
    }, `instance ${this.port} to be ready`);
  }

  lines(): LogLine[] {
    // Only whole lines of the log (stdout): the process may be halfway through writing the last one.
    const complete = this.stdout.slice(0, this.stdout.lastIndexOf('\n') + 1);
    return complete.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);
  }

  /** Requests that came through nginx (everything else is the test's own readiness checks). */
  proxied(): LogLine[] {
    return this.lines().filter((line) => line.msg === 'incoming request' && line.req!.remoteAddress !== '127.0.0.1');
  }

  async stop(): Promise<number | null> {
    this.child.kill('SIGTERM');
    return this.exited;
  }

  log(): string {
    return this.output;
  }
}

interface Answer {
  status: number;
  headers: http2.IncomingHttpHeaders;
  body: string;
}

/**
 * An HTTP/2 client over TLS trusting the test's certificate, connecting from CLIENT_ADDRESS. A
 * stream nginx refused (REFUSED_STREAM, or opened after its GOAWAY while reloading) was never
 * processed, so it is sent again on a new connection, as browsers do.
 */
class Client {
  private session: http2.ClientHttp2Session | null = null;
  retried = 0;

  constructor(
    private readonly origin: string,
    private readonly ca: string,
  ) {}

  private current(): http2.ClientHttp2Session {
    if (!this.session || this.session.closed || this.session.destroyed) {
      const { hostname, port } = new URL(this.origin);
      const session = http2.connect(this.origin, {
        createConnection: () =>
          tls.connect({
            socket: net.connect({ host: hostname, port: Number(port), localAddress: CLIENT_ADDRESS }),
            host: hostname,
            ca: this.ca,
            ALPNProtocols: ['h2'],
          }),
      });
      session.on('error', () => {}); // each stream reports its own failure
      session.on('goaway', () => {
        if (this.session === session) this.session = null;
      });
      this.session = session;
    }
    return this.session;
  }

  protocol(): string | undefined {
    return this.current().alpnProtocol;
  }

  async request(method: string, url: string, headers: http2.OutgoingHttpHeaders = {}, body?: string): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(method, url, headers, body);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        const refused = code === 'ERR_HTTP2_GOAWAY_SESSION' || code === 'ERR_HTTP2_INVALID_SESSION' || /REFUSED_STREAM/.test((error as Error).message);
        if (!refused || attempt > 0) throw error;
        this.retried++;
        this.session = null;
      }
    }
  }

  private once(method: string, url: string, headers: http2.OutgoingHttpHeaders, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const stream = this.current().request({ ':method': method, ':path': url, ...headers }, { endStream: body === undefined });
      let responseHeaders: http2.IncomingHttpHeaders = {};
      const chunks: Buffer[] = [];
      stream.on('response', (received) => (responseHeaders = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: Buffer.concat(chunks).toString() }),
      );
      stream.on('error', reject);
      // After 'end' this changes nothing; without it (a reset, the timeout below) it is the failure.
      stream.on('close', () => reject(new Error(`stream closed without an answer (code ${stream.rstCode})`)));
      stream.setTimeout(WAIT_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      if (body !== undefined) stream.end(body);
    });
  }

  close(): void {
    this.session?.close();
  }
}

interface LoadResult {
  ok: number;
  failures: string[];
}

/** `concurrency` workers repeating requests until stop(); anything but a 2xx answer is a failure. */
function load(client: Client, requests: Array<() => Promise<Answer>>, concurrency = 6) {
  const result: LoadResult = { ok: 0, failures: [] };
  let running = true;
  let sent = 0;
  const worker = async () => {
    while (running) {
      const index = sent++ % requests.length;
      try {
        const answer = await requests[index]!();
        if (answer.status >= 200 && answer.status < 300) result.ok++;
        else result.failures.push(`request ${index}: ${answer.status} ${answer.body.slice(0, 200)}`);
      } catch (error) {
        result.failures.push(`request ${index}: ${(error as Error).message}`);
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    result,
    untilAnswered: (count: number) => until(() => result.ok >= count || result.failures.length > 20, `${count} answers`),
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}

function cookieOf(answer: Answer): string {
  const header = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).find((cookie) => /^(__Host-)?taxdesk_refresh=/.test(cookie));
  assert.ok(header, 'the refresh cookie is set');
  return header;
}

describeRedis('the deployment in deploy/', (redis) => {
  describe('nginx in front of two instances', { skip: missing }, () => {
    const database = `taxdesk_deploy_${process.pid}`;
    let dir = '';
    let databaseUrl = '';
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    const instances: Instance[] = [];
    let nginx: ChildProcess | null = null;
    let nginxLog = '';
    let nginxArgs: string[] = [];
    let siteFile = '';
    let ca = '';
    let origin = '';
    let httpPort = 0;
    let startInstance: (port: number) => Instance;
    let client: Client;
    let token = '';

    before(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-deploy-'));
      // The release as installed: package.json, node_modules, locales, themes and the compiled server (its own
      // build, so no other test rebuilding dist/ changes it under the running instances).
      const release = path.join(dir, 'release');
      fs.mkdirSync(release);
      fs.copyFileSync(path.join(root, 'package.json'), path.join(release, 'package.json'));
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(release, 'node_modules'));
      // A release is a clone (docs/operations.md): the files the server reads at run time come with it.
      for (const folder of ['locales', 'themes']) {
        if (fs.existsSync(path.join(root, folder))) fs.symlinkSync(path.join(root, folder), path.join(release, folder));
      }
      await buildServer({ force: true, outdir: path.join(release, 'dist') });

      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.query(`create database ${database}`);
      const url = new URL(TEST_PG_URL);
      url.pathname = `/${database}`;
      databaseUrl = url.href;

      // The unit as systemd runs it, and the environment file with its placeholders filled in.
      const unit = settings(fs.readFileSync(UNIT_FILE, 'utf8'));
      const template = settings(fs.readFileSync(ENV_FILE, 'utf8'));
      assert.equal(only(template, 'JWT_SECRET'), '', 'the secret is a placeholder');
      assert.equal(only(template, 'ADMIN_PASSWORD'), '', 'the first password is a placeholder');
      assert.match(only(template, 'DATABASE_URL'), /CHANGE_ME/);
      const filled: Record<string, string> = {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(48).toString('base64'),
        ADMIN_PASSWORD: PASSWORD,
        REDIS_URL: TEST_REDIS_URL,
        REDIS_KEY_PREFIX: redis.prefix,
        DATA_DIR: path.join(dir, 'state'),
      };
      const environment = Object.fromEntries(template.map(([key, value]) => [key, filled[key] ?? value]));
      const command = only(unit, 'ExecStart').replaceAll(INSTALL_DIR, release).split(/\s+/);
      assert.ok(fs.existsSync(command[0]!), `the release holds the node the unit runs (${command[0]})`);
      const cwd = only(unit, 'WorkingDirectory').replace(INSTALL_DIR, release);
      startInstance = (port) => {
        // The unit's own settings (PORT from the instance name); paths under the data directory move with it.
        const unitEnvironment = unit
          .filter(([key]) => key === 'Environment')
          .map(([, value]) => value.replaceAll('%i', String(port)).replaceAll(only(template, 'DATA_DIR'), filled.DATA_DIR!).split('='));
        // The load below is one signed-in user reading hundreds of times a second: past any per-user read budget.
        return new Instance(port, command, cwd, { PATH: process.env.PATH, ...environment, READ_RATE_LIMIT_PER_MINUTE: '1000000',
          // The admin here signs in with the password alone (the policy's tests: src/features/auth/mfa-policy.test.ts).
          MFA_REQUIRED: 'off', ...Object.fromEntries(unitEnvironment) });
      };

      // Both start at once on the empty database: migrations and the first admin must take turns.
      const ports = [await freePort(), await freePort()];
      instances.push(...ports.map((port) => startInstance(port)));
      await Promise.all(instances.map((instance) => instance.ready()));

      // A self-signed certificate for 127.0.0.1, trusted by the client only.
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
        '-subj', '/CN=taxdesk test', '-addext', 'subjectAltName=IP:127.0.0.1',
      ], { stdio: 'ignore' });
      ca = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');

      const httpsPort = await freePort();
      httpPort = await freePort();
      siteFile = path.join(dir, 'taxdesk.conf');
      fs.writeFileSync(
        siteFile,
        substitute(fs.readFileSync(SITE_FILE, 'utf8'), [
          ['server 127.0.0.1:8081 ', `server 127.0.0.1:${ports[0]} `],
          ['server 127.0.0.1:8082 ', `server 127.0.0.1:${ports[1]} `],
          // No IPv6 on every test machine.
          [/^\s*listen \[::\]:80;\n/m, ''],
          [/^\s*listen \[::\]:443 ssl http2;\n/m, ''],
          ['listen 80;', `listen 127.0.0.1:${httpPort};`],
          ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
          [/ssl_certificate \S+;/, `ssl_certificate ${path.join(dir, 'cert.pem')};`],
          [/ssl_certificate_key \S+;/, `ssl_certificate_key ${path.join(dir, 'key.pem')};`],
        ]),
      );
      // What Debian's /etc/nginx/nginx.conf gives the site, with every path in the test's directory.
      const main = path.join(dir, 'nginx.conf');
      fs.writeFileSync(
        main,
        [
          'daemon off;',
          'worker_processes 1;',
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log warn;`,
          // As root, nginx's workers would run as nobody, who cannot enter the private directory.
          process.getuid?.() === 0 ? 'user root;' : '',
          'events { worker_connections 512; }',
          'http {',
          `  access_log ${dir}/access.log;`,
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`),
          `  include ${siteFile};`,
          '}',
        ].join('\n'),
      );
      nginxArgs = ['-p', dir, '-c', main, '-e', path.join(dir, 'error.log')];
      execFileSync(NGINX, ['-t', '-q', ...nginxArgs], { stdio: 'pipe' });
      nginx = spawn(NGINX, nginxArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
      nginx.stderr!.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
      origin = `https://127.0.0.1:${httpsPort}`;
      client = new Client(origin, ca);
      await until(async () => {
        if (nginx!.exitCode !== null) throw new Error(`nginx exited: ${nginxLog}${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
        return client.request('GET', '/healthz').then((answer) => answer.status === 200, () => false);
      }, 'nginx to proxy');
    });

    after(async () => {
      client?.close();
      if (nginx && nginx.exitCode === null) {
        nginx.kill('SIGTERM');
        await new Promise((resolve) => nginx!.once('exit', resolve));
      }
      await Promise.all(instances.map((instance) => instance.stop()));
      await admin.query(`drop database if exists ${database} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    test('the unit stops with SIGTERM and waits longer than the grace; hardened; restarts on failure', () => {
      const unit = settings(fs.readFileSync(UNIT_FILE, 'utf8'));
      const template = settings(fs.readFileSync(ENV_FILE, 'utf8'));
      assert.equal(only(unit, 'KillSignal'), 'SIGTERM');
      assert.ok(Number(only(unit, 'TimeoutStopSec')) > Number(only(template, 'SHUTDOWN_GRACE_SECONDS')), 'systemd waits longer than the grace');
      assert.equal(only(unit, 'Restart'), 'on-failure');
      for (const [key, value] of [['NoNewPrivileges', 'yes'], ['ProtectSystem', 'strict'], ['PrivateTmp', 'yes'], ['User', 'taxdesk']]) {
        assert.equal(only(unit, key!), value);
      }
      assert.equal(only(unit, 'ReadWritePaths'), only(template, 'DATA_DIR'), 'the data directory is the one writable place');
    });

    test('systemd-analyze verify accepts the unit', { skip: skipUnless(fs.existsSync(SYSTEMD_ANALYZE), `systemd-analyze (${SYSTEMD_ANALYZE})`) }, () => {
      // Installed: its paths lead to the release (verify checks that the executable exists).
      const instance = path.join(dir, 'taxdesk@8081.service');
      fs.writeFileSync(instance, fs.readFileSync(UNIT_FILE, 'utf8').replaceAll(INSTALL_DIR, path.join(dir, 'release')));
      const run = spawnSync(SYSTEMD_ANALYZE, ['verify', instance], { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stderr, '', 'no unknown or misplaced option');
    });

    test('the environment file lists every setting the server reads', () => {
      const config = fs.readFileSync(path.join(root, 'src/config.ts'), 'utf8');
      const read = new Set([...config.matchAll(/env(?:, '|\.)([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!));
      const listed = new Set([...fs.readFileSync(ENV_FILE, 'utf8').matchAll(/^#?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));
      listed.add('PORT'); // from the unit's instance name
      assert.deepEqual([...read].filter((name) => !listed.has(name)), []);
      assert.deepEqual([...listed].filter((name) => !read.has(name)), [], 'no setting the server does not know');
    });

    test('HTTP/2 over TLS with HSTS; plain http redirects to https; /metrics is not served outside', async () => {
      assert.equal(client.protocol(), 'h2');
      const redirect = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http.get(`http://127.0.0.1:${httpPort}/api/blog`, { localAddress: CLIENT_ADDRESS }, resolve).on('error', reject),
      );
      redirect.resume();
      assert.equal(redirect.statusCode, 301);
      assert.match(redirect.headers.location ?? '', /^https:\/\/127\.0\.0\.1\/api\/blog$/);
      assert.equal((await client.request('GET', '/metrics')).status, 404);
      const answer = await client.request('GET', '/api/blog');
      assert.match(String(answer.headers['strict-transport-security']), /max-age=\d+/, 'HSTS comes from the server through nginx');
    });

    test('sign-in through https: the Secure refresh cookie renews the session; the instances see the client address', async () => {
      const signIn = await client.request(
        'POST',
        '/api/auth/session',
        // A client's own X-Forwarded-For is kept by nginx but not believed by the server.
        { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        JSON.stringify({ email: 'admin@example-tax.com', password: PASSWORD }),
      );
      assert.equal(signIn.status, 200, signIn.body);
      const cookie = cookieOf(signIn);
      assert.match(cookie, /; Secure/i);
      assert.match(cookie, /; HttpOnly/i);
      assert.match(cookie, /; SameSite=Strict/i);
      const refreshed = await client.request('POST', '/api/auth/session/refresh', { cookie: cookie.split(';')[0]! });
      assert.equal(refreshed.status, 200, refreshed.body);
      assert.notEqual(cookieOf(refreshed).split(';')[0], cookie.split(';')[0], 'the refresh token rotated');
      token = (JSON.parse(refreshed.body) as { accessToken: string }).accessToken;

      const sessions = await client.request('GET', '/api/auth/sessions', { authorization: `Bearer ${token}` });
      assert.equal(sessions.status, 200, sessions.body);
      const current = (JSON.parse(sessions.body) as { items: Array<{ ip: string; current: boolean }> }).items.find((item) => item.current);
      assert.equal(current?.ip, CLIENT_ADDRESS, 'the address nginx saw, not 127.0.0.1 and not the forged one');
      const users = new pg.Client({ connectionString: databaseUrl });
      await users.connect();
      const emails = (await users.query<{ email: string }>('select email from users')).rows.map((row) => row.email);
      await users.end();
      assert.deepEqual(emails, ['admin@example-tax.com'], 'two instances starting at once created the first admin once');
    });

    const reads = () => [
      () => client.request('GET', '/api/users/me', { authorization: `Bearer ${token}` }),
      () => client.request('GET', '/api/blog'),
      () => client.request('GET', '/readyz'),
    ];

    test('load is spread over both instances, each seeing the client address; the body limit is the server\'s', async () => {
      assert.ok(token, 'signed in');
      const running = load(client, reads());
      await running.untilAnswered(300);
      const result = await running.stop();
      assert.deepEqual(result.failures, []);
      for (const instance of instances) {
        const proxied = instance.proxied();
        assert.ok(proxied.length >= 50, `instance ${instance.port} served ${proxied.length} requests`);
        assert.ok(proxied.some((line) => line.req!.url === '/api/users/me'), `the session works on instance ${instance.port}`);
        assert.deepEqual(proxied.filter((line) => line.req!.remoteAddress !== CLIENT_ADDRESS), []);
      }

      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const body = (size: number) => `{"name":"${'a'.repeat(size - 11)}"}`;
      assert.equal(body(1024 * 1024).length, 1024 * 1024);
      const atLimit = await client.request('POST', '/api/client', auth, body(1024 * 1024));
      assert.equal(atLimit.status, 400, 'a body at the limit reaches the server (too long a name)');
      assert.match(String(atLimit.headers['content-type']), /application\/problem\+json/);
      const over = await client.request('POST', '/api/client', auth, body(1024 * 1024 + 1));
      assert.equal(over.status, 413);
    });

    test('each instance restarted in turn (SIGTERM, no drain step) under read and write load: no failed request, no POST lost', async () => {
      assert.ok(token, 'signed in'); // else every request would fail, slowly
      // POSTs are what nginx never repeats: one sent on a keep-alive connection the stopping
      // instance cut was a 502 (issue 28.12). Stopping instances now drain idle connections.
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let sequence = 0;
      const writes = () => client.request('POST', '/api/client', auth, JSON.stringify({ name: `Rolling ${++sequence}`, clientType: 'individual' }));
      const running = load(client, [writes, ...reads(), writes]);
      await running.untilAnswered(100);
      for (const [index, old] of instances.entries()) {
        assert.equal(await old.stop(), 0, `instance ${old.port} stopped cleanly:\n${old.log()}`);
        const answeredWhileDown = running.result.ok;
        const fresh = startInstance(old.port);
        instances[index] = fresh;
        await fresh.ready();
        // nginx takes the instance back once its fail_timeout has passed.
        await until(() => fresh.proxied().length >= 20, `instance ${fresh.port} to serve again`);
        assert.ok(running.result.ok > answeredWhileDown, 'the load went on');
      }
      const result = await running.stop();
      assert.deepEqual(result.failures, []);
      assert.ok(result.ok >= 200);
      assert.ok(sequence >= 20, 'writes went on throughout');
    });

    test('an instance drained through nginx (down, reload) restarts under write load: no failed request', async () => {
      assert.ok(token, 'signed in'); // else every request would fail, slowly
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let sequence = 0;
      const writes = [
        () => client.request('POST', '/api/client', auth, JSON.stringify({ name: `Drained ${++sequence}`, clientType: 'individual' })),
        ...reads(),
      ];
      const reload = async (text: string) => {
        fs.writeFileSync(siteFile, text);
        execFileSync(NGINX, ['-s', 'reload', ...nginxArgs], { stdio: 'pipe' });
      };
      const site = fs.readFileSync(siteFile, 'utf8');
      const target = instances[0]!;
      const running = load(client, writes);
      await running.untilAnswered(100);
      await reload(substitute(site, [[`server 127.0.0.1:${target.port} `, `server 127.0.0.1:${target.port} down `]]));
      // Drained: nginx's new workers no longer send it anything, the old ones finished their requests.
      const deadline = Date.now() + WAIT_MS;
      for (let served = target.proxied().length; ; ) {
        const answered = running.result.ok;
        await until(() => running.result.ok >= answered + 50, '50 more answers');
        if (target.proxied().length === served) break;
        served = target.proxied().length;
        assert.ok(Date.now() < deadline, `instance ${target.port} was not drained`);
      }
      assert.equal(await target.stop(), 0);
      const fresh = startInstance(target.port);
      instances[0] = fresh;
      await fresh.ready();
      await reload(site);
      await until(() => fresh.proxied().length >= 20, `instance ${fresh.port} to serve again`);
      const result = await running.stop();
      assert.deepEqual(result.failures, []);
      assert.ok(sequence >= 20, 'writes went on throughout');
    });
  });
});
