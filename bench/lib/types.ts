import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface SeedContext {
  db: Kysely<Database>;
  /** Fills many rows quickly: inserts in chunks inside one transaction. */
  insertMany: <T extends keyof Database>(table: T, rows: Record<string, unknown>[]) => Promise<void>;
}

export interface RunContext {
  baseUrl: string;
  /** A valid admin access token for the seeded bench admin. */
  adminToken: string;
  adminEmail: string;
  adminPassword: string;
  /**
   * A portal access token of the client (issue 32): access granted and a session started in the
   * database, the token signed with the server's secret, as a sign-in would (the bench measures
   * reads, not the mail a sign-in needs).
   */
  portalToken: (clientId: number) => Promise<string>;
}

/** A peer server measured beside taxdesk (`--peer`, Ghost 5: bench/ghost.ts). */
export interface PeerContext {
  baseUrl: string;
  /** Ghost's Content API key ($PEER_DIR/content.key), when there is one. */
  contentKey: string | null;
}

/**
 * One benchmark: what to seed (once per run) and which request to repeat. The runner measures the
 * request against the real server and against a raw node:http server answering the same bytes.
 */
export interface Scenario {
  name: string;
  description: string;
  seed?(context: SeedContext): Promise<void>;
  request(context: RunContext): BenchRequest | Promise<BenchRequest>;
  /** The same page on the peer, when the run has one (`--peer <url>`): measured in the same rounds. */
  peer?(context: PeerContext): BenchRequest | Promise<BenchRequest>;
  /**
   * A request kept running against the real server while `request` is measured (one after another,
   * on one connection: an admin whose report is always in progress). The ceiling gets none; the row
   * reports how many ran and how they answered.
   */
  background?(context: RunContext): BenchRequest | Promise<BenchRequest>;
}
