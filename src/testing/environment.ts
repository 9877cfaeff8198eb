/*
 * Some tests need something outside Node: PostgreSQL, Redis, Chromium, server binaries. Without it
 * they are skipped with a reason that starts with MISSING, and `npm test` lists them at the end.
 * With CI=true nothing may be missing: such tests run (and fail), and the run fails.
 */
export const CI = process.env.CI === 'true' || process.env.CI === '1';

/** The prefix of a skip reason that names something missing from the machine. */
export const MISSING = 'missing ';

/** A test's `skip` option: false when `what` is there (or in CI, where it must be), else the reason. */
export function skipUnless(available: boolean, what: string): string | false {
  return available || CI ? false : `${MISSING}${what}`;
}
