import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../../shared/http/app-types.js';
import { nextScheduledAt } from '../../../db/public-posts.js';
import { NotFoundError } from '../../../shared/errors.js';

/**
 * Answers a public blog read from the app's public cache (src/shared/http/public-cache.ts): the
 * JSON is rendered through the route's own response serializer once per content version and key,
 * then served with ETag, Cache-Control and compression. `produce` returns null when the thing does
 * not exist (the miss is kept like any answer); with `missing` that is a NotFoundError for it,
 * without, the answer is false.
 */
export async function sendPublicRead(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: (now: string) => Promise<unknown>,
  missing?: { what: string; id: string | number },
): Promise<boolean> {
  const { version } = await app.contentVersion.current();
  const found = await app.publicCache.send(request, reply, key, version, async () => {
    const now = app.clock.now().toISOString();
    const [payload, next] = await Promise.all([produce(now), nextScheduledAt(app.db, now)]);
    const validUntil = next === null ? Number.POSITIVE_INFINITY : Date.parse(next);
    if (payload === null) return { body: null, validUntil };
    return { body: Buffer.from(reply.serialize(payload) as string), contentType: 'application/json; charset=utf-8', validUntil };
  });
  if (!found && missing) throw new NotFoundError(missing.what, missing.id);
  return found;
}
