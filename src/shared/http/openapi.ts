import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { defaultsOptional } from './openapi-defaults.js';
import { ProblemDetails } from './problem.js';
import { registeringFeatureFile } from './route-source.js';

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
function documentRoute(route: RouteOptions, file: string | undefined): void {
  const schema = (route.schema ??= {}) as FastifySchema & {
    security?: unknown;
    response?: Record<string, unknown>;
    hide?: boolean;
    operationId?: string;
  };
  if (schema.hide) return;
  schema.operationId ??= operationIdOf(route, file);
  const isPublic = route.config?.public === true;
  schema.security = isPublic ? [] : [{ bearerAuth: [] }];
  const response = (schema.response ??= {});
  const hasInput = Boolean(schema.body || schema.querystring || schema.params);
  if (hasInput) response[400] ??= problemResponse('Validation failed (problem+json with `errors`).');
  if (!isPublic) response[401] ??= problemResponse('Missing, expired or invalid bearer token.');
  if (route.config?.roles) response[403] ??= problemResponse(`Only for roles: ${route.config.roles.join(', ')}.`);
  if (typeof schema.params === 'object' && schema.params !== null && 'properties' in schema.params) response[404] ??= problemResponse('Not found.');
  if (route.config?.rateLimit) response[429] ??= problemResponse('Too many requests from this address; see Retry-After.');
  response[500] ??= problemResponse('Unexpected error; the body never shows internals.');
}

/**
 * An operation's id is its file's name (`blog/get-post.ts` -> `getPost`): stable, unique (the
 * layout test keeps one route per file and file names unique), and what SDK generators name
 * methods after. A route outside a feature file (a test's probe) gets one from method and path.
 */
function operationIdOf(route: RouteOptions, file: string | undefined): string {
  const words = file
    ? [file.replace(/^.*\//, '').replace(/\.ts$/, '')]
    : [[route.method].flat()[0] ?? '', route.url.replace(/[:{}]/g, '')];
  const camel = words
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
  return camel;
}

export interface CatalogEntry {
  method: string;
  url: string;
  hidden: boolean;
  public: boolean;
  /** The feature file that registered the route (`src/features/blog/get-post.ts`), if any. */
  file: string | undefined;
  /** Whether unknown query parameters and body fields are refused (closed-input.ts; closed-input.test.ts checks every route). */
  input: { query: Openness; body: Openness };
  /** Takes multipart/form-data files (config.fileUpload): fuzz.test.ts sends it hostile forms too. */
  fileUpload: boolean;
  /** Who may call it (config.principal; default staff). */
  principal: string;
}

/** closed: unknown input refused; ignored: a rendered page drops undeclared query parameters; open: accepted. */
export type Openness = 'closed' | 'ignored' | 'open';

function opennessOf(schema: unknown): Openness {
  return (schema as { additionalProperties?: unknown } | undefined)?.additionalProperties === false ? 'closed' : 'open';
}

/** Read after installClosedInput's defaults: a route without a body schema refuses any body. */
function inputOf(route: RouteOptions): CatalogEntry['input'] {
  const schema = route.schema;
  return {
    query: route.config?.ignoreUnknownQuery === true ? 'ignored' : opennessOf(schema?.querystring),
    body: schema?.body ? opennessOf(schema.body) : 'closed',
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.addSchema({ $id: 'ProblemDetails', ...ProblemDetails });
  const catalog: CatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    const file = registeringFeatureFile();
    for (const method of [route.method].flat()) {
      catalog.push({
        method,
        url: route.url,
        hidden: Boolean((route.schema)?.hide) || route.url.startsWith(DOCS_PREFIX),
        public: route.config?.public === true,
        file,
        input: inputOf(route),
        fileUpload: route.config?.fileUpload === true,
        principal: route.config?.principal ?? 'staff',
      });
    }
    if (route.url.startsWith(DOCS_PREFIX)) return;
    documentRoute(route, file);
  });

  await app.register(swagger, {
    transformObject: (document) => ('openapiObject' in document ? defaultsOptional(document.openapiObject) : document.swaggerObject),
    // Shared schemas appear under components.schemas by their $id.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`) },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'taxdesk API',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        description:
          'Back office and public site of a tax-advisory firm. Errors are RFC 9457 problem+json. ' +
          'Paged lists take page (1-based) and pageSize (default 20, max 100). Timestamps are ISO 8601 UTC; ' +
          'calendar dates are YYYY-MM-DD; money is a number in major units with at most two decimals.',
      },
      // The admin interface calls the API on its own origin, so ADMIN_URL's origin is this server's.
      servers: [{ url: new URL(app.config.adminUrl).origin, description: 'This server (ADMIN_URL without its path)' }],
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
    // upgrade-insecure-requests, which breaks the page on http://localhost, and never framed.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
