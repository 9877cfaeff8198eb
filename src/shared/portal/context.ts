import type { FastifyRequest } from 'fastify';
import { contextOf, type ServiceContext } from '../context.js';
import { userAgentOf } from '../auth/context.js';
import { UnauthorizedError } from '../errors.js';
import type { App } from '../http/app-types.js';
import type { CounterStore } from '../rate-limit/counter-store.js';
import type { Locale } from '../i18n/index.js';
import type { PortalTokenService } from './tokens.js';
import type { VersionedReads } from '../versioned-reads.js';
import type { CompiledStatements } from '../../db/compiled-statements.js';

/** The signed-in client of a portal request, set by the portal authenticator. */
export interface PortalPrincipal {
  clientId: number;
  sessionId: string;
  /** The client's language as the session check read it (null: the firm's default). */
  locale: Locale | null;
}

/** What the portal's sign-in services need: a ServiceContext with the portal's token signer and the shared counters. */
export interface PortalAuthContext extends ServiceContext {
  portalTokens: PortalTokenService;
  counters: CounterStore;
  userAgent: string | null;
}

export function portalAuthContextOf(app: App, request: FastifyRequest): PortalAuthContext {
  return {
    ...contextOf(app, request),
    portalTokens: app.portalTokens,
    counters: app.counters,
    userAgent: userAgentOf(request),
  };
}

/**
 * A portal request's context: the ServiceContext and the signed-in client, who is also the audit
 * trail's actor (ip and request id kept; no staff user). Every portal repository function takes
 * this and filters by its clientId, so no handler can forget to scope a query to the client.
 */
export interface PortalContext extends ServiceContext {
  readonly clientId: number;
  readonly sessionId: string;
  /** The client's language, read with the live session check (no query of its own). */
  readonly locale: Locale | null;
  /** The firm's labels and contact details, kept per content version (app.versionedReads). */
  readonly versionedReads: VersionedReads;
  /** The portal's lists compiled once (app.statements). */
  readonly statements: CompiledStatements;
}

export function portalContextOf(app: App, request: FastifyRequest): PortalContext {
  const principal = request.portal;
  // Only a route declared `principal: 'portal'` has one: a staff or public route building a
  // portal context is a programming error, refused rather than run unscoped.
  if (!principal) throw new UnauthorizedError();
  const ctx = contextOf(app, request);
  // The client is the actor of what they do in the portal: the audit trail names them (actor kind 'client').
  return { ...ctx, actor: { ...ctx.actor, userId: null, clientId: principal.clientId }, clientId: principal.clientId, sessionId: principal.sessionId, locale: principal.locale, versionedReads: app.versionedReads, statements: app.statements };
}
