import { createPasswordHasher, TEST_ARGON2_COST, type PasswordHasher } from '../shared/auth/passwords.js';

/** A real (argon2, at the test cost) hasher that also counts which path each password check took. */
export function countingHasher() {
  const real = createPasswordHasher({ concurrency: 4, queueLimit: 256, cost: TEST_ARGON2_COST });
  const counts = { verify: 0, verifyAgainstNothing: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => real.hash(password),
    verify: (hash, password) => {
      counts.verify++;
      return real.verify(hash, password);
    },
    verifyAgainstNothing: (password) => {
      counts.verifyAgainstNothing++;
      return real.verifyAgainstNothing(password);
    },
    get activeCount() {
      return real.activeCount;
    },
    get pendingCount() {
      return real.pendingCount;
    },
  };
  return { hasher, counts };
}
