import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ValidationError } from '../errors.js';
import { FIELD_MESSAGES } from './field-issues.js';
import { Strict } from './schemas.js';

/** The query schema of an operation that takes no query parameters: any parameter is refused. */
export const NoQuery = Strict({});

/** Methods whose bodies Fastify parses: a route of these that declares no body takes none. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type RouteHook = (request: FastifyRequest) => Promise<void>;

function withHook(existing: RouteOptions['preValidation'], hook: RouteHook): RouteOptions['preValidation'] {
  return [...[existing ?? []].flat(), hook] as RouteOptions['preValidation'];
}

/**
 * A route that declares no body schema takes no body: nothing, or an empty `{}` (what many HTTP
 * clients send for "no fields"). Anything else is refused, each field named, as an unknown field
 * of a declared body is, so `POST .../resend {"recipient": ...}` cannot look accepted.
 */
async function refuseBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === undefined || body === null) return;
  if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError({ $: [FIELD_MESSAGES.no_body] });
  const fields = Object.keys(body);
  if (fields.length === 0) return;
  // Field names come from the request: `toString` or `__proto__` must not meet inherited members.
  const errors = Object.create(null) as Record<string, string[]>;
  for (const field of fields) errors[field] = [FIELD_MESSAGES.unknown_field];
  throw new ValidationError(errors);
}

/**
 * A rendered page that says `config: { ignoreUnknownQuery: true }` drops the query parameters it
 * does not declare (campaign links add utm_*, fbclid and the like) and validates the ones it does.
 */
function dropUndeclared(declared: ReadonlySet<string>): RouteHook {
  return async (request) => {
    const query = request.query as Record<string, unknown> | null;
    if (!query) return;
    for (const key of Object.keys(query)) if (!declared.has(key)) delete query[key];
  };
}

function declaredKeys(schema: unknown): Set<string> {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return new Set(properties ? Object.keys(properties) : []);
}

/**
 * Input is closed by default (docs/api.md, "Input"): an operation that declares no query schema
 * takes no query parameters, and one that declares no body takes none, so no route accepts (and
 * silently ignores, or one day mass-assigns) input it never described, whether or not its author
 * remembered to say so. Routes mounted under `skipPrefixes` (the API docs plugin's own pages) are
 * left as their plugin made them. Installed before the routes are registered.
 */
export function installClosedInput(app: FastifyInstance, options: { skipPrefixes?: readonly string[] } = {}): void {
  const skip = options.skipPrefixes ?? [];
  app.addHook('onRoute', (route) => {
    if (skip.some((prefix) => route.url.startsWith(prefix))) return;
    const schema = (route.schema ??= {});
    if (route.config?.ignoreUnknownQuery === true) route.preValidation = withHook(route.preValidation, dropUndeclared(declaredKeys(schema.querystring)));
    else schema.querystring ??= NoQuery;
    const methods = [route.method].flat();
    if (!schema.body && methods.some((method) => BODY_METHODS.has(method))) route.preValidation = withHook(route.preValidation, refuseBody);
  });
}
