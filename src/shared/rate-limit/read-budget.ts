import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors.js';
import { laneMaySkip } from '../http/lane-fence.js';
import type { CounterStore, Now } from './counter-store.js';

const WINDOW_MS = 60_000;

/**
 * A budget of reads per signed-in principal and minute (issue 28.3, READ_RATE_LIMIT_PER_MINUTE):
 * one user's script, or a stuck browser tab, cannot keep the server busy with reports for everyone
 * else. Counted in the shared counter store (the database or Redis), so it holds across instances.
 * Runs after the Bearer policy, on GET and HEAD of staff and portal principals; public reads have
 * their own defences (the public cache, per-address limits) and writes their own limits.
 */
export function installReadBudget(app: FastifyInstance, counters: CounterStore, now: Now, perMinute: number): void {
  app.addHook('onRequest', laneMaySkip('it counts signed-in principals only; the lane replays public reads, which carry none', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      done();
      return;
    }
    const who = request.user ? `staff:${request.user.id}` : request.portal ? `portal:${request.portal.clientId}` : null;
    if (!who) {
      done();
      return;
    }
    counters.hit(`reads:${who}`, WINDOW_MS).then(({ count, resetAt }) => {
      if (count <= perMinute) done();
      else done(new TooManyRequestsError(Math.max(1, Math.ceil((resetAt - now()) / 1000)), `More than ${perMinute} reads a minute: retry later.`));
    }, done);
  }));
}
