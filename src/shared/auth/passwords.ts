import argon2 from 'argon2';
import pLimit from 'p-limit';
import { ServiceUnavailableError } from '../errors.js';

/** OWASP's argon2id recommendation: 19 MiB of memory, two passes, one lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the same work as verify() for an account that does not exist, so an unknown email and
   * a wrong password take similar time.
   */
  verifyAgainstNothing(password: string): Promise<false>;
  /** Hashes running now and waiting; exposed for tests and metrics. */
  readonly activeCount: number;
  readonly pendingCount: number;
}

export interface HasherOptions {
  /** Hashes allowed to run at once; each holds 19 MiB and a thread. */
  concurrency: number;
  /** Hashes allowed to wait; beyond it requests get 503 instead of piling up. */
  queueLimit: number;
}

export function createPasswordHasher({ concurrency, queueLimit }: HasherOptions): PasswordHasher {
  const limit = pLimit(concurrency);
  let dummyHash: Promise<string> | null = null;
  // Counted here, synchronously: p-limit only updates its own counts after a microtask.
  let admitted = 0;

  function bounded<T>(work: () => Promise<T>): Promise<T> {
    if (admitted >= concurrency + queueLimit) {
      return Promise.reject(new ServiceUnavailableError('Too many sign-ins at once. Try again shortly.', 'hash_queue_full'));
    }
    admitted++;
    return limit(work).finally(() => admitted--);
  }

  async function verify(hash: string, password: string): Promise<boolean> {
    return bounded(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    });
  }

  return {
    hash: (password) => bounded(() => argon2.hash(password, ARGON2_OPTIONS)),
    verify,
    async verifyAgainstNothing(password) {
      dummyHash ??= argon2.hash('not a real password, only spent time', ARGON2_OPTIONS);
      await verify(await dummyHash, password);
      return false;
    },
    get activeCount() {
      return limit.activeCount;
    },
    get pendingCount() {
      return limit.pendingCount;
    },
  };
}
