/*
 * Cost of the password-strength check (src/shared/auth/password-policy.ts): the one-time load of
 * the estimator's dictionaries, then a typical and a worst-case check. Run: npx tsx bench/password-strength.ts
 */
import { performance } from 'node:perf_hooks';

const started = performance.now();
const { passwordProblems } = await import('../src/shared/auth/password-policy.js');
passwordProblems('first-check-loads-the-dictionaries');
const loaded = performance.now() - started;

function perCheck(password: string, runs: number): number {
  const start = performance.now();
  for (let i = 0; i < runs; i++) passwordProblems(password, { email: 'jane.doe@firm.example', name: 'Jane Doe', siteName: 'taxdesk' });
  return (performance.now() - start) / runs;
}

const worst = Array.from({ length: 128 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 94))).join('');
process.stdout.write(
  `load + first check: ${loaded.toFixed(0)} ms\n` +
    `typical check (24 chars): ${perCheck('amber-tiger-orchard-2026', 20).toFixed(1)} ms\n` +
    `worst case (128 varied chars): ${perCheck(worst, 5).toFixed(1)} ms\n` +
    `l33t-heavy (128 chars): ${perCheck('p@ssw0rd'.repeat(16), 5).toFixed(1)} ms\n`,
);
