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

/**
 * The work of a hash for tests only (src/testing/harness.ts): still argon2id, at 1 MiB and one pass,
 * about 1 ms of CPU instead of 26. A suite signs up and signs in hundreds of users, and nothing there
 * depends on the work factor; passwords.test.ts checks the production parameters, and every real
 * process (the server, the CLI, the deployment and stop tests) hashes at ARGON2_OPTIONS. Verifying
 * reads the parameters from the hash, so hashes of either cost verify with either hasher.
 */
export const TEST_ARGON2_COST = { memoryCost: 1_024, timeCost: 1 } as const;

export interface HasherOptions {
  /** Hashes allowed to run at once; each holds 19 MiB and a thread. */
  concurrency: number;
  /** Hashes allowed to wait; beyond it requests get 503 instead of piling up. */
  queueLimit: number;
  /** Memory (KiB) and passes of new hashes; ARGON2_OPTIONS's unless a test lowers them. */
  cost?: { memoryCost: number; timeCost: number };
}

export function createPasswordHasher({ concurrency, queueLimit, cost }: HasherOptions): PasswordHasher {
  const options = { ...ARGON2_OPTIONS, ...cost };
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
    hash: (password) => bounded(() => argon2.hash(password, options)),
    verify,
    async verifyAgainstNothing(password) {
      dummyHash ??= argon2.hash('not a real password, only spent time', options);
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
