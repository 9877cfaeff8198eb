import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { CompiledStatements } from '../../db/compiled-statements.js';
import type { ContentVersionWatch } from '../../db/content-version.js';
import type { Dialect } from '../../db/database.js';
import type { ReportReads } from '../../db/report-reads.js';
import type { Database } from '../../db/schema.js';
import type { UserRole } from '../../db/tables/foundation.js';
import type { BackgroundTasks } from '../background.js';
import type { Clock } from '../clock.js';
import type { DocumentVault } from '../storage/document-vault.js';
import type { PrincipalKind } from '../auth/bearer.js';
import type { SessionLookup } from '../auth/session-store.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import type { PortalPrincipal } from '../portal/context.js';
import type { PortalTokenService } from '../portal/tokens.js';
import type { JobScheduler } from '../jobs/scheduler.js';
import type { Mailer } from '../mail/mailer.js';
import type { Metrics } from '../metrics.js';
import type { CounterStore } from '../rate-limit/counter-store.js';
import type { CatalogEntry } from './openapi.js';
import type { FastLane } from './fast-lane.js';
import type { UnknownPageAnswer } from './problem.js';
import type { PublicCache } from './public-cache.js';
import type { VersionedReads } from '../versioned-reads.js';

/** A dependency's check resolves when it can serve and rejects (or times out) when it cannot. */
export type DependencyChecks = Readonly<Record<string, () => Promise<unknown>>>;

export interface AuthUser {
  id: number;
  role: UserRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    /** Where reads that aggregate a whole range run (src/db/report-reads.ts). */
    reports: ReportReads;
    dialect: Dialect;
    clock: Clock;
    passwords: PasswordHasher;
    tokens: TokenService;
    /** The client portal's access tokens (audience taxdesk-portal) and sign-in code hashing. */
    portalTokens: PortalTokenService;
    counters: CounterStore;
    mailer: Mailer;
    /** Clients' documents: stored, typed, scanned and encrypted through one vault (src/features/documents/lib/vault.ts). */
    documents: DocumentVault;
    jobs: JobScheduler;
    background: BackgroundTasks;
    metrics: Metrics;
    /** The public content's version, kept in memory while nothing can have changed it (src/db/content-version.ts). */
    contentVersion: ContentVersionWatch;
    /** Public reads rendered once per content version, under one byte budget (src/shared/http/public-cache.ts). */
    publicCache: PublicCache;
    /** The firm's rarely changing state (labels, site settings) kept per content version (src/shared/versioned-reads.ts). */
    versionedReads: VersionedReads;
    /** Hot reads compiled once, each call binding its values (src/db/compiled-statements.ts). */
    statements: CompiledStatements;
    /** The live staff-session lookup, compiled once for this dialect (src/shared/auth/session-store.ts). */
    sessionLookup: SessionLookup;
    /** The live portal-session lookup, compiled once likewise. */
    portalSessionLookup: SessionLookup;
    /** Repeated public reads replayed before Fastify's per-request work (src/shared/http/fast-lane.ts). */
    fastLane: FastLane;
    /** A web front's page for unknown addresses (set by the website when it is on; src/shared/http/problem.ts). */
    unknownPageAnswer: UnknownPageAnswer | null;
    /** What /readyz checks: each dependency the instance cannot serve without. */
    dependencies: DependencyChecks;
    /** Every route registered, for the API-docs completeness check. */
    routeCatalog: readonly CatalogEntry[];
  }
  interface FastifyRequest {
    /** Set by the Bearer policy on protected routes; null on public ones. */
    user: AuthUser | null;
    /** Set by the portal authenticator on portal routes (`principal: 'portal'`); null elsewhere. */
    portal: PortalPrincipal | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a token. Routes are protected unless they say this. */
    public?: boolean;
    /** Who may call a protected route (src/shared/auth/bearer.ts); default 'staff'. */
    principal?: PrincipalKind;
    /** Staff roles allowed (default: every role). */
    roles?: readonly UserRole[];
    /**
     * A staff operation open to a user whom MFA_REQUIRED holds to enrolling a second factor first
     * (src/shared/auth/bearer.ts): setting one up, reading one's own factors, signing out.
     */
    mfaEnrollment?: boolean;
    /** Path parameters that are credentials: never logged (src/shared/log-redaction.ts). */
    secretParams?: readonly string[];
    /**
     * A rendered page (a campaign link's target): query parameters it does not declare (utm_* and
     * the like) are dropped instead of refused (src/shared/http/closed-input.ts).
     */
    ignoreUnknownQuery?: boolean;
    /**
     * An HTML form's target: takes application/x-www-form-urlencoded besides JSON (its body schema
     * still closes and bounds the fields; src/shared/http/body.ts).
     */
    formBody?: boolean;
    /** A file upload: takes multipart/form-data (read with request.file(); src/shared/http/body.ts). */
    fileUpload?: boolean;
  }
}

/** The Fastify instance every route file receives: TypeBox schemas type the handlers. */
export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** A route file's default export: registers exactly one route. */
export type RouteModule = (app: App) => void;
