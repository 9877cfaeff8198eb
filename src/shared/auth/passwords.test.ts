import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ServiceUnavailableError } from '../errors.js';
import { passwordProblems } from './password-policy.js';
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
    for (const result of refused) assert.ok((result as PromiseRejectedResult).reason instanceof ServiceUnavailableError);
    // Capacity comes back once the work is done.
    await hasher.hash('after the burst');
  });
});

describe('password policy', () => {
  test('length counts characters, 12 to 128', () => {
    assert.deepEqual(passwordProblems('a1b2c3d4e5f'), ['must be at least 12 characters']);
    assert.deepEqual(passwordProblems('a1b2c3d4e5f6'), []);
    assert.deepEqual(passwordProblems('가나다라마바사아자차카타'), []);
    assert.deepEqual(passwordProblems('x1y'.repeat(42) + 'zz'), []);
    assert.deepEqual(passwordProblems('x1y'.repeat(43)), ['must be at most 128 characters']);
  });

  test('common and trivial passwords are refused', () => {
    for (const common of ['password1234', 'qwertyuiopasdfgh', '123456789012', 'aaaaaaaaaaaa', 'abababababab']) {
      assert.ok(passwordProblems(common).length > 0, `${common} should be refused`);
    }
  });

  test("the user's email is refused inside the password", () => {
    assert.ok(passwordProblems('jane.doe@firm.example!!', { email: 'jane.doe@firm.example' }).length > 0);
    assert.ok(passwordProblems('my-jane.doe-secret', { email: 'Jane.Doe@firm.example' }).length > 0);
    assert.deepEqual(passwordProblems('unrelated-long-secret', { email: 'jane.doe@firm.example' }), []);
  });

  test('white space is kept as typed', () => {
    assert.deepEqual(passwordProblems('   spaced out words   '), []);
  });
});
