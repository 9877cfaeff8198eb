import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSealed, outboxSeal } from './seal.js';

const SECRET = 'outbox-seal-test-secret-0123456789abcdef0123456789';
const bodies = { text: 'Open https://admin.example/reset-password#token=abc123 within 30 minutes. 한국어', html: '<p>the link</p>' };

test('sealed bodies hold neither text nor link and open to what was sealed', () => {
  const seal = outboxSeal(SECRET);
  const stored = seal.seal(bodies);
  assert.ok(isSealed(stored));
  assert.ok(!stored.includes('token') && !stored.includes('abc123') && !stored.includes('reset-password'));
  assert.notEqual(seal.seal(bodies), stored, 'a fresh IV each time');
  assert.deepEqual(seal.open(stored, null), bodies);
});

test('another JWT_SECRET or a changed byte cannot open it; plain bodies pass through', () => {
  const stored = outboxSeal(SECRET).seal(bodies);
  assert.throws(() => outboxSeal(`${SECRET}-rotated`).open(stored, null));
  const flipped = stored.slice(0, -3) + (stored.at(-3) === 'A' ? 'B' : 'A') + stored.slice(-2);
  assert.throws(() => outboxSeal(SECRET).open(flipped, null));
  assert.deepEqual(outboxSeal(SECRET).open('hello', '<p>hello</p>'), { text: 'hello', html: '<p>hello</p>' });
});
