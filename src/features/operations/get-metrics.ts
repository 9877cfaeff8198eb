import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import { UnauthorizedError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics on the API port, registered only when METRICS_TOKEN is set (index.ts), and
 * only for a scraper that presents it (compared in constant time). Not an access token: the JWT
 * policy does not apply, so the route opts out of it and checks its own secret. A separate
 * METRICS_PORT is the other way.
 */
export default function getMetrics(app: App, token: string): void {
  const expected = digest(`Bearer ${token}`);
  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: {
        tags: ['Operations'],
        summary: 'Prometheus metrics (bearer METRICS_TOKEN; served only when it is set)',
        // An operations endpoint with its own secret, not part of the API.
        hide: true,
        response: { 200: Type.String(), 401: problemResponse('The metrics token is missing or wrong.') },
      },
    },
    async (request, reply) => {
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        throw new UnauthorizedError('The metrics token is missing or wrong.', 'unauthorized');
      }
      return reply.type(app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
    },
  );
}
