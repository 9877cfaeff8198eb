/*
 * The public content's version: one row (blog_feed_state) that every write changing what the public
 * sees bumps in its own transaction. Public reads are rendered once per version and served from
 * memory (src/shared/http/public-cache.ts, the site's feeds), so every request needs to know the
 * current version, which must reflect any write committed before it arrived, on any instance.
 *
 * Reading the row on every request is exact but costs a round trip on PostgreSQL (concurrent
 * requests share it; still the request then waits for the database). So the version read is
 * trusted until something may have changed it:
 * - on PostgreSQL, each bump also sends NOTIFY (delivered at commit) to every instance listening;
 *   a notification, a reconnect of the listener or a second of the clock ends the trust. While the
 *   listener is down every request reads the row, as before. The price: another instance serves
 *   the previous version for the time the notification takes to arrive (well under a millisecond
 *   on one network; public answers carry max-age and may be cached for a minute anyway).
 * - on SQLite, this process's own bumps end the trust at once, and `PRAGMA data_version` (a counter
 *   of commits made by other connections: another process on the same file, such as the CLI) is
 *   compared at most every 100 ms of the clock: each comparison takes the file's shared lock, which
 *   cost a quarter of the server's time when done per request (bench/README.md). Reads queue
 *   behind a transaction on SQLite's one connection, so a read made after a bump sees its commit
 *   (or its rollback).
 * This instance's own writes are always seen by its next request, on both databases.
 */
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../shared/clock.js';
import { sharedFreshRead } from '../shared/shared-fresh-read.js';
import type { DatabaseHandle, Dialect } from './database.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

export interface ContentState {
  version: number;
  /** When the version last changed (feeds' lastBuildDate and Last-Modified). */
  changedAt: string;
}

/**
 * The NOTIFY channel of the session's schema, so deployments (and test files) sharing one database
 * stay apart; a long schema name is hashed to fit a channel name's 63 bytes. SQL, so that the
 * writer and the listener work it out the same way.
 */
export const CHANNEL_SQL =
  "'taxdesk_content_' || case when octet_length(current_schema()) <= 47 then current_schema() else md5(current_schema()) end";

/** How long a version read is trusted on PostgreSQL without a notification: a lost one costs at most this. */
const TRUST_MS = 1000;
/** How long SQLite's commit counter is trusted: another process's write is served this late at most. */
export const DATA_VERSION_CHECK_MS = 100;

/**
 * Every write that can change what the public sees calls this in its transaction (any write to a
 * post that is or becomes published, any category write, the site settings the feeds show), and so
 * does every write to state processes keep per version (the common codes: src/shared/versioned-reads.ts). Draft
 * edits do not, so an editor's saves do not make feed readers download the feed again.
 * Bumps the version in the caller's transaction. On PostgreSQL it always sends the notification
 * (delivered at commit), whoever writes: a request, a job, or the CLI with no watcher of its own,
 * so every listening instance sees the write at once. `ctx.contentVersion`, this process's watcher
 * when it has one (the app's), learns of the bump so that its next request sees it.
 */
export async function bumpContentVersion(
  trx: Db,
  now: string,
  ctx: { dialect: Dialect; contentVersion?: ContentVersionWatch | undefined },
): Promise<void> {
  const row = await trx
    .updateTable('blog_feed_state')
    .set((eb) => ({ version: eb('version', '+', 1), changed_at: now }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  const version = Number(row.version);
  if (ctx.dialect === 'postgres') {
    await sql`select pg_notify(${sql.raw(CHANNEL_SQL)}, ${String(version)})`.execute(trx);
  }
  ctx.contentVersion?.bumped(version);
}

export async function readContentState(db: Db): Promise<ContentState> {
  const row = await db.selectFrom('blog_feed_state').select(['version', 'changed_at']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { version: Number(row.version), changedAt: row.changed_at };
}

interface Trusted {
  state: ContentState;
  /** The watcher's change count when the read started: any change since ends the trust. */
  changes: number;
  readAtMs: number;
  dataVersion: number | null;
  /** SQLite: when data_version was last found unchanged. */
  checkedAtMs: number;
}

/**
 * What this process knows of the content version: one per app, built in buildApp (app.contentVersion)
 * and handed to services in the ServiceContext. Apps sharing one SQLite connection (tests) share one
 * (AppOptions.contentVersion): that connection's commits do not move its own data_version.
 */
export class ContentVersionWatch {
  #changes = 0;
  #trusted: Trusted | null = null;
  /** The highest version this instance bumped: not trusted below it (PostgreSQL reads on other connections). */
  #bumpedTo = 0;
  #listening = false;
  #notifiedUpTo = 0;
  /** Concurrent callers share a read, each still getting one that started after its call. */
  readonly #sharedRead = sharedFreshRead(() => this.#read());

  constructor(
    private readonly handle: Pick<DatabaseHandle, 'db' | 'dialect' | 'dataVersion'>,
    private readonly clock: Clock,
  ) {}

  get dialect() {
    return this.handle.dialect;
  }

  /** The current state: from memory while trusted, else from a read shared with concurrent callers. */
  current(): ContentState | Promise<ContentState> {
    const trusted = this.#trusted;
    if (trusted && this.#stillTrusted(trusted)) return trusted.state;
    return this.#sharedRead();
  }

  /** The version while it is known without a read; undefined: the next request must read it. */
  trustedVersion(): number | undefined {
    const trusted = this.#trusted;
    return trusted && this.#stillTrusted(trusted) ? trusted.state.version : undefined;
  }

  #stillTrusted(trusted: Trusted): boolean {
    if (trusted.changes !== this.#changes) return false;
    if (this.handle.dialect === 'sqlite') return this.#fileUnchanged(trusted);
    // Below a version this instance bumped, the read ran before that commit on another connection.
    // (A bump rolled back keeps the reads coming until the next bump commits: rare, and exact.)
    if (trusted.state.version < this.#bumpedTo) return false;
    return this.#listening && this.clock.now().getTime() - trusted.readAtMs < TRUST_MS;
  }

  #fileUnchanged(trusted: Trusted): boolean {
    const now = this.clock.now().getTime();
    if (now - trusted.checkedAtMs < DATA_VERSION_CHECK_MS && now >= trusted.checkedAtMs) return true;
    if (trusted.dataVersion !== this.handle.dataVersion!()) return false;
    trusted.checkedAtMs = now;
    return true;
  }

  #read(): Promise<ContentState> {
    const changes = this.#changes;
    const dataVersion = this.handle.dialect === 'sqlite' ? this.handle.dataVersion!() : null;
    const readAtMs = this.clock.now().getTime();
    return readContentState(this.handle.db).then((state) => {
      if (changes === this.#changes) this.#trusted = { state, changes, readAtMs, dataVersion, checkedAtMs: readAtMs };
      return state;
    });
  }

  /** Whether notifications are being received (PostgreSQL with PUBLIC_CHANGE_CHECK=notify). */
  get isListening(): boolean {
    return this.#listening;
  }

  /** This instance bumped the version (inside a transaction that may still commit or roll back). */
  bumped(version: number): void {
    this.#bumpedTo = Math.max(this.#bumpedTo, version);
    this.#changes++;
  }

  /** Another instance (or this one) committed a bump: PostgreSQL's notification, naming the version. */
  notified(payload?: string): void {
    this.#changes++;
    const version = Number(payload);
    if (Number.isSafeInteger(version)) this.#notifiedUpTo = Math.max(this.#notifiedUpTo, version);
  }

  /** The highest version a notification named (PostgreSQL; for tests and diagnostics). */
  get notifiedUpTo(): number {
    return this.#notifiedUpTo;
  }

  /** The PostgreSQL listener is up (or down: then every request reads). */
  listening(up: boolean): void {
    this.#listening = up;
    this.#changes++;
  }
}
