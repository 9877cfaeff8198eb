import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';

describeApi('passwords judged by strength', (t) => {
  let n = 0;
  const create = async (password: string, extra: Record<string, string> = {}) =>
    t.api('POST', '/api/users', {
      token: await t.token('admin'),
      body: { email: `strength${++n}.clerk@firm.example`, password, role: 'staff', ...extra },
    });

  test('passwords the old rules accepted are 400 weak_password with the estimator\'s warning and suggestions', async () => {
    for (const password of ['taxdesk12345', 'Welcome12345', 'iloveyou1234', 'Passw0rd!234']) {
      const res = await create(password);
      assertProblem(res, 400, { code: 'weak_password', fields: ['password'] });
      const [warning, ...suggestions] = res.data.errors.password as string[];
      assert.match(warning!, /^is too easy to guess: (This is similar to a commonly used password|There should not be any personal or page related data)$/, password);
      assert.ok(suggestions.includes('Add more words that are less common.'), `${password}: ${JSON.stringify(suggestions)}`);
    }
    const users = await t.db.selectFrom('users').select('id').where('email', 'like', 'strength%').execute();
    assert.deepEqual(users, [], 'nothing was created');
  });

  test("the user's name and the site name are words an attacker tries first", async () => {
    assertProblem(await create('minjunkim1990', { displayName: 'Minjun Kim' }), 400, { code: 'weak_password', fields: ['password'] });
    assertStatus(await create('minjunkim1990', { displayName: 'Someone Else' }), 201);
    assertProblem(await create('harbortax2026'), 400, { code: 'weak_password', fields: ['password'] });
  });

  test('a long passphrase with the local part of the email in it is accepted (refused before)', async () => {
    const res = await t.api('POST', '/api/users', {
      token: await t.token('admin'),
      body: { email: 'jane.doe@firm.example', password: 'jane.doe walks her dog past the lighthouse', role: 'staff' },
    });
    assertStatus(res, 201);
    assertStatus(await t.api('POST', '/api/auth/login', { body: { email: 'jane.doe@firm.example', password: 'jane.doe walks her dog past the lighthouse' } }), 200);
  });

  test('12 to 128 characters, counted as characters and never trimmed', async () => {
    assertProblem(await create('Tq7#vL2!pZ9'), 400, { code: 'weak_password', fields: ['password'] });
    assertProblem(await create('Tq7#vL2!pZ9m'.repeat(10) + 'Tq7#vL2!p'), 400, { code: 'weak_password', fields: ['password'] });
    assertStatus(await create('Tq7#vL2!pZ9m'), 201);
  });
}, { config: { siteName: 'Harbor Tax' } });
