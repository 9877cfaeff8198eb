import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors.js';
import { addressKey } from './address.js';
import type { CounterStore, Now } from './counter-store.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Adapts a CounterStore to @fastify/rate-limit's store interface, one key space per route. The
 * plugin counts before the handler runs (increment, then compare), so parallel requests cannot
 * slip past a limit.
 */
/** The counter of a route's limit for one client: a page posting to the same budget (the website's contact form) counts here too. */
export function routeLimitKey(method: string, url: string, client: string): string {
  return `rl:${method}:${url}:${client}`;
}

function storeFor(counters: CounterStore, now: Now) {
  return class SharedRateLimitStore {
    private readonly scope: string;
    constructor(options: object = {}) {
      const route = (options as RouteInfo).routeInfo;
      this.scope = route?.url ? routeLimitKey(String(route.method), route.url, '') : 'rl:global:';
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(this.scope + key, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now()) }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback) {
      counters.peek(this.scope + key).then(
        (window) => callback(null, window ? { current: window.count, ttl: Math.max(0, window.resetAt - now()) } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: object) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}

/**
 * Rate limits are opt-in per route: `config: { rateLimit: { max, timeWindow } }`, keyed by client
 * address (which honours TRUST_PROXY; IPv6 by its /64). Exceeding one answers 429 problem+json with Retry-After.
 */
export async function registerRateLimiting(app: FastifyInstance, counters: CounterStore, now: Now): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: storeFor(counters, now),
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000)), `Rate limit exceeded: retry in ${context.after}.`),
  });
}
