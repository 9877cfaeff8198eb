import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets wherever they appear (a reset link opened from an old
 * mail, a client that put a token in the URL): their values never reach a log line.
 */
const SECRET_PARAM = /^(?:token|.*[-_]?token|password|passwd|pass|secret|.*[-_]?secret|code|key|.*[-_]key|apikey|signature|sig)$/i;
export const REDACTED = '[redacted]';

/*
 * Path segments that are secrets are redacted by route, not by pattern matching on the URL: a route
 * names its secret parameters (`config.secretParams`, the calendar feed's `token`), and a request
 * the router matched to it is logged as the route's pattern with those parameters replaced, so no
 * spelling the router accepts (percent-encoded, with a query) can slip past a regular expression.
 * A request the router did not match (a wrong case, no `.ics`, a trailing slash) has no route to
 * ask; any such path under the fixed part of a secret route (`/api/calendar/`), compared as the
 * router would never be lenient enough to (decoded, any case, slashes collapsed), is cut there.
 * The prefixes are the same for every app built in a process (routes are code), so they are kept
 * here rather than per instance.
 */
const secretPrefixes = new Set<string>();

/** Records the secret routes as they are registered (installed once, before the features). */
export function collectSecretRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const secret = route.config?.secretParams;
    if (!secret?.length) return;
    const first = Math.min(...secret.map((name) => route.url.indexOf(`:${name}`)).filter((at) => at >= 0));
    if (Number.isFinite(first)) secretPrefixes.add(normalizedPath(route.url.slice(0, first)));
  });
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function normalizedPath(path: string): string {
  return decoded(path).toLowerCase().replace(/\/{2,}/g, '/');
}

/** The query with the value of every secret-looking parameter replaced. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals === -1 ? pair : pair.slice(0, equals);
      const name = decoded(rawName.replace(/\+/g, ' '));
      return equals !== -1 && SECRET_PARAM.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
}

function splitUrl(url: string): { path: string; query: string | null } {
  const start = url.indexOf('?');
  return start === -1 ? { path: url, query: null } : { path: url.slice(0, start), query: url.slice(start + 1) };
}

/** A path the router did not match: cut at the fixed part of a secret route it falls under. */
function redactUnmatchedPath(path: string): string {
  const normalized = normalizedPath(path);
  for (const prefix of secretPrefixes) {
    if (normalized.startsWith(prefix) && normalized.length > prefix.length) return `${prefix}${REDACTED}`;
  }
  return path;
}

/** A matched secret route: its pattern, secret parameters replaced, the others as sent. */
function pathOfRoute(pattern: string, params: Record<string, string>, secret: readonly string[]): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) =>
    secret.includes(name) ? REDACTED : encodeURIComponent(params[name] ?? ''),
  );
}

/** The URL of a request as it may be logged: secret route parameters and query values replaced. */
export function redactedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions' | 'params'>): string {
  const { path, query } = splitUrl(request.url ?? '');
  const route = request.routeOptions;
  const secret = route?.config?.secretParams;
  let loggedPath: string;
  if (route?.url === undefined) loggedPath = redactUnmatchedPath(path);
  else if (secret?.length) loggedPath = pathOfRoute(route.url, (request.params ?? {}) as Record<string, string>, secret);
  else loggedPath = path;
  return query === null ? loggedPath : `${loggedPath}?${redactQuery(query)}`;
}

/** The path of a request as it may be logged or quoted in an error message. */
export function redactedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions' | 'params'>): string {
  return splitUrl(redactedUrl(request)).path;
}

/** Fastify's request serializer, with secret path parameters and query values redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
