import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../errors.js';
import { laneMaySkip } from '../http/lane-fence.js';
import type { CounterStore, Now } from './counter-store.js';

const WINDOW_MS = 60_000;
/** A lease is at most this share of the budget (1/20: 5%), and at most MAX_LEASE reads. */
const LEASE_SHARE = 20;
const MAX_LEASE = 100;
/** Leases of ended windows are swept when this many principals have one. */
const SWEEP_AT = 1000;

/**
 * How many reads one counter write reserves for a budget of perMinute: a twentieth of it, at most
 * 100, and 1 (every read counted on its own, exactly) for budgets under 40.
 */
export function leaseSize(perMinute: number): number {
  return Math.max(1, Math.min(MAX_LEASE, Math.floor(perMinute / LEASE_SHARE)));
}

interface Lease {
  /** The shared window the reads were taken from; the lease ends with it. */
  resetAt: number;
  /** Reads reserved in the shared counter and not yet made on this instance. */
  left: number;
  /** The window is spent: every read until resetAt is refused without asking the store again. */
  refused: boolean;
  /** The one store write under way for this principal; concurrent reads wait for it. */
  refill: Promise<void> | null;
}

/**
 * A budget of reads per signed-in principal and minute (issue 28.3, READ_RATE_LIMIT_PER_MINUTE):
 * one user's script, or a stuck browser tab, cannot keep the server busy with reports for everyone
 * else. Counted in the shared counter store (the database or Redis), so it holds across instances.
 * Runs after the Bearer policy, on GET and HEAD of staff and portal principals; public reads have
 * their own defences (the public cache, per-address limits) and writes their own limits.
 *
 * A counter write on every read was most of what a small read cost (issue 32's portal: a database
 * write per GET). So an instance reserves reads in leases: one write adds leaseSize(perMinute)
 * reads to the shared count and this instance spends them from memory, in this window only. The
 * shared count is never below the reads made, so no principal ever gets more than the budget,
 * on any number of instances; the error is the other way and bounded: each instance may hold up
 * to leaseSize - 1 reserved reads unspent at the window's end, so a principal reading through
 * several instances may be refused that many reads early per instance (at most 5% of the budget
 * each; none for budgets under 40, which count every read). The leases live in this closure, one
 * map per app.
 */
export function installReadBudget(app: FastifyInstance, counters: CounterStore, now: Now, perMinute: number): void {
  const size = leaseSize(perMinute);
  const leases = new Map<string, Lease>();

  const refill = async (key: string, lease: Lease): Promise<void> => {
    const { count, resetAt } = await counters.hit(key, WINDOW_MS, size);
    // The reads this write reserved that are still within the budget (count includes them).
    const granted = Math.min(size, perMinute - (count - size));
    lease.resetAt = resetAt;
    lease.left = Math.max(0, granted);
    lease.refused = granted <= 0;
    if (leases.size > SWEEP_AT) {
      const at = now();
      for (const [other, held] of leases) if (held.resetAt <= at && !held.refill) leases.delete(other);
    }
  };

  const take = async (key: string): Promise<Lease> => {
    for (;;) {
      let lease = leases.get(key);
      if (!lease) {
        lease = { resetAt: 0, left: 0, refused: false, refill: null };
        leases.set(key, lease);
      }
      const current = lease;
      if (current.resetAt > now()) {
        if (current.left > 0) {
          current.left--;
          return current;
        }
        if (current.refused) return current;
      }
      // Empty or ended: one write refills it; concurrent reads of the same principal wait for it,
      // then take from it (or, when the others took it all, refill again).
      current.refill ??= refill(key, current).finally(() => {
        current.refill = null;
      });
      await current.refill;
    }
  };

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
    const key = `reads:${who}`;
    const lease = leases.get(key);
    // The common case answers without a promise: a read left in this window's lease.
    if (lease && lease.left > 0 && lease.resetAt > now()) {
      lease.left--;
      done();
      return;
    }
    take(key).then((taken) => {
      if (!taken.refused) done();
      else done(new TooManyRequestsError(Math.max(1, Math.ceil((taken.resetAt - now()) / 1000)), `More than ${perMinute} reads a minute: retry later.`));
    }, done);
  }));
}
