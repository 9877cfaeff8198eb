import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ProblemDetails } from './problem.js';

export const DOCS_PREFIX = '/api/docs';

/** A documented error response: problem+json with the given description. */
export const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: 'ProblemDetails#' } } },
});

/**
 * Fills in what every route shares, so route files state only what is theirs: the security
 * requirement (from `config.public`) and the error responses every route can give.
 */
function documentRoute(route: RouteOptions): void {
  const schema = (route.schema ??= {}) as FastifySchema & {
    security?: unknown;
    response?: Record<string, unknown>;
    hide?: boolean;
  };
  if (schema.hide) return;
  const isPublic = route.config?.public === true;
  schema.security = isPublic ? [] : [{ bearerAuth: [] }];
  const response = (schema.response ??= {});
  const hasInput = Boolean(schema.body || schema.querystring || schema.params);
  if (hasInput) response[400] ??= problemResponse('Validation failed (problem+json with `errors`).');
  if (!isPublic) response[401] ??= problemResponse('Missing, expired or invalid bearer token.');
  if (route.config?.roles) response[403] ??= problemResponse(`Only for roles: ${route.config.roles.join(', ')}.`);
  if (schema.params && 'properties' in (schema.params as object)) response[404] ??= problemResponse('Not found.');
  response[500] ??= problemResponse('Unexpected error; the body never shows internals.');
}

export interface CatalogEntry {
  method: string;
  url: string;
  hidden: boolean;
  public: boolean;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema({ $id: 'ProblemDetails', ...ProblemDetails });
  const catalog: CatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      catalog.push({
        method,
        url: route.url,
        hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide) || route.url.startsWith(DOCS_PREFIX),
        public: route.config?.public === true || route.url.startsWith(DOCS_PREFIX),
      });
    }
    if (route.url.startsWith(DOCS_PREFIX)) {
      route.config = { ...route.config, public: true };
      return;
    }
    documentRoute(route);
  });

  await app.register(swagger, {
    // Shared schemas appear under components.schemas by their $id.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'taxdesk API',
        version: '1.0.0',
        description:
          'Back office and public site of a tax-advisory firm. Errors are RFC 9457 problem+json. ' +
          'Paged lists take page (1-based) and pageSize (default 20, max 100). Timestamps are ISO 8601 UTC; ' +
          'calendar dates are YYYY-MM-DD; money is a number in major units with at most two decimals.',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The "Bearer" policy: an access token from POST /api/auth/login.',
          },
        },
      },
    },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, persistAuthorization: false },
    // swagger-ui's own policy (with the hashes of its inline scripts), minus
    // upgrade-insecure-requests, which breaks the page on http://localhost.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
