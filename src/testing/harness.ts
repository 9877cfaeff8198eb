/*
 * Test harness: every test file gets freshly migrated databases, one per dialect. SQLite (in
 * memory) always runs; PostgreSQL runs in a schema of its own on TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test). Without it its suites are skipped (listed at
 * the end of `npm test`); with CI=true they fail. TEST_DB=sqlite|postgres runs one dialect.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.js';
import { loadConfig, type Config, type DatabaseTarget } from '../config.js';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { UserRole } from '../db/tables/foundation.js';
import { randomUUID } from 'node:crypto';
import { createPasswordHasher, TEST_ARGON2_COST } from '../shared/auth/passwords.js';
import { insertSession } from '../shared/auth/session-store.js';
import { insertUser } from '../features/users/repository.js';
import { createUser, systemActor } from '../features/users/service.js';
import type { App } from '../shared/http/app-types.js';
import { skipUnless } from './environment.js';
import { keptFigureMismatches } from './kept-figures.js';

export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const onlyDialect = process.env.TEST_DB as Dialect | undefined;

async function postgresReachable(): Promise<boolean> {
  // 10 s, not 3: this runs while a test file's other imports evaluate (playwright, vite), and on a
  // loaded machine a 3 s connect timed out with PostgreSQL up, failing a whole suite under CI=true.
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const postgresUp = onlyDialect === 'sqlite' ? false : await postgresReachable();

/** Where documents would go without a setting (./data/documents): never in tests. */
const DEFAULT_DOCUMENTS_DIR = path.resolve('data', 'documents');

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A configuration for tests: quiet, no periodic jobs, a fixed secret, an https site URL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://www.example-tax.com', LOG_LEVEL: 'silent' });
  return {
    ...base,
    // A test file shares two cores with the rest of the suite, so a seeding statement that takes a
    // second alone can pass the production budget of 5 s; the budget's own tests set a small one
    // (src/features/operations/dependencies.test.ts).
    timeouts: { ...base.timeouts, databaseStatementMs: 120_000 },
    jwtSecret: TEST_JWT_SECRET,
    jobsEnabled: false,
    // A test file reads far more than a person a minute, on a clock that rarely moves; the budget's
    // own test sets a small one (src/shared/rate-limit/read-budget.test.ts).
    readRateLimitPerMinute: 1_000_000,
    // Test users sign in with the password alone; the policy's own tests set MFA_REQUIRED
    // (src/features/auth/mfa-policy.test.ts).
    mfaRequired: 'off',
    ...overrides,
  };
}

/*
 * Kysely's migrator introspects every schema of the database; a schema dropped by another test file
 * in the middle of that introspection fails it ("schema t_... does not exist"). Test files migrate
 * under a shared advisory lock and drop their schema under the exclusive one, so the two never
 * overlap while migrations still run side by side.
 */
export const SCHEMA_LIFECYCLE_LOCK = 7_310_442;

async function withAdminClient<T>(lock: 'shared' | 'exclusive', work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(lock === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [SCHEMA_LIFECYCLE_LOCK]);
    return await work(client);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

export interface ApiOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | string[]>;
  headers?: Record<string, string>;
}

export interface ApiResponse extends LightMyRequestResponse {
  /** The parsed JSON body (problem+json included); undefined for an empty body. */
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export class TestContext {
  #app: App | null = null;
  #schema: string | null = null;
  #tokens = new Map<string, { token: string; userId: number; sessionId: string; expiresAtMs: number }>();
  #users = 0;

  #sqliteDir: string | null = null;
  /** Each test app stores documents in a directory of its own, removed at stop (never ./data). */
  #documentsDir: string | null = null;

  constructor(
    readonly dialect: Dialect,
    private readonly options: TestOptions,
  ) {}

  get app(): App {
    if (!this.#app) throw new Error('The test app is not started yet (use it inside a test or hook)');
    return this.#app;
  }

  get db() {
    return this.app.db;
  }

  async start(): Promise<void> {
    let database: DatabaseTarget = { kind: 'sqlite', file: ':memory:' };
    if (this.dialect === 'postgres') {
      if (!postgresUp) throw new Error(`PostgreSQL is required (CI=true) but not reachable at ${TEST_PG_URL}`);
      const schema = `t_${randomBytes(6).toString('hex')}`;
      this.#schema = schema;
      database = { kind: 'postgres', url: TEST_PG_URL, schema };
      this.#app = await withAdminClient('shared', async (client) => {
        await client.query(`create schema ${schema}`);
        return this.#buildApp(database);
      });
    } else {
      if (this.options.sqliteFile) {
        // A database file, as a server has: what only a file allows (a second connection) runs too.
        this.#sqliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-test-'));
        database = { kind: 'sqlite', file: path.join(this.#sqliteDir, 'taxdesk.db') };
      }
      this.#app = await this.#buildApp(database);
    }
  }

  async #buildApp(database: DatabaseTarget, config: Partial<Config> = {}, options: AppOptions = {}): Promise<App> {
    const settings = testConfig({ database, ...this.options.config, ...config });
    // Documents go to a directory of this test's own (removed at stop), unless the test names a store.
    if (settings.documents.store.kind === 'local' && settings.documents.store.directory === DEFAULT_DOCUMENTS_DIR) {
      this.#documentsDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-documents-'));
      settings.documents = { ...settings.documents, store: { kind: 'local', directory: this.#documentsDir } };
    }
    // Hashes at the test cost (TEST_ARGON2_COST): a suite signs up and in hundreds of users.
    const passwords = createPasswordHasher({ concurrency: settings.passwordHashConcurrency, queueLimit: settings.passwordHashQueueLimit, cost: TEST_ARGON2_COST });
    const app = await buildApp(settings, { logger: false, passwords, ...this.options.app, ...options });
    await app.ready();
    return app;
  }

  /**
   * A second instance on this test's database, as another process would be: on PostgreSQL its own
   * pool on the same schema, on SQLite the same connection (and so the same content-version watcher). It migrates (a no-op) under the shared
   * schema lock, like start(), so another file dropping its schema cannot fail the introspection.
   */
  async otherInstance(config: Partial<Config> = {}, options: AppOptions = {}): Promise<App> {
    const database = this.app.config.database;
    if (this.dialect === 'postgres') return this.whileNoSchemaIsDropped(() => this.#buildApp(database, config, options));
    const shared = { database: { db: this.db, dialect: this.dialect, close: async () => {} }, contentVersion: this.app.contentVersion };
    return this.#buildApp(database, config, { ...shared, ...options });
  }

  /** Runs `work` with the app's queries going through `plugin` (to record or count what it sends). */
  async withQueryPlugin<T>(plugin: KyselyPlugin, work: () => Promise<T>): Promise<T> {
    const app = this.app as unknown as { db: Kysely<Database>; reports: { db: Kysely<Database>; streams: Kysely<Database> } };
    const original = app.db;
    const { db: reports, streams } = app.reports;
    app.db = original.withPlugin(plugin);
    // Report reads and exports are seen too: on the report pool (PostgreSQL) or the same connection.
    if (reports === original) app.reports.db = app.db;
    else if (reports === streams) app.reports.db = reports.withPlugin(plugin);
    app.reports.streams = streams === original ? app.db : streams.withPlugin(plugin);
    try {
      return await work();
    } finally {
      app.db = original;
      app.reports.db = reports;
      app.reports.streams = streams;
    }
  }

  /** Runs work that introspects the database (a migration) while no test file drops its schema. */
  async whileNoSchemaIsDropped<T>(work: () => Promise<T>): Promise<T> {
    return this.dialect === 'postgres' ? withAdminClient('shared', work) : work();
  }

  /**
   * Fails the file when a figure kept on write (client counts, creation counts, open work, client-log
   * counts, revenue totals) differs from its recount after the file's writes: a write path that
   * forgot a count, whichever it is (src/testing/kept-figures.ts).
   */
  async checkKeptFigures(): Promise<void> {
    if (!this.#app) return;
    const mismatches = await keptFigureMismatches(this.db);
    if (mismatches.length > 0) throw new Error(`kept figures differ from their recount after this file's writes:\n${mismatches.slice(0, 20).join('\n')}`);
  }

  async stop(): Promise<void> {
    await this.#app?.close();
    const schema = this.#schema;
    if (schema) await withAdminClient('exclusive', (client) => client.query(`drop schema if exists ${schema} cascade`));
    if (this.#sqliteDir) fs.rmSync(this.#sqliteDir, { recursive: true, force: true });
    if (this.#documentsDir) fs.rmSync(this.#documentsDir, { recursive: true, force: true });
  }

  /** Creates a user (with an unusable password hash) and returns its id. */
  async createUser(role: UserRole = 'admin', email = `user${++this.#users}-${role}@test.example`): Promise<number> {
    const id = await insertUser(this.db, { email, passwordHash: 'not-a-hash', role }, this.app.clock.now().toISOString());
    if (id === null) throw new Error(`user ${email} exists`);
    return id;
  }

  /** Creates a user with a real (argon2) password, for sign-in tests. */
  async signup(role: UserRole = 'admin', password = 'amber-tiger-orchard-2026'): Promise<{ id: number; email: string; password: string }> {
    const email = `member${++this.#users}-${role}@test.example`;
    const { db, clock, passwords } = this.app;
    const id = await createUser({ db, clock, passwords, actor: systemActor('test') }, { email, password, role });
    return { id, email, password };
  }

  /** Signs in through the API and returns the token pair. */
  async login(email: string, password: string): Promise<{ accessToken: string; refreshToken: string }> {
    const response = await this.api('POST', '/api/auth/login', { body: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.data;
  }

  /** Opens a session for a user without signing in (no password needed); returns its sid. */
  async session(userId: number): Promise<string> {
    const familyId = randomUUID();
    const now = this.app.clock.now();
    const expiresAt = new Date(now.getTime() + this.app.config.refreshTokenTtlSeconds * 1000).toISOString();
    await insertSession(this.db, { kind: 'staff', id: userId }, { familyId, method: 'password', now: now.toISOString(), expiresAt, userAgent: 'test', ip: '127.0.0.1' });
    return familyId;
  }

  /**
   * An access token for a user of the role (created once per role and context), with a live
   * session; signed again for the same session once the test's clock has moved past its expiry.
   */
  async token(role: UserRole = 'admin'): Promise<string> {
    const now = this.app.clock.now().getTime();
    let held = this.#tokens.get(role);
    if (!held) {
      const userId = await this.createUser(role);
      held = { token: '', userId, sessionId: await this.session(userId), expiresAtMs: 0 };
      this.#tokens.set(role, held);
    }
    if (now >= held.expiresAtMs) {
      held.token = this.app.tokens.signAccess({ userId: held.userId, role, sessionId: held.sessionId });
      held.expiresAtMs = (Math.floor(now / 1000) + this.app.tokens.accessTtlSeconds) * 1000;
    }
    return held.token;
  }

  /** Sends a request through the whole stack (app.inject), JSON in and out. */
  async api(method: InjectOptions['method'], url: string, options: ApiOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = (await this.app.inject({
      method,
      url,
      headers,
      query: options.query as InjectOptions['query'],
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    })) as ApiResponse;
    const type = String(response.headers['content-type'] ?? '');
    response.data = response.body && type.includes('json') ? JSON.parse(response.body) : undefined;
    return response;
  }
}

export interface TestOptions {
  config?: Partial<Config>;
  app?: AppOptions;
  /** SQLite in a file of a temporary directory instead of in memory (the report thread needs one). */
  sqliteFile?: boolean;
}

/**
 * The dialects a run covers (TEST_DB narrows it), each with its suite's `skip`: PostgreSQL's when
 * it is not reachable. For suites that build their TestContext themselves (browser tests that
 * must know their port before the app is built).
 */
export function testDialects(): Array<{ dialect: Dialect; skip: string | false }> {
  const dialects: Dialect[] = onlyDialect ? [onlyDialect] : ['sqlite', 'postgres'];
  return dialects.map((dialect) => ({ dialect, skip: dialect === 'postgres' && skipUnless(postgresUp, `PostgreSQL (not reachable at ${TEST_PG_URL})`) }));
}

/** Declares a suite once per database dialect; each gets its own freshly migrated database. */
export function describeApi(name: string, body: (t: TestContext) => void, options: TestOptions = {}): void {
  for (const { dialect, skip } of testDialects()) {
    describe(`${name} [${dialect}]`, { skip }, () => {
      const context = new TestContext(dialect, options);
      before(() => context.start());
      after(async () => {
        try {
          await context.checkKeptFigures();
        } finally {
          await context.stop();
        }
      });
      body(context);
    });
  }
}
