// First: an unsupported Node stops here, before a native module can crash it.
import './supported-node.js';
import { buildApp } from './app.js';
import { writeServerPidFile } from './db/backup.js';
import { serveMetrics } from './shared/metrics-server.js';
import { drainIdleConnectionsOnClose } from './shared/http/idle-drain.js';
import { startIdleReclaim } from './shared/idle-reclaim.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { resolveJwtSecret } from './shared/auth/dev-secret.js';
import { ensureFirstAdmin, systemActor } from './features/users/service.js';
import { ValidationError } from './shared/errors.js';

/** One clear line and exit code 1: how every start-up failure ends. */
function fail(message: string): never {
  process.stderr.write(`taxdesk: ${message}\n`);
  process.exit(1);
}

function describe(config: Config): string {
  return config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL';
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = resolveJwtSecret(loadConfig());
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : `cannot load settings: ${(error as Error).message}`);
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    fail((error as Error).message);
  }

  // `npm run cli -- restore` refuses to replace a database that a running server has open.
  if (config.database.kind === 'sqlite' && config.database.file !== ':memory:') process.on('exit', writeServerPidFile(config.database.file));

  try {
    const admin = await ensureFirstAdmin({ db: app.db, clock: app.clock, passwords: app.passwords, actor: systemActor('first-start') }, config);
    if (admin.created) {
      app.log.info({ email: admin.email }, 'created the first admin user');
      if (admin.generatedPassword) {
        // Printed once, to the terminal only: it is never logged or stored in clear.
        process.stdout.write(
          `\n  First admin created: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n` +
            '  Change it after signing in (POST /api/auth/change-password) or with: npm run cli -- set-password\n\n',
        );
      }
    }
  } catch (error) {
    await app.close();
    if (error instanceof ValidationError) fail(new ConfigError('ADMIN_PASSWORD', error.message.replace(/^The password /, '')).message);
    fail(`cannot create the first admin: ${(error as Error).message}`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('requests still running after the grace period; exiting anyway');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    force.unref();
    app.close().then(
      () => {
        app.log.info('shutdown complete');
        process.exit(0);
      },
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (config.metricsPort !== null) {
    const metricsServer = await serveMetrics(app, config.metricsHost, config.metricsPort).catch((error: Error) =>
      fail(`cannot listen for metrics on ${config.metricsHost}:${config.metricsPort}: ${error.message}`),
    );
    app.addHook('onClose', () => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
  }

  // Once quiet after work, the heap goes back to its live size (issue 28.14; needs --expose-gc).
  const idleReclaim = startIdleReclaim(app.log);
  if (idleReclaim) app.addHook('onClose', async () => idleReclaim.stop());

  // A stop lets idle keep-alive connections drain instead of cutting them (issue 28.12): half the
  // grace, at most 10 s, longer than nginx keeps an idle upstream connection (8 s).
  drainIdleConnectionsOnClose(app.server, Math.min(10_000, (config.shutdownGraceSeconds * 1000) / 2));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    fail(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  // Listening proves no other live process has this instance's key: what it held before a crash is ours to send.
  const released = await app.mailer.releaseEarlierLeases();
  if (released > 0) app.log.warn({ released }, 'mail leased before a restart released: sent again now, under the same Message-ID');
  // What is due now goes out at start, not at the next mail.deliver run: after a kill between one
  // mail marked sent and the next claimed, the queue waited up to 21 s (bench:mail-crash).
  app.mailer.deliverSoon();
  app.log.info({ database: describe(config), docs: '/api/docs' }, 'taxdesk is ready');
}

void main();
