/**
 * Which methods a concrete path answers to, read from the route catalog: a request for a known path
 * with another method is a 405 naming them in `Allow` (RFC 9110 §15.5.6), not a 404 that would
 * tell a client the path does not exist. Only consulted on the not-found path, so it costs nothing
 * on a routed request.
 */
import type { CatalogEntry } from './openapi.js';

interface Matcher {
  pattern: RegExp;
  method: string;
}

const matchers = new WeakMap<readonly CatalogEntry[], Matcher[]>();

function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      return segment.replace(/:[A-Za-z0-9_]+|[.*+?^${}()|[\]\\]/g, (part) => (part.startsWith(':') ? '[^/]+' : `\\${part}`));
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

function matchersOf(catalog: readonly CatalogEntry[]): Matcher[] {
  let list = matchers.get(catalog);
  if (!list) {
    // A catch-all (CORS preflight on `*`) says nothing about a path.
    list = catalog.filter((route) => route.url !== '*' && route.url !== '/*').map((route) => ({ pattern: patternOf(route.url), method: route.method }));
    matchers.set(catalog, list);
  }
  return list;
}

export function allowedMethods(catalog: readonly CatalogEntry[], path: string): string[] {
  const methods = new Set(matchersOf(catalog).filter((matcher) => matcher.pattern.test(path)).map((matcher) => matcher.method));
  return [...methods].sort();
}
