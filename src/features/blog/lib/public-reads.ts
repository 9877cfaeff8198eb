import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../../shared/http/app-types.js';
import { publicCacheOf } from '../../../shared/http/public-cache.js';
import { nextScheduledAt } from '../../../db/public-posts.js';

/**
 * Answers a public blog read from the app's public cache (src/shared/http/public-cache.ts): the
 * JSON is rendered through the route's own response serializer once per content version and key,
 * then served with ETag, Cache-Control and compression. `produce` returns null when the thing does
 * not exist; the answer is then false and the route throws its 404.
 */
export async function sendPublicRead(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: (now: string) => Promise<unknown>,
): Promise<boolean> {
  const { version } = await app.contentVersion.current();
  return publicCacheOf(app).send(request, reply, key, version, async () => {
    const now = app.clock.now().toISOString();
    const [payload, next] = await Promise.all([produce(now), nextScheduledAt(app.db, now)]);
    const validUntil = next === null ? Number.POSITIVE_INFINITY : Date.parse(next);
    if (payload === null) return { body: null, validUntil };
    return { body: Buffer.from(reply.serialize(payload) as string), contentType: 'application/json; charset=utf-8', validUntil };
  });
}
