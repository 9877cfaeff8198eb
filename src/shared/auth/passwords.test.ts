import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ServiceUnavailableError } from '../errors.js';
import { estimatorHeld, passwordProblems, scheduleEstimatorDrop, ESTIMATOR_IDLE_MS } from './password-policy.js';
import { createPasswordHasher } from './passwords.js';

describe('password hashing', () => {
  test('uses argon2id at the OWASP parameters', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queueLimit: 1 });
    const hash = await hasher.hash('correct-horse-battery');
    assert.match(hash, /^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    assert.equal(await hasher.verify(hash, 'correct-horse-battery'), true);
    assert.equal(await hasher.verify(hash, 'correct-horse-battery '), false);
    assert.equal(await hasher.verify('not a hash', 'x'), false);
  });

  test('never runs more hashes at once than allowed', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, queueLimit: 10 });
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, hasher.activeCount)), 1);
    await Promise.all(Array.from({ length: 6 }, (_, i) => hasher.hash(`password number ${i}`)));
    clearInterval(sampler);
    assert.ok(peak >= 1 && peak <= 2, `peak concurrency ${peak}`);
  });

  test('refuses work beyond the queue with 503 instead of piling it up', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, queueLimit: 2 });
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => hasher.hash(`password number ${i}`)));
    const refused = results.filter((result) => result.status === 'rejected');
    assert.equal(refused.length, 2);
    for (const result of refused) assert.ok(result.reason instanceof ServiceUnavailableError);
    // Capacity comes back once the work is done.
    await hasher.hash('after the burst');
  });
});

describe('password policy', () => {
  // A 128-character value without any pattern (random base64 fixed once).
  const RANDOM_128 = '91704MGkuNIPiJd5WYzi2Z0dy8VLSmkXU8/q4yCiXVvFyJGzQtNZVmh8bgQ5v1p7BEA9ZExd1UFkQVfxAuTImr9tc+cL7Obui4hVqSdI8FKNQ19rsyYjfhjMxET61ebA';

  test('length counts characters, 12 to 128', () => {
    assert.deepEqual(passwordProblems('Tq7#vL2!pZ9'), ['must be at least 12 characters']);
    assert.deepEqual(passwordProblems('Tq7#vL2!pZ9m'), []);
    assert.deepEqual(passwordProblems('한국어비밀번호는안전해요'), []);
    assert.equal(RANDOM_128.length, 128);
    assert.deepEqual(passwordProblems(RANDOM_128), []);
    assert.deepEqual(passwordProblems(`${RANDOM_128}x`), ['must be at most 128 characters']);
  });

  test('passwords that met the old rules but are easy to guess are refused with the estimator\'s feedback', () => {
    const cases: Array<[string, RegExp]> = [
      ['taxdesk12345', /personal or page related data/],
      ['Welcome12345', /commonly used password/],
      ['iloveyou1234', /commonly used password/],
      ['Passw0rd!234', /commonly used password/],
      ['password1234', /commonly used password/],
      ['qwertyuiopasdfgh', /commonly used password/],
      ['123456789012', /commonly used password/],
      ['aaaaaaaaaaaa', /Repeated characters/],
      ['abababababab', /Repeated character patterns/],
      ['a1b2c3d4e5f6', /^is too easy to guess/],
    ];
    for (const [password, warning] of cases) {
      const problems = passwordProblems(password);
      assert.match(problems[0] ?? '', /^is too easy to guess/, password);
      assert.match(problems[0]!, warning, password);
      assert.ok(problems.length >= 2, `${password}: suggestions follow the warning`);
    }
    assert.ok(passwordProblems('Passw0rd!234').includes("Avoid predictable letter substitutions like '@' for 'a'."));
  });

  test("the user's email, name and the site name count as guessable words", () => {
    const email = 'jane.doe@firm.example';
    assert.match(passwordProblems('jane.doe@firm.example!!', { email })[0]!, /personal or page related data/);
    assert.deepEqual(passwordProblems('minjunkim1990'), []);
    assert.ok(passwordProblems('minjunkim1990', { name: 'Minjun Kim' }).length > 0);
    assert.deepEqual(passwordProblems('harbortax2026'), []);
    assert.ok(passwordProblems('harbortax2026', { siteName: 'Harbor Tax' }).length > 0);
    // A long passphrase is strong even with the local part of the email in it (refused before).
    assert.deepEqual(passwordProblems('jane.doe walks her dog past the lighthouse', { email }), []);
  });

  test('the estimator is dropped after a minute without a check and built again by the next one', () => {
    const scheduled: Array<{ callback: () => void; ms: number; cancelled: boolean }> = [];
    scheduleEstimatorDrop((callback, ms) => {
      const entry = { callback, ms, cancelled: false };
      scheduled.push(entry);
      return () => (entry.cancelled = true);
    });
    const pending = () => scheduled.filter((entry) => !entry.cancelled);
    const verdict = passwordProblems('Welcome12345');
    assert.equal(estimatorHeld(), true);
    assert.deepEqual(pending().map((entry) => entry.ms), [ESTIMATOR_IDLE_MS]);
    // Another check starts the minute again.
    passwordProblems('amber-tiger-orchard-2026');
    assert.equal(pending().length, 1);
    pending()[0]!.callback();
    assert.equal(estimatorHeld(), false);
    assert.deepEqual(passwordProblems('Welcome12345'), verdict);
    assert.equal(estimatorHeld(), true);
  });

  test('white space is kept as typed', () => {
    assert.deepEqual(passwordProblems('   spaced out words   '), []);
    // Trimmed it would be too short; as typed it is 12 characters and judged by strength.
    assert.notDeepEqual(passwordProblems('   password   '), ['must be at least 12 characters']);
  });
});
