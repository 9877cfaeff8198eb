import os from 'node:os';
import { buildSerializerOnFirstUse } from './shared/http/serialization.js';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { inThreadReports, postgresReportPool, sqliteReportThread } from './db/report-reads.js';
import { ContentVersionWatch } from './db/content-version.js';
import { migrateToLatest, missingTextIndexes } from './db/migrate.js';
import { features } from './features/index.js';
import { createDocumentVault } from './features/documents/lib/vault.js';
import { FeedRenderer } from './features/site/lib/feeds.js';
import { SiteWorker } from './features/site/lib/offload.js';
import { createImageStore } from './features/site-images/lib/images.js';
import { Website } from './features/website/lib/website.js';
import { installBearerPolicy, staffAuthenticator } from './shared/auth/bearer.js';
import { createPasswordHasher, type PasswordHasher } from './shared/auth/passwords.js';
import { compilePortalSessionLookup, compileSessionLookup } from './shared/auth/session-store.js';
import { VersionedReads } from './shared/versioned-reads.js';
import { CompiledStatements } from './db/compiled-statements.js';
import { createTokenService } from './shared/auth/tokens.js';
import { portalAuthenticator } from './shared/portal/authenticator.js';
import { createPortalTokenService } from './shared/portal/tokens.js';
import { createBackgroundTasks } from './shared/background.js';
import { systemClock, type Clock } from './shared/clock.js';
import type { App } from './shared/http/app-types.js';
import { DOCS_PREFIX, registerOpenApi } from './shared/http/openapi.js';
import { installBodyParsing } from './shared/http/body.js';
import { installClosedInput } from './shared/http/closed-input.js';
import { answerClientError } from './shared/http/client-errors.js';
import { answerFrameworkError, installProblemHandling } from './shared/http/problem.js';
import { installValidation } from './shared/http/validation.js';
import { FastLane, putInFront } from './shared/http/fast-lane.js';
import { PublicCache } from './shared/http/public-cache.js';
import { fenceLaneHooks, laneMaySkipPlugin } from './shared/http/lane-fence.js';
import { callerRequestId, serverRequestId } from './shared/http/request-id.js';
import { createJobScheduler } from './shared/jobs/scheduler.js';
import { createMetrics, instrumentJobs } from './shared/metrics.js';
import { collectSecretRoutes, REDACTED, serializeRequest } from './shared/log-redaction.js';
import { createMailer } from './shared/mail/mailer.js';
import { countByStatus } from './shared/mail/outbox-store.js';
import { outboxSeal } from './shared/mail/seal.js';
import { databaseCounterStore, redisCounterStore } from './shared/rate-limit/counter-store.js';
import { registerRateLimiting } from './shared/rate-limit/plugin.js';
import { installReadBudget } from './shared/rate-limit/read-budget.js';

/** Where log lines go: one JSON line per write. */
export interface LogStream {
  write(line: string): void;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  /** Use this database instead of opening config.database (the caller then closes it). */
  database?: DatabaseHandle;
  passwords?: PasswordHasher;
  /** The time source (tests move a manual clock instead of sleeping). */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Keeps the configured logger (level, redaction) but writes to this stream (tests read it). */
  logStream?: LogStream;
  /**
   * The content-version watcher to use instead of a new one: apps sharing one SQLite connection
   * (tests' second instance) must share it, since that connection's commits do not move its data_version.
   */
  contentVersion?: ContentVersionWatch;
  /** Registers extra routes after the features (tests use it to probe cross-cutting behaviour). */
  extend?: (app: App) => void;
}

function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    // Secret query parameters (reset tokens) never reach a log line, at any level.
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Migrations may run longer than a request's statement timeout (an index on a large table), so on
 * PostgreSQL they run on a connection of their own that has only the connect timeout.
 */
async function migrateOn(config: Config, given: DatabaseHandle | null, serving: DatabaseHandle): Promise<void> {
  if (given || config.database.kind !== 'postgres') {
    await migrateToLatest(serving.db);
    return;
  }
  const migrating = openDatabase(config.database, { poolSize: 1, timeouts: { connectMs: config.timeouts.databaseConnectMs } });
  try {
    await migrateToLatest(migrating.db);
  } finally {
    await migrating.close();
  }
}

/** Builds the whole application on a migrated database, without listening. */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (resolve it first: see resolveJwtSecret)');

  const app = Fastify({
    logger: options.logStream ? loggerOptions(config, options.logStream) : (options.logger ?? loggerOptions(config)),
    // The request id is always the server's own; a caller's sane X-Request-Id is kept beside it in
    // every log line of the request (callerRequestId), so logs still correlate across services.
    genReqId: serverRequestId,
    requestIdHeader: false,
    childLoggerFactory(logger, bindings, options, raw) {
      const callerId = callerRequestId(raw.headers);
      return logger.child(callerId === undefined ? bindings : { ...bindings, callerRequestId: callerId }, options);
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify accepts a hop count too, though its types omit it.
    trustProxy: config.trustProxy as boolean | string,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // While closing, requests on connections already open are still answered (with Connection:
    // close), not refused with a bare 503: stopping finishes what clients already sent.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    // A malformed percent-escape or an over-long path parameter is refused by the router itself.
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildSerializer: buildSerializerOnFirstUse } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Every onRequest/preHandler hook from here on states whether replayed public reads may skip it
  // (src/shared/http/lane-fence.ts); one that must see them all closes the lane once it exists.
  let closeLane = (why: string) => void laneClosedFor.push(why);
  const laneClosedFor: string[] = [];
  fenceLaneHooks(app, (why) => closeLane(why));

  const { timeouts } = config;
  const database =
    options.database ??
    openDatabase(config.database, {
      timeouts: { connectMs: timeouts.databaseConnectMs, statementMs: timeouts.databaseStatementMs, idleMs: timeouts.databaseIdleMs },
      onConnectionError: (error) => app.log.error({ err: error }, 'database connection lost'),
    });
  // No retries while starting, so a wrong REDIS_URL fails the start with its real cause.
  // Loaded only when configured: the client library is a noticeable part of a cold start.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
        retryStrategy: () => null,
        connectTimeout: timeouts.redisCommandMs,
        commandTimeout: timeouts.redisCommandMs,
      })
    : null;
  try {
    await migrateOn(config, options.database ?? null, database).catch((error: Error) => {
      const where = config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL';
      throw new Error(`cannot open the database (${where}): ${error.message}`, { cause: error });
    });
    if (database.dialect === 'postgres') {
      const missing = await missingTextIndexes(database.db);
      if (missing.length > 0) app.log.warn({ missing }, 'text search indexes missing (pg_trgm could not be installed): client and log searches read every row; see docs/operations.md, "Upgrading"');
    }
    if (redis) {
      let cause: Error | undefined;
      const remember = (error: Error) => (cause = error);
      redis.on('error', remember);
      await redis.connect().catch((error: Error) => {
        throw new Error(`cannot connect to Redis (REDIS_URL): ${(cause ?? error).message}`, { cause: cause ?? error });
      });
      redis.off('error', remember);
      redis.on('error', (error) => app.log.error({ err: error }, 'Redis connection error'));
      // Once running, a lost connection is retried: requests meanwhile get 503, never a silent pass.
      redis.options.retryStrategy = (attempt) => Math.min(attempt * 200, 2000);
    }
  } catch (error) {
    redis?.disconnect();
    if (!options.database) await database.close();
    throw error;
  }
  const clock = options.clock ?? systemClock;
  const now = () => clock.now().getTime();
  const counters = redis ? redisCounterStore(redis, config.redisKeyPrefix, now) : databaseCounterStore(database.db, now);
  const background = createBackgroundTasks(app.log);
  const poolStats = database.poolStats?.() ? () => database.poolStats!()! : null;
  const metrics = createMetrics(poolStats, () => countByStatus(database.db));
  const jobs = instrumentJobs(createJobScheduler(database.db, app.log, clock), metrics);

  app.decorate('config', config);
  app.decorate('db', database.db);
  // Aggregates over a whole range run off the request thread on a SQLite file (src/db/report-reads.ts).
  // On PostgreSQL, reports and exports get a pool of their own with DATABASE_REPORT_TIMEOUT_MS.
  const reports = options.database
    ? inThreadReports(database)
    : config.database.kind === 'postgres'
      ? postgresReportPool(config.database, {
          timeouts: { connectMs: timeouts.databaseConnectMs, statementMs: timeouts.databaseReportMs, idleMs: timeouts.databaseIdleMs },
          onConnectionError: (error) => app.log.error({ err: error }, 'database connection lost (report pool)'),
        })
      : config.database.file !== ':memory:'
        ? sqliteReportThread(config.database.file, database)
        : inThreadReports(database);
  app.decorate('reports', reports);
  app.decorate('dialect', database.dialect);
  app.decorate('clock', clock);
  app.decorate('counters', counters);
  app.decorate('background', background);
  app.decorate('jobs', jobs);
  app.decorate('metrics', metrics);
  const contentVersion = options.contentVersion ?? new ContentVersionWatch(database, clock);
  app.decorate('contentVersion', contentVersion);
  app.decorate('publicCache', new PublicCache(config.publicCache, clock));
  app.decorate('versionedReads', new VersionedReads(contentVersion));
  app.decorate('statements', new CompiledStatements());
  app.decorate('sessionLookup', compileSessionLookup(database.db));
  app.decorate('portalSessionLookup', compilePortalSessionLookup(database.db));
  const documents = createDocumentVault(config, {
    onUnscanned: ({ fileName }) => app.log.warn({ fileName }, 'clamd could not be asked: the upload was accepted unscanned (CLAMD_FAIL_OPEN=true)'),
  });
  app.decorate('documents', documents);
  if (database.dialect === 'postgres' && documents.storeKind === 'local') {
    app.log.warn({ store: documents.description }, 'documents are stored on this machine\'s disk (DOCUMENTS_DIR) while the database is PostgreSQL: other instances cannot read them; set DOCUMENTS_S3_URL when running several (docs/documents.md)');
  }
  if (config.env === 'production' && !documents.scans) {
    app.log.warn('uploads are not scanned for malware: set CLAMD_URL (docs/documents.md, "Scanning")');
  }
  if (config.env === 'production' && !documents.encrypts) {
    app.log.warn('documents are stored unencrypted: set DOCUMENTS_ENCRYPTION_KEY (openssl rand -base64 32) and keep it apart from the backups (docs/documents.md)');
  }
  const lane = new FastLane({
    settings: config.publicCache,
    clock,
    trustedVersion: () => contentVersion.trustedVersion(),
    metrics,
    log: app.log,
    trustProxy: config.trustProxy,
  });
  app.decorate('fastLane', lane);
  closeLane = (why) => {
    lane.close();
    app.log.warn({ why }, 'fast lane closed: a hook must see every request, replayed public reads too');
  };
  for (const why of laneClosedFor) closeLane(why);
  // Repeated public reads are answered before Fastify's per-request work (src/shared/http/fast-lane.ts).
  putInFront(app.server, lane);
  if (config.publicCache.changeCheck === 'notify') database.listenForContentChanges?.({
    notified: (payload) => contentVersion.notified(payload),
    listening: (up) => contentVersion.listening(up),
    error: (error) => app.log.warn({ err: error }, 'content change listener lost its connection; public reads check the database until it is back'),
  });
  // The public site's state: the worker starts a thread only on first need; the website loads and
  // tries its theme here, so a broken template stops the start.
  app.decorate('siteWorker', new SiteWorker());
  app.decorate('feeds', new FeedRenderer(app));
  app.decorate('siteImages', createImageStore(config.storage));
  app.decorate('website', config.publicSite ? new Website(app) : null);
  app.decorate('unknownPageAnswer', null);
  app.decorate('dependencies', {
    database: () => sql`select 1`.execute(database.db),
    ...(redis ? { redis: () => redis.ping() } : {}),
  });
  app.decorate(
    'passwords',
    options.passwords ??
      createPasswordHasher({ concurrency: config.passwordHashConcurrency, queueLimit: config.passwordHashQueueLimit }),
  );
  app.decorate(
    'tokens',
    createTokenService({
      secret: config.jwtSecret,
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      accessTtlSeconds: config.accessTokenTtlSeconds,
      clock,
    }),
  );
  app.decorate(
    'portalTokens',
    createPortalTokenService({ secret: config.jwtSecret, issuer: config.jwtIssuer, accessTtlSeconds: config.accessTokenTtlSeconds, clock }),
  );
  app.decorate(
    'mailer',
    createMailer({
      db: database.db,
      dialect: database.dialect,
      log: app.log,
      background,
      clock: app.clock,
      env: config.env,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      delivery: { maxAttempts: config.mailMaxAttempts, retrySeconds: config.mailRetrySeconds },
      seal: outboxSeal(config.jwtSecret),
      retentionDays: config.mailRetentionDays,
      // No two live processes listen on one host, address and port: the key outlives a restart.
      instanceKey: `${os.hostname()}/${config.host}:${config.port}`,
    }),
  );

  installProblemHandling(app);
  collectSecretRoutes(app);
  // Hooks on every request take Fastify's callback form: an async hook costs a promise and its
  // microtasks per request even when it has nothing to wait for (measured on /healthz, bench/README.md).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  installBodyParsing(app);
  // multipart/form-data reaches only routes saying config.fileUpload (src/shared/http/body.ts);
  // each upload route sets its own, smaller limits.
  await app.register(laneMaySkipPlugin('it only reads multipart bodies; the lane hands every request with a body to Fastify', multipart), { limits: { fileSize: 16 * 1024 * 1024, files: 1, fields: 0, parts: 1, headerPairs: 50 } });
  installValidation(app);
  installClosedInput(app, { skipPrefixes: [DOCS_PREFIX] });
  // Without a configured origin the plugin would only add a hook to every request and a catch-all
  // OPTIONS route; without it, OPTIONS answers 405 with Allow like any other unsupported method.
  if (config.corsOrigins.length > 0) await app.register(laneMaySkipPlugin('the lane hands every request with an Origin header to Fastify', cors), {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Location', 'Retry-After', 'X-Request-Id', 'X-Caller-Request-Id'],
    maxAge: 600,
  });
  installBearerPolicy(app, { principals: { staff: staffAuthenticator(app), portal: portalAuthenticator(app) }, publicPrefixes: [DOCS_PREFIX] });
  installReadBudget(app, counters, now, config.readRateLimitPerMinute);
  await registerRateLimiting(app, counters, now);
  await registerOpenApi(app);

  // reply.sendFile for the browser apps (src/shared/http/single-page-app.ts), registered once since its
  // decorator can exist only once; serve: false adds no route, and each app sends from its own root.
  await app.register(fastifyStatic, { root: config.adminDistDir, serve: false, cacheControl: false });
  for (const feature of features) feature(app);
  options.extend?.(app);

  jobs.register({
    name: 'rate-limit.purge-expired-counters',
    intervalMs: 10 * 60_000,
    run: async () => {
      await counters.purgeExpired();
    },
  });
  jobs.register({
    name: 'mail.deliver',
    intervalMs: config.mailPollSeconds * 1000,
    run: async () => {
      const report = await app.mailer.deliverDue();
      if (report.sent + report.retried + report.failed > 0) app.log.info({ ...report }, 'outbox delivered');
    },
  });
  jobs.register({
    name: 'mail.purge-old-bodies',
    intervalMs: 60 * 60_000,
    run: async () => {
      const purged = await app.mailer.purgeOldBodies();
      if (purged > 0) app.log.info({ purged }, 'bodies of old mail purged (MAIL_RETENTION_DAYS)');
    },
  });
  jobs.register({
    name: 'mail.purge-expired-secrets',
    // Every minute: a stored reset link outlives its token by a minute at most.
    intervalMs: 60_000,
    run: async () => {
      await app.mailer.purgeExpiredSecrets();
    },
  });
  // While shutting down, answers in flight ask their clients to drop the connection, so a
  // keep-alive client does not hold the process open until its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.fastLane.close();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onReady', async () => {
    if (config.jobsEnabled) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await background.idle();
    await app.siteWorker.stop();
    await documents.close();
    redis?.disconnect();
    await reports.close();
    if (!options.database) await database.close();
  });
  return app;
}
