import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';

describeApi('blog post preview', (t) => {
  test('answers the content as a save would keep it, its summary, and whether anything was removed; stores nothing', async () => {
    const token = await t.token('staff');
    const posts = await t.db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const audits = await auditCount(t);
    const res = await t.api('POST', '/api/blog/preview', {
      token,
      body: { content: '<h2>Rates</h2><p onclick="steal()">VAT is <strong>10%</strong>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' },
    });
    assertStatus(res, 200);
    assert.equal(res.data.content, '<h2>Rates</h2><p>VAT is <strong>10%</strong>.</p><a>x</a>');
    assert.equal(res.data.changed, true);
    assert.equal(res.data.summary, 'Rates VAT is 10%. x');
    const clean = await t.api('POST', '/api/blog/preview', { token, body: { content: '<p>Plain.</p>', excerpt: 'Short.' } });
    assertStatus(clean, 200);
    assert.deepEqual(clean.data, { content: '<p>Plain.</p>', summary: 'Short.', changed: false });
    const after = await t.db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(posts.n));
    assert.equal(await auditCount(t), audits);
  });

  test('bad input is 400 with the field; no token is 401', async () => {
    const token = await t.token();
    assertProblem(await t.api('POST', '/api/blog/preview', { token, body: {} }), 400, { fields: ['content'] });
    assertProblem(await t.api('POST', '/api/blog/preview', { token, body: { content: 'x'.repeat(200_001) } }), 400, { fields: ['content'] });
    assertProblem(await t.api('POST', '/api/blog/preview', { token, body: { content: '<p>x</p>', title: 'extra' } }), 400);
    assertProblem(await t.api('POST', '/api/blog/preview', { body: { content: '<p>x</p>' } }), 401);
  });
});
