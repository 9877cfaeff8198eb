import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../../shared/errors.js';

/**
 * Failed sign-ins are counted per account and per client IP in fixed windows. Past the limit, the
 * next attempts get 429 with Retry-After until the window ends: a brake, never a permanent lockout.
 */
export function loginThrottle(app: FastifyInstance) {
  const { loginMaxFailuresPerAccount, loginMaxFailuresPerIp, loginFailureWindowSeconds } = app.config;
  const windowMs = loginFailureWindowSeconds * 1000;
  const accountKey = (email: string) => `login-fail:account:${email}`;
  const ipKey = (ip: string) => `login-fail:ip:${ip}`;

  return {
    async assertAllowed(email: string, ip: string): Promise<void> {
      const [account, client] = await Promise.all([app.counters.peek(accountKey(email)), app.counters.peek(ipKey(ip))]);
      const blocked = [
        account && account.count >= loginMaxFailuresPerAccount ? account.resetAt : 0,
        client && client.count >= loginMaxFailuresPerIp ? client.resetAt : 0,
      ];
      const until = Math.max(...blocked);
      if (until > 0) {
        throw new TooManyRequestsError(
          Math.max(1, Math.ceil((until - Date.now()) / 1000)),
          'Too many failed sign-in attempts. Try again later.',
          'login_throttled',
        );
      }
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([app.counters.hit(accountKey(email), windowMs), app.counters.hit(ipKey(ip), windowMs)]);
    },
    async recordSuccess(email: string): Promise<void> {
      await app.counters.reset(accountKey(email));
    },
  };
}
