import fs from 'node:fs';
import path from 'node:path';
import { openPkcs12 } from './shared/crypto/pkcs12.js';
import { secretProblem } from './shared/auth/secret-strength.js';
import { isLocale, LOCALES, type Locale } from './shared/i18n/locales.js';
import { PROJECT_ROOT } from './shared/project-root.js';
import { parseClamdUrl } from './features/documents/lib/clamd.js';
import { parseMasterKey } from './features/documents/lib/envelope.js';
import { parseUploadTypes, type KindName } from './features/documents/lib/file-types.js';
import { storeLocation, type StoreLocation } from './shared/storage/open-store.js';

export type RuntimeEnv = 'development' | 'production' | 'test';
/** Who must have a second factor (MFA_REQUIRED): admins only, every staff user, or nobody. */
export type MfaPolicy = 'admins' | 'all' | 'off';
export const MFA_POLICIES: readonly MfaPolicy[] = ['admins', 'all', 'off'];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string; schema?: string; /** Connections per instance (DATABASE_POOL_SIZE). */ poolSize?: number };

export interface DependencyTimeouts {
  databaseConnectMs: number;
  databaseStatementMs: number;
  /** PostgreSQL: the statement budget of reports and exports (their own small pool). */
  databaseReportMs: number;
  databaseIdleMs: number;
  redisCommandMs: number;
}

export interface Config {
  env: RuntimeEnv;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** null until resolved: development generates one and keeps it in the data directory. */
  jwtSecret: string | null;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A session ends this long after sign-in, however often it is refreshed. */
  sessionMaxAgeSeconds: number;
  siteUrl: string;
  sitePrefix: string;
  /** RSS channel title and description until the site settings record supplies them. */
  siteName: string;
  siteDescription: string;
  /** Paths of the site's own pages, listed in the sitemap before the posts. */
  sitePages: string[];
  /** Whether this server renders the public website's pages (PUBLIC_SITE=off: a firm's own front end reads the API). */
  publicSite: boolean;
  /** The website's theme folder (templates/ and assets/): the default theme, or a firm's copy. */
  themeDir: string;
  /** Where stored files go (docs/storage.md): STORAGE_URL (s3://...) or else the directory STORAGE_DIR. */
  storage: StoreLocation;
  /** Clients' documents (issue 33, docs/documents.md): their store, upload limits and accepted types. */
  documents: DocumentSettings;
  /**
   * SIGNING_CERT_P12 (a path to the firm's PKCS#12 file: certificate and private key) with
   * SIGNING_CERT_PASSWORD: a signed engagement letter carries the firm's PDF signature
   * (docs/engagements.md, "The firm's certificate"). Read and checked at start; null: none.
   */
  signingCertificate: { p12: Buffer; password: string } | null;
  adminUrl: string;
  /** Where the client portal is served: the origin of its sign-in links (PORTAL_URL), never a request's Host. */
  portalUrl: string;
  corsOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  /** Delivery attempts before a mail is marked failed, and the first retry's wait (doubling after). */
  mailMaxAttempts: number;
  mailRetrySeconds: number;
  /** Days a sent or failed mail keeps its body (MAIL_RETENTION_DAYS). */
  mailRetentionDays: number;
  /** How often the outbox is checked for due mail (one instance per interval). */
  mailPollSeconds: number;
  redisUrl: string | null;
  /** Dependencies fail fast: a down or frozen database or Redis costs a request this long at most. */
  timeouts: DependencyTimeouts;
  /** Prepended to every Redis key, so deployments (or test files) can share one Redis. */
  redisKeyPrefix: string;
  logLevel: LogLevel;
  trustProxy: boolean | number | string;
  adminEmail: string | null;
  adminPassword: string | null;
  /**
   * Who must have a second factor (MFA_REQUIRED, issue 35): a user it holds who has none can, after
   * the password, only enroll one (403 mfa_enrollment_required elsewhere; src/shared/auth/bearer.ts).
   */
  mfaRequired: MfaPolicy;
  passwordHashConcurrency: number;
  passwordHashQueueLimit: number;
  /** Failed sign-ins against one account from one client: a device cookie, or an address without one. */
  loginMaxFailuresPerClient: number;
  /** Failed sign-ins against one account from all clients without its device cookie together. */
  loginMaxFailuresPerAccount: number;
  /** Failed sign-ins from one address without a device cookie, all accounts together. */
  loginMaxFailuresPerIp: number;
  loginFailureWindowSeconds: number;
  clientLogRetentionDays: number;
  /** How long audit entries are kept before the retention job purges them. */
  auditLogRetentionDays: number;
  /** Contact-form submissions allowed per client IP in each window. */
  inquiryRateLimitMax: number;
  inquiryRateLimitWindowSeconds: number;
  /** Client-log batches allowed per client address per minute. */
  clientLogRateLimitPerMinute: number;
  /** Reads (GET, HEAD) allowed per signed-in user or portal client per minute, on all instances together. */
  readRateLimitPerMinute: number;
  /** The firm's IANA time zone: what "today" means for due dates. */
  businessTimeZone: string;
  /** The firm's language: mails and problem details for anyone who has not chosen one (DEFAULT_LOCALE). */
  defaultLocale: Locale;
  /** The firm's currency (ISO 4217, CURRENCY): what amounts are in, and how many decimals they take. */
  currency: string;
  /** The staff digest goes out from this hour (0..23, BUSINESS_TIME_ZONE) on these weekdays (0 = Sunday). */
  digestHour: number;
  digestWeekdays: number[];
  /** Clients who opted in are reminded this many days before a deadline (each step once), largest first. */
  reminderDays: number[];
  /** LETTER_REMINDER_DAYS: days after sending an engagement letter on which an unsigned one reminds the client (ascending); the last also tells the staff member who sent it. */
  letterReminderDays: number[];
  /** Periodic maintenance jobs (retention, cleanup); tests switch them off. */
  jobsEnabled: boolean;
  /** GET /metrics on the API port with this bearer token; null: not served there. */
  metricsToken: string | null;
  /** A separate port serving only /metrics (bound to metricsHost); null: none. */
  metricsPort: number | null;
  metricsHost: string;
  /** How long a stopping server lets requests in flight finish before it exits anyway. */
  shutdownGraceSeconds: number;
  /** The built admin interface served under /admin. */
  adminDistDir: string;
  /** The built client portal app served under /portal. */
  portalDistDir: string;
  /** Public reads (blog, sitemap, RSS, robots.txt) kept rendered in memory and what caches may do with them. */
  publicCache: PublicCacheSettings;
}

export interface DocumentSettings {
  /** DOCUMENTS_S3_URL (s3://...) or else the directory DOCUMENTS_DIR (default $DATA_DIR/documents). */
  store: StoreLocation;
  /** UPLOAD_MAX_MB: the most bytes one uploaded file may have. */
  uploadMaxBytes: number;
  /** UPLOAD_TYPES: the kinds of file accepted, decided from their bytes (src/features/documents/lib/file-types.ts). */
  uploadTypes: KindName[];
  /**
   * DOCUMENTS_ENCRYPTION_KEY (32 random bytes, base64 or hex; checked at start): new files are
   * encrypted under it. null: stored in the clear (production warns).
   */
  encryptionKey: string | null;
  /** DOCUMENTS_ENCRYPTION_KEY_PREVIOUS: the key before a rotation, still read until `documents rotate-key` ran. */
  previousEncryptionKey: string | null;
  /** CLAMD_URL (tcp://host:3310 or unix:/path): every upload streams through clamd; null: not scanned. */
  clamdUrl: string | null;
  /** CLAMD_TIMEOUT_MS: how long clamd may take to connect, take bytes, or answer, before it counts as down. */
  clamdTimeoutMs: number;
  /** CLAMD_FAIL_OPEN: accept uploads as unscanned when clamd cannot be asked (default: refuse with 503). */
  clamdFailOpen: boolean;
  /**
   * DOCUMENTS_ORPHAN_GRACE_HOURS (default 24, 1..720): how long stored bytes no document names are
   * kept before the orphan sweep removes them; far longer than any upload's transaction.
   */
  orphanGraceMs: number;
}

export interface PublicCacheSettings {
  /** The most bytes (bodies and their compressed forms) kept; the least recently used go first. */
  budgetBytes: number;
  /** Cache-Control max-age of a public read (shortened so that a scheduled post is not hidden past its moment). */
  maxAgeSeconds: number;
  /** Cache-Control stale-while-revalidate: how long a cache may answer with a stale copy while it fetches a new one. */
  staleWhileRevalidateSeconds: number;
  /**
   * PostgreSQL: how an instance learns of a write made on another: 'notify' (LISTEN/NOTIFY: no
   * database read per request; another instance's write shows once its notification arrives) or
   * 'read' (the version row read before every answer, shared by concurrent requests: exact).
   */
  changeCheck: 'notify' | 'read';
}

/** A bad setting: the message is one line naming the setting, printed before exiting with 1. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Invalid setting ${setting}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new ConfigError(name, `"${raw}" is not an integer`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `${value} is outside ${min}..${max}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(name, `"${raw}" is not a boolean (use true or false)`);
}

function origin(name: string, raw: string, requireHttps: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `"${raw}" is not an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(name, `"${raw}" must use http or https`);
  }
  if (requireHttps && url.protocol !== 'https:') {
    throw new ConfigError(name, `"${raw}" must use https in production`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(name, `"${raw}" must not carry credentials, a query or a fragment`);
  }
  return url.href.replace(/\/+$/, '');
}

function email(name: string, raw: string): string {
  if (!/^[^\s@]+@[^\s@]+$/.test(raw) || raw.length > 254) {
    throw new ConfigError(name, `"${raw}" is not an email address`);
  }
  return raw.toLowerCase();
}

/*
 * With the instance and PostgreSQL on the same two cores, 4 connections did about as well as 10 for
 * 20 concurrent dashboard reads (bench/README.md, "Named prepared statements and the pool"): not
 * enough to change the default. Several instances on one server each hold this many (max_connections).
 */
export const DEFAULT_POOL_SIZE = 10;

/** The website's own pages (issue 31), listed in the sitemap before the posts; each answers 200. */
export const DEFAULT_SITE_PAGES = '/,/blog,/faq,/notices,/contact';

function databaseTarget(env: Env, dataDir: string): DatabaseTarget {
  // Checked whatever the database, like every setting: a bad value must not wait for a move to
  // PostgreSQL to be noticed. At least 2: with one connection, the blog's cancel of a slow listing
  // (blog/lib/cancellation.ts) would wait behind the very query it cancels.
  const poolSize = integer(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 2, 100);
  const raw = read(env, 'DATABASE_URL');
  if (raw === undefined) return { kind: 'sqlite', file: path.join(dataDir, 'taxdesk.db') };
  if (/^postgres(ql)?:\/\//.test(raw)) {
    try {
      new URL(raw);
    } catch {
      throw new ConfigError('DATABASE_URL', 'the PostgreSQL URL cannot be parsed');
    }
    return { kind: 'postgres', url: raw, poolSize };
  }
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (file === '') throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path, e.g. sqlite:/var/lib/taxdesk/taxdesk.db');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new ConfigError('DATABASE_URL', 'must start with postgres://, postgresql:// or sqlite:');
}

function metricsToken(env: Env): string | null {
  const token = read(env, 'METRICS_TOKEN');
  if (token === undefined) return null;
  if (token.length < 32 || /\s/.test(token)) throw new ConfigError('METRICS_TOKEN', 'must be at least 32 characters without spaces (openssl rand -hex 32)');
  return token;
}

function trustProxy(env: Env): boolean | number | string {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  const parts = raw.split(',').map((part) => part.trim());
  const address = /^(?:[0-9a-f.:]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i;
  if (parts.some((part) => !address.test(part))) {
    throw new ConfigError('TRUST_PROXY', 'use true, false, a hop count, or a comma-separated list of addresses/CIDRs');
  }
  return parts.join(',');
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function weekdays(env: Env, name: string, fallback: string): number[] {
  const raw = (read(env, name) ?? fallback).toLowerCase();
  const days = raw.split(',').map((day) => WEEKDAYS.indexOf(day.trim()));
  if (days.includes(-1)) throw new ConfigError(name, `"${raw}" must be comma-separated days: ${WEEKDAYS.join(',')}`);
  return [...new Set(days)].sort();
}

function letterReminderDays(env: Env): number[] {
  const raw = read(env, 'LETTER_REMINDER_DAYS') ?? '3,7';
  if (raw.toLowerCase() === 'none') return [];
  const days = raw.split(',').map((day) => day.trim());
  if (days.some((day) => !/^\d{1,3}$/.test(day) || Number(day) < 1 || Number(day) > 365)) {
    throw new ConfigError('LETTER_REMINDER_DAYS', `"${raw}" must be comma-separated whole days from 1 to 365 (e.g. 3,7), or none`);
  }
  return [...new Set(days.map(Number))].sort((a, b) => a - b);
}

function reminderDays(env: Env): number[] {
  const raw = read(env, 'REMINDER_DAYS') ?? '14,3';
  if (raw.toLowerCase() === 'none') return [];
  const days = raw.split(',').map((day) => day.trim());
  if (days.some((day) => !/^\d{1,3}$/.test(day) || Number(day) > 365)) {
    throw new ConfigError('REMINDER_DAYS', `"${raw}" must be comma-separated whole days from 0 to 365 (e.g. 14,3), or none`);
  }
  return [...new Set(days.map(Number))].sort((a, b) => b - a);
}

function timeZone(env: Env): string {
  const zone = read(env, 'BUSINESS_TIME_ZONE') ?? 'UTC';
  // A formatter loads ICU's locale and zone data, about 7 MB of resident memory that an idle server
  // need not hold (bench/README.md, "Cold start and memory"); the list of zones costs nothing. Any
  // other spelling a formatter accepts (an alias, another letter case) is still checked by one.
  if (zone === 'UTC' || Intl.supportedValuesOf('timeZone').includes(zone)) return zone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError('BUSINESS_TIME_ZONE', `"${zone}" is not an IANA time zone (e.g. Asia/Seoul)`);
  }
  return zone;
}

function defaultLocale(env: Env): Locale {
  const raw = read(env, 'DEFAULT_LOCALE') ?? 'en';
  if (!isLocale(raw)) throw new ConfigError('DEFAULT_LOCALE', `"${raw}" is not one of ${LOCALES.join(', ')}`);
  return raw;
}

/*
 * Amounts are stored in hundredths (src/shared/money.ts), so a currency with more decimals (ISO
 * 4217's three- and four-decimal ones, listed here rather than asked of an Intl formatter: one
 * costs 7 MB resident, see timeZone above) cannot be held exactly. One with none (KRW, JPY) refuses
 * fractions at input.
 */
const MORE_THAN_TWO_DECIMALS = ['BHD', 'CLF', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND', 'UYW'];

function currency(env: Env): string {
  const raw = read(env, 'CURRENCY') ?? 'USD';
  if (!/^[A-Z]{3}$/.test(raw) || !Intl.supportedValuesOf('currency').includes(raw)) {
    throw new ConfigError('CURRENCY', `"${raw}" is not an ISO 4217 currency code (e.g. KRW, EUR, USD)`);
  }
  if (MORE_THAN_TWO_DECIMALS.includes(raw)) throw new ConfigError('CURRENCY', `${raw} has more than two decimals; amounts are kept to two`);
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    throw new ConfigError('NODE_ENV', `"${nodeEnv}" is not development, production or test`);
  }
  const production = nodeEnv === 'production';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? './data');
  const adminDistDir = path.resolve(read(env, 'ADMIN_DIST_DIR') ?? path.join(PROJECT_ROOT, 'admin/dist'));
  const portalDistDir = path.resolve(read(env, 'PORTAL_DIST_DIR') ?? path.join(PROJECT_ROOT, 'portal/dist'));

  const jwtSecret = read(env, 'JWT_SECRET') ?? null;
  const secretRefused = production ? secretProblem(jwtSecret) : null;
  if (secretRefused) throw new ConfigError('JWT_SECRET', secretRefused);

  const sitePrefix = read(env, 'SITE_PREFIX') ?? 'site';
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(sitePrefix)) {
    throw new ConfigError('SITE_PREFIX', `"${sitePrefix}" must be lowercase path segments (a-z, 0-9, -) without slashes at the ends`);
  }
  if (['api', 'admin', 'healthz', 'readyz'].includes(sitePrefix.split('/')[0] ?? '')) {
    throw new ConfigError('SITE_PREFIX', `"${sitePrefix}" collides with a reserved path`);
  }

  const sitePages = (read(env, 'SITE_PAGES') ?? DEFAULT_SITE_PAGES).split(',').map((item) => item.trim()).filter(Boolean);
  for (const page of sitePages) {
    if (!/^\/[A-Za-z0-9\-._~/%]*$/.test(page)) throw new ConfigError('SITE_PAGES', `"${page}" must be a path starting with / (no query or fragment)`);
  }

  const localOrigin = `http://localhost:${port}`;
  const corsOrigins = (read(env, 'CORS_ORIGINS') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => origin('CORS_ORIGINS', item, false));

  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL', 'must look like smtp://user:pass@host:587 or smtps://host:465');
  }

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  }

  const redisUrl = read(env, 'REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    throw new ConfigError('REDIS_URL', 'must look like redis://host:6379');
  }
  const redisKeyPrefix = read(env, 'REDIS_KEY_PREFIX') ?? 'taxdesk:counter:';
  if (!/^[A-Za-z0-9:_.-]{1,100}$/.test(redisKeyPrefix)) {
    throw new ConfigError('REDIS_KEY_PREFIX', 'must be 1 to 100 letters, digits, ":", "_", "." or "-"');
  }

  const mfaRequired = (read(env, 'MFA_REQUIRED') ?? 'admins').toLowerCase() as MfaPolicy;
  if (!MFA_POLICIES.includes(mfaRequired)) {
    throw new ConfigError('MFA_REQUIRED', `"${mfaRequired}" is not one of ${MFA_POLICIES.join(', ')}`);
  }

  const adminUrl = origin('ADMIN_URL', read(env, 'ADMIN_URL') ?? `${localOrigin}/admin`, production);
  const adminEmail = read(env, 'ADMIN_EMAIL');
  // Passwords are never trimmed: read the raw value.
  const adminPassword = env.ADMIN_PASSWORD === undefined || env.ADMIN_PASSWORD === '' ? null : env.ADMIN_PASSWORD;
  const storageLocation = storage(env, dataDir);
  const documentSettings = documents(env, dataDir);
  // The documents' orphan sweep removes every blob of its store that no document names, so the
  // site's images must never share that store.
  if (sameStore(storageLocation, documentSettings.store)) {
    throw new ConfigError(documentSettings.store.kind === 'local' ? 'DOCUMENTS_DIR' : 'DOCUMENTS_S3_URL', 'names the same store as STORAGE_DIR / STORAGE_URL (the site images): give the documents a store of their own');
  }

  return {
    env: nodeEnv,
    port,
    host,
    dataDir,
    adminDistDir,
    portalDistDir,
    database: databaseTarget(env, dataDir),
    jwtSecret,
    jwtIssuer: read(env, 'JWT_ISSUER') ?? 'taxdesk',
    jwtAudience: read(env, 'JWT_AUDIENCE') ?? 'taxdesk-api',
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 60, 86_400),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 14 * 86_400, 300, 90 * 86_400),
    sessionMaxAgeSeconds: integer(env, 'SESSION_MAX_AGE_SECONDS', 30 * 86_400, 300, 365 * 86_400),
    siteUrl: origin('SITE_URL', read(env, 'SITE_URL') ?? localOrigin, production),
    sitePrefix,
    siteName: read(env, 'SITE_NAME') ?? 'taxdesk',
    siteDescription: read(env, 'SITE_DESCRIPTION') ?? 'News and insights from our tax advisors.',
    sitePages,
    publicSite: boolean(env, 'PUBLIC_SITE', true),
    themeDir: path.resolve(read(env, 'THEME_DIR') ?? path.join(PROJECT_ROOT, 'themes/default')),
    storage: storageLocation,
    documents: documentSettings,
    signingCertificate: signingCertificate(env),
    adminUrl,
    portalUrl: origin('PORTAL_URL', read(env, 'PORTAL_URL') ?? `${new URL(adminUrl).origin}/portal`, production),
    corsOrigins,
    smtpUrl,
    mailFrom: email('MAIL_FROM', read(env, 'MAIL_FROM') ?? 'taxdesk@localhost'),
    mailMaxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    mailRetrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 60, 1, 86_400),
    mailRetentionDays: integer(env, 'MAIL_RETENTION_DAYS', 30, 1, 3_650),
    mailPollSeconds: integer(env, 'MAIL_POLL_SECONDS', 15, 1, 3_600),
    redisUrl,
    timeouts: {
      databaseConnectMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100, 60_000),
      // Interactive requests: a frozen PostgreSQL answers 503 within seconds, not after 15 (issue 28.14).
      databaseStatementMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5_000, 100, 600_000),
      // Reports and exports read a whole range or table: more than a request, still bounded.
      databaseReportMs: integer(env, 'DATABASE_REPORT_TIMEOUT_MS', 60_000, 1_000, 3_600_000),
      databaseIdleMs: integer(env, 'DATABASE_IDLE_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
      redisCommandMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 2_000, 50, 60_000),
    },
    redisKeyPrefix,
    logLevel,
    trustProxy: trustProxy(env),
    adminEmail: adminEmail === undefined ? null : email('ADMIN_EMAIL', adminEmail),
    adminPassword,
    mfaRequired,
    passwordHashConcurrency: integer(env, 'PASSWORD_HASH_CONCURRENCY', 4, 1, 64),
    passwordHashQueueLimit: integer(env, 'PASSWORD_HASH_QUEUE_LIMIT', 64, 0, 10_000),
    loginMaxFailuresPerClient: integer(env, 'LOGIN_MAX_FAILURES_PER_CLIENT', 10, 1, 1000),
    loginMaxFailuresPerAccount: integer(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 50, 1, 100_000),
    loginMaxFailuresPerIp: integer(env, 'LOGIN_MAX_FAILURES_PER_IP', 30, 1, 100_000),
    loginFailureWindowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 900, 1, 86_400),
    clientLogRetentionDays: integer(env, 'CLIENT_LOG_RETENTION_DAYS', 30, 1, 3650),
    auditLogRetentionDays: integer(env, 'AUDIT_LOG_RETENTION_DAYS', 365, 1, 36_500),
    inquiryRateLimitMax: integer(env, 'INQUIRY_RATE_LIMIT_MAX', 5, 1, 10_000),
    inquiryRateLimitWindowSeconds: integer(env, 'INQUIRY_RATE_LIMIT_WINDOW_SECONDS', 600, 1, 86_400),
    clientLogRateLimitPerMinute: integer(env, 'CLIENT_LOG_RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
    readRateLimitPerMinute: integer(env, 'READ_RATE_LIMIT_PER_MINUTE', 600, 1, 1_000_000),
    businessTimeZone: timeZone(env),
    defaultLocale: defaultLocale(env),
    currency: currency(env),
    digestHour: integer(env, 'DIGEST_HOUR', 7, 0, 23),
    digestWeekdays: weekdays(env, 'DIGEST_DAYS', 'mon,tue,wed,thu,fri'),
    reminderDays: reminderDays(env),
    letterReminderDays: letterReminderDays(env),
    jobsEnabled: boolean(env, 'JOBS_ENABLED', true),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 25, 1, 3600),
    metricsToken: metricsToken(env),
    metricsPort: read(env, 'METRICS_PORT') === undefined ? null : integer(env, 'METRICS_PORT', 0, 1, 65_535),
    metricsHost: read(env, 'METRICS_HOST') ?? '127.0.0.1',
    publicCache: {
      budgetBytes: integer(env, 'PUBLIC_CACHE_MB', 32, 0, 4096) * 1024 * 1024,
      maxAgeSeconds: integer(env, 'PUBLIC_MAX_AGE_SECONDS', 60, 0, 86_400),
      staleWhileRevalidateSeconds: integer(env, 'PUBLIC_STALE_WHILE_REVALIDATE_SECONDS', 300, 0, 86_400 * 7),
      changeCheck: changeCheck(env),
    },
  };
}

/** Whether two locations are one store: the same directory, or the same bucket and prefix (each store lists only its own blobs). */
function sameStore(a: StoreLocation, b: StoreLocation): boolean {
  if (a.kind === 'local' && b.kind === 'local') return path.resolve(a.directory) === path.resolve(b.directory);
  if (a.kind === 's3' && b.kind === 's3') return a.bucket === b.bucket && a.endpoint === b.endpoint && a.prefix === b.prefix;
  return false;
}

function storage(env: Env, dataDir: string): StoreLocation {
  try {
    return storeLocation(read(env, 'STORAGE_DIR') ?? path.join(dataDir, 'blobs'), read(env, 'STORAGE_URL') ?? null);
  } catch (error) {
    throw new ConfigError('STORAGE_URL', (error as Error).message);
  }
}

/** Every kind the vault knows: PDF, images, Office documents (also the old binary ones), CSV, text, ZIP. */
export const DEFAULT_UPLOAD_TYPES = 'pdf,jpeg,png,heic,tiff,docx,xlsx,pptx,doc,xls,ppt,csv,txt,zip';

function documents(env: Env, dataDir: string): DocumentSettings {
  let store: StoreLocation;
  try {
    store = storeLocation(read(env, 'DOCUMENTS_DIR') ?? path.join(dataDir, 'documents'), read(env, 'DOCUMENTS_S3_URL') ?? null);
  } catch (error) {
    throw new ConfigError('DOCUMENTS_S3_URL', (error as Error).message);
  }
  let uploadTypes: KindName[];
  try {
    uploadTypes = parseUploadTypes(read(env, 'UPLOAD_TYPES') ?? DEFAULT_UPLOAD_TYPES);
  } catch (error) {
    throw new ConfigError('UPLOAD_TYPES', (error as Error).message);
  }
  const encryptionKey = masterKey(env, 'DOCUMENTS_ENCRYPTION_KEY');
  const previousEncryptionKey = masterKey(env, 'DOCUMENTS_ENCRYPTION_KEY_PREVIOUS');
  if (previousEncryptionKey !== null && encryptionKey === null) {
    throw new ConfigError('DOCUMENTS_ENCRYPTION_KEY_PREVIOUS', 'is set without DOCUMENTS_ENCRYPTION_KEY (the new key)');
  }
  const clamdUrl = read(env, 'CLAMD_URL') ?? null;
  if (clamdUrl !== null) {
    try {
      parseClamdUrl(clamdUrl);
    } catch (error) {
      throw new ConfigError('CLAMD_URL', (error as Error).message);
    }
  }
  return {
    store,
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_MB', 50, 1, 10_240) * 1024 * 1024,
    uploadTypes,
    encryptionKey,
    previousEncryptionKey,
    clamdUrl,
    clamdTimeoutMs: integer(env, 'CLAMD_TIMEOUT_MS', 30_000, 100, 600_000),
    clamdFailOpen: boolean(env, 'CLAMD_FAIL_OPEN', false),
    // At least an hour: the bytes of an upload are in place before its row commits, and the sweep
    // must never take them; at most 30 days, so a rolled-back letter's bytes do not linger unseen.
    orphanGraceMs: integer(env, 'DOCUMENTS_ORPHAN_GRACE_HOURS', 24, 1, 720) * 60 * 60_000,
  };
}

/** The firm's PKCS#12 file, read and opened with its password at start so a wrong file or password stops the start, not a signature. */
function signingCertificate(env: Env): { p12: Buffer; password: string } | null {
  const file = read(env, 'SIGNING_CERT_P12');
  const password = read(env, 'SIGNING_CERT_PASSWORD');
  if (file === undefined) {
    if (password !== undefined) throw new ConfigError('SIGNING_CERT_PASSWORD', 'is set without SIGNING_CERT_P12 (the PKCS#12 file)');
    return null;
  }
  let p12: Buffer;
  try {
    p12 = fs.readFileSync(file);
  } catch (error) {
    throw new ConfigError('SIGNING_CERT_P12', `cannot be read: ${(error as Error).message}`);
  }
  try {
    openPkcs12(p12, password ?? '');
  } catch (error) {
    throw new ConfigError('SIGNING_CERT_P12', `is not a PKCS#12 file with a certificate and a key that SIGNING_CERT_PASSWORD opens (${(error as Error).message})`);
  }
  return { p12, password: password ?? '' };
}

/** A master key setting: refused at start unless it is 32 bytes of hex or base64 (the message says how to make one). */
function masterKey(env: Env, name: string): string | null {
  const raw = read(env, name);
  if (raw === undefined) return null;
  try {
    parseMasterKey(raw);
  } catch (error) {
    throw new ConfigError(name, (error as Error).message);
  }
  return raw;
}

function changeCheck(env: Env): 'notify' | 'read' {
  const value = read(env, 'PUBLIC_CHANGE_CHECK') ?? 'notify';
  if (value !== 'notify' && value !== 'read') throw new ConfigError('PUBLIC_CHANGE_CHECK', `"${value}" is not notify or read`);
  return value;
}
