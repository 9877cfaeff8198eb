/* The mail backoff doubles after each failure from the configured wait, and stops growing at six hours. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { retryDelayMs } from './mailer.js';

const settings = { maxAttempts: 30, retrySeconds: 60 };
const SIX_HOURS = 6 * 60 * 60_000;

test('retryDelayMs doubles: 1, 2 and 4 minutes after the first, second and third failure', () => {
  assert.equal(retryDelayMs(settings, 1), 60_000);
  assert.equal(retryDelayMs(settings, 2), 120_000);
  assert.equal(retryDelayMs(settings, 3), 240_000, 'the third retry waits four times the first (not three: linear)');
  assert.equal(retryDelayMs(settings, 0), 60_000, 'no failure yet counts as the first');
});

test('retryDelayMs is capped at six hours, exactly where the doubling passes it', () => {
  // 60 s * 2^8 = 256 min (under six hours); 2^9 = 512 min (over).
  assert.equal(retryDelayMs(settings, 9), 256 * 60_000);
  assert.equal(retryDelayMs(settings, 10), SIX_HOURS);
  assert.equal(retryDelayMs(settings, 29), SIX_HOURS);
  assert.equal(retryDelayMs({ ...settings, retrySeconds: 6 * 60 * 60 }, 1), SIX_HOURS, 'a first wait at the cap');
  assert.equal(retryDelayMs({ ...settings, retrySeconds: 7 * 60 * 60 }, 1), SIX_HOURS, 'a first wait over the cap is capped');
});
