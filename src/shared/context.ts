import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { ContentVersionWatch } from '../db/content-version.js';
import type { Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';
import type { Mailer } from './mail/mailer.js';
import type { DocumentVault } from './storage/document-vault.js';
import type { App } from './http/app-types.js';

/** Who asked for a change: recorded by the audit trail beside the change. */
export interface Actor {
  /** The signed-in user; null on anonymous routes (a public form, a failed sign-in). */
  userId: number | null;
  /** A portal client acting for themselves (PortalContext); absent or null for staff and anonymous acts. */
  clientId?: number | null;
  ip: string | null;
  requestId: string;
}

/**
 * What a service function needs, and nothing of HTTP: the database (services open the
 * transaction), the dialect, the clock (the only source of "now"), the settings, a logger and the
 * actor. Route handlers build it with contextOf and pass it to one service call.
 */
export interface ServiceContext {
  db: Kysely<Database>;
  /**
   * For reads that aggregate a whole range (reports): off the request thread on a SQLite file
   * (src/db/report-reads.ts). Select statements only, outside any transaction.
   */
  reportDb: Kysely<Database>;
  /** For exports, which stream every row: PostgreSQL's report pool, with the report budget. */
  exportDb: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Queue mail with `mailer.send(email, trx)`; after the commit, `mailer.deliverSoon()`. */
  mailer: Mailer;
  /** Stored files of people (documents, letters): `documents.ingest(stream, ...)`, `documents.open(row)` (src/shared/storage/document-vault.ts). */
  documents: DocumentVault;
  actor: Actor;
  /**
   * This process's watcher of the public content version (app.contentVersion): a write bumping the
   * version tells it, so this instance's next request sees the write. Absent where no app runs (the
   * CLI, a script); the bump still notifies every other instance (src/db/content-version.ts).
   */
  contentVersion?: ContentVersionWatch;
}

export function contextOf(app: App, request: FastifyRequest): ServiceContext {
  return appContextOf(app, { userId: request.user?.id ?? null, ip: request.ip ?? null, requestId: request.id }, request.log);
}

/** The same context for work of the app outside a request (a test's, a job's), done by `actor`. */
export function appContextOf(app: App, actor: Actor, log: FastifyBaseLogger = app.log): ServiceContext {
  return {
    db: app.db,
    reportDb: app.reports.db,
    exportDb: app.reports.streams,
    dialect: app.dialect,
    clock: app.clock,
    config: app.config,
    log,
    mailer: app.mailer,
    documents: app.documents,
    contentVersion: app.contentVersion,
    actor,
  };
}

/** "Now" as the ISO 8601 UTC string every timestamp column holds. */
export function nowIso(context: { clock: Clock }): string {
  return context.clock.now().toISOString();
}
