import type { AuthContext } from '../../../shared/auth/context.js';
import { TooManyRequestsError } from '../../../shared/errors.js';
import { addressKey } from '../../../shared/rate-limit/address.js';
import type { WindowCount } from '../../../shared/rate-limit/counter-store.js';
import { deviceTokens } from './device-token.js';

interface Limit {
  key: string;
  max: number;
}

/** A password check that has been counted in advance. A failure needs nothing more: its count stands. */
export interface LoginAttempt {
  /** The password was right: the client's failures are forgotten, the shared budgets get this attempt back. */
  succeeded(): Promise<void>;
}

const accountKey = (email: string) => `login:account:${email}`;

/**
 * Sign-in throttling (docs/api.md, "Throttling"). Every attempt is counted before its password is
 * checked: each limit is one atomic increment-and-read in the shared counter store, and an attempt
 * whose count passes a limit is refused with 429 (and gives its counts back), so N parallel attempts
 * never get more than the limit checked. A success gives its counts back.
 *
 * What is counted depends on the client:
 * - a known device (a valid device cookie for this account): its own failures only, so nobody
 *   else's guessing can lock it out;
 * - anyone else: failures against this account from this address, from this address against all
 *   accounts, and from all such clients against this account. One address hammering an account
 *   stops at the first limit, before it spends the account's shared budget, so the owner can still
 *   sign in from another address; guessing spread over many addresses is bounded by that budget.
 *
 * The second step of a sign-in (`scope` 'mfa': authenticator and recovery codes, lib/mfa.ts) is
 * counted the same way with budgets of its own: only a caller who passed the password step (or holds
 * a session) reaches it, so nobody without the password can spend the owner's budget.
 */
export function loginThrottle(ctx: AuthContext, scope: 'login' | 'mfa' = 'login') {
  const { loginMaxFailuresPerClient, loginMaxFailuresPerAccount, loginMaxFailuresPerIp, loginFailureWindowSeconds } = ctx.config;
  const windowMs = loginFailureWindowSeconds * 1000;

  function limitsFor(deviceCookie: string | undefined, email: string, userId: number | null): Limit[] {
    const device = userId === null ? null : deviceTokens(ctx).verify(deviceCookie, userId);
    if (device) return [{ key: `${scope}:device:${device}`, max: loginMaxFailuresPerClient }];
    const address = addressKey(ctx.actor.ip ?? '');
    return [
      { key: `${scope}:client:${address}:${email}`, max: loginMaxFailuresPerClient },
      { key: `${scope}:ip:${address}`, max: loginMaxFailuresPerIp },
      { key: scope === 'login' ? accountKey(email) : `mfa:account:${email}`, max: loginMaxFailuresPerAccount },
    ];
  }

  return {
    /**
     * Counts an attempt at email's password (userId: its account, if any; deviceCookie: the
     * device cookie the client presented), or throws 429.
     */
    async reserve(deviceCookie: string | undefined, email: string, userId: number | null): Promise<LoginAttempt> {
      const held: Array<{ key: string; window: WindowCount }> = [];
      const giveBack = () => Promise.all(held.map(({ key, window }) => ctx.counters.release(key, window)));
      // In order, most specific first: a refused attempt never reaches the wider budgets.
      for (const limit of limitsFor(deviceCookie, email, userId)) {
        const window = await ctx.counters.hit(limit.key, windowMs);
        held.push({ key: limit.key, window });
        if (window.count > limit.max) {
          await giveBack();
          const seconds = Math.max(1, Math.ceil((window.resetAt - ctx.clock.now().getTime()) / 1000));
          throw new TooManyRequestsError(seconds, 'Too many failed sign-in attempts. Try again later.', 'login_throttled');
        }
      }
      return {
        async succeeded() {
          const [own, ...shared] = held;
          await Promise.all([ctx.counters.reset(own!.key), ...shared.map(({ key, window }) => ctx.counters.release(key, window))]);
        },
      };
    },
  };
}

/** A completed password reset proves the owner holds the mailbox: the account's shared budget starts over. */
export async function forgetAccountFailures(ctx: AuthContext, email: string): Promise<void> {
  await ctx.counters.reset(accountKey(email));
}
