/**
 * CPU cost of fingerprinting one full ingest batch (100 entries) for ordinary and adversarial
 * entries at the size limits: every regular expression in the rule must stay linear, since a
 * client chooses what it sends. Run: npx tsx bench/fingerprint.ts
 */
import { fingerprintOf } from '../src/features/client-logs/lib/fingerprint.js';
import { LIMITS } from '../src/features/client-logs/schemas.js';

const repeatTo = (unit: string, length: number) => unit.repeat(Math.floor(length / unit.length));
const ordinary = {
  message: 'Request to https://firm.example/api/client/42?page=3 failed with 500 for ana@example.com',
  stack: 'TypeError: x is undefined\n    at renderRow (https://firm.example/admin/assets/index-3f2a9c1b.js:12:345)\n    at map (native)',
};
const cases: Record<string, { message: string; stack?: string }> = {
  ordinary,
  'message a.a.a...': { message: repeatTo('a.', LIMITS.message) },
  'message a@a@a...': { message: repeatTo('a@', LIMITS.message) },
  'message a@b.b.b...': { message: `a@${repeatTo('b.', LIMITS.message - 2)}` },
  'message 1a-1a-...': { message: repeatTo('1a-', LIMITS.message) },
  'message http://a?': { message: repeatTo('http://a?', LIMITS.message) },
  'stack one long frame': { message: 'x', stack: `    at f (${repeatTo(':1a', LIMITS.stack - 12)})` },
  'stack a@a@a...': { message: 'x', stack: repeatTo('a@', LIMITS.stack) },
};

const rounds = 20;
console.log('| entry | ms per 100-entry batch |\n|---|---|');
for (const [name, entry] of Object.entries(cases)) {
  fingerprintOf({ level: 'error', ...entry });
  const started = performance.now();
  for (let i = 0; i < rounds * LIMITS.entriesPerBatch; i++) fingerprintOf({ level: 'error', ...entry });
  console.log(`| ${name} | ${((performance.now() - started) / rounds).toFixed(2)} |`);
}
