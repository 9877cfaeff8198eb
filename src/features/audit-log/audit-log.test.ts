import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordAudit } from '../../shared/audit/record.js';
import { changedFields } from '../../shared/audit/changes.js';
import { DAY_MS } from '../../shared/dates.js';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi } from '../../testing/harness.js';

const clock = manualClock('2026-11-23T12:00:00.000Z');

describeApi(
  'audit log',
  (t) => {
    const actor = (userId: number | null) => ({ userId, ip: '192.0.2.7', requestId: 'req-1' });

    test('an entry written in a transaction is listed newest first with its changes and author', async () => {
      const admin = await t.token('admin');
      const userId = (await t.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id;
      await t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, actor(userId), {
          at: '2026-11-20T10:00:00.000Z',
          operation: 'client.create',
          recordType: 'client',
          recordId: 41,
          changes: changedFields(null, { name: 'Kim', taxId: '123-45-67890' }, { masked: ['taxId'] }),
        });
        await recordAudit(trx, actor(userId), {
          at: '2026-11-21T10:00:00.000Z',
          operation: 'client.update',
          recordType: 'client',
          recordId: 41,
          changes: changedFields({ name: 'Kim', phone: null }, { name: 'Kim Lee', phone: null }),
        });
        await recordAudit(trx, actor(null), { at: '2026-11-22T10:00:00.000Z', operation: 'auth.login_failed', recordType: 'user' });
      });

      const res = await t.api('GET', '/api/audit-log', { token: admin });
      assertStatus(res, 200);
      assert.equal(res.data.totalCount, 3);
      assert.deepEqual(
        res.data.items.map((item: { operation: string }) => item.operation),
        ['auth.login_failed', 'client.update', 'client.create'],
      );
      const update = res.data.items[1];
      assert.equal(update.userId, userId);
      assert.match(update.userEmail, /@test\.example$/);
      assert.equal(update.ip, '192.0.2.7');
      assert.equal(update.requestId, 'req-1');
      assert.equal(update.recordId, '41');
      assert.deepEqual(update.changes, { name: { before: 'Kim', after: 'Kim Lee' } });
      assert.deepEqual(res.data.items[2].changes.taxId, { before: null, after: '********7890' });
      assert.equal(res.data.items[0].userId, null);
      assert.equal(res.data.items[0].changes, null);
    });

    test('filters by user, record, operation and time', async () => {
      const admin = await t.token('admin');
      const byRecord = await t.api('GET', '/api/audit-log', { token: admin, query: { recordType: 'client', recordId: '41' } });
      assertStatus(byRecord, 200);
      assert.equal(byRecord.data.totalCount, 2);
      assert.equal(byRecord.data.items.length, 2);
      assertEvery(byRecord.data.items, (item: { recordId: string }) => item.recordId === '41');

      const byOperation = await t.api('GET', '/api/audit-log', { token: admin, query: { operation: 'client.update' } });
      assert.deepEqual(byOperation.data.items.map((item: { operation: string }) => item.operation), ['client.update']);

      const anonymous = await t.api('GET', '/api/audit-log', { token: admin, query: { recordType: 'user' } });
      assert.equal(anonymous.data.totalCount, 1);

      const userId = byRecord.data.items[0].userId as number;
      // Before today: each read of the trail (by this admin, today) is an entry too.
      const written = '2026-11-22T23:59:59Z';
      const byUser = await t.api('GET', '/api/audit-log', { token: admin, query: { userId, to: written } });
      assert.equal(byUser.data.totalCount, 2);

      const window = await t.api('GET', '/api/audit-log', {
        token: admin,
        query: { from: '2026-11-21T00:00:00Z', to: '2026-11-21T23:59:59+00:00' },
      });
      assert.deepEqual(window.data.items.map((item: { operation: string }) => item.operation), ['client.update']);

      const paged = await t.api('GET', '/api/audit-log', { token: admin, query: { page: 2, pageSize: 2, to: written } });
      assert.equal(paged.data.totalPages, 2);
      assert.deepEqual(paged.data.items.map((item: { operation: string }) => item.operation), ['client.create']);
    });

    test('bad filters are 400 with field errors', async () => {
      const admin = await t.token('admin');
      assertProblem(await t.api('GET', '/api/audit-log', { token: admin, query: { recordId: '41' } }), 400, {
        code: 'validation_failed',
        fields: ['recordType'],
      });
      assertProblem(await t.api('GET', '/api/audit-log', { token: admin, query: { from: '2026-11-22T00:00:00Z', to: '2026-11-21T00:00:00Z' } }), 400, {
        code: 'invalid_range',
        fields: ['from'],
      });
      assertProblem(await t.api('GET', '/api/audit-log', { token: admin, query: { from: 'yesterday' } }), 400, { fields: ['from'] });
      assertProblem(await t.api('GET', '/api/audit-log', { token: admin, query: { operation: "x' or 1=1" } }), 400, { fields: ['operation'] });
      assertProblem(await t.api('GET', '/api/audit-log', { token: admin, query: { userId: 0 } }), 400, { fields: ['userId'] });
    });

    test('admins only: no token is 401, staff is 403', async () => {
      assertProblem(await t.api('GET', '/api/audit-log'), 401);
      assertProblem(await t.api('GET', '/api/audit-log', { token: await t.token('staff') }), 403, { code: 'forbidden' });
    });

    test('a rolled-back write leaves no audit entry', async () => {
      const before = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      await assert.rejects(
        t.db.transaction().execute(async (trx) => {
          await recordAudit(trx, actor(null), { at: clock.now(), operation: 'client.delete', recordType: 'client', recordId: 9 });
          throw new Error('the change failed');
        }),
        /the change failed/,
      );
      const after = await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      assert.equal(Number(after.n), Number(before.n));
    });

    test('entries cannot be updated', async () => {
      await assert.rejects(t.db.updateTable('audit_log').set({ operation: 'client.view' }).execute(), /append-only/);
    });

    test('the retention job purges entries older than AUDIT_LOG_RETENTION_DAYS and keeps the rest', async () => {
      const now = clock.now().getTime();
      await t.db.transaction().execute(async (trx) => {
        await recordAudit(trx, actor(null), { at: new Date(now - 11 * DAY_MS), operation: 'old.one' });
        await recordAudit(trx, actor(null), { at: new Date(now - 9 * DAY_MS), operation: 'recent.one' });
      });
      assert.equal(await t.app.jobs.runOnce('audit-log.retention'), true);
      const operations = (await t.db.selectFrom('audit_log').select('operation').execute()).map((row) => row.operation);
      assert.ok(operations.includes('recent.one'));
      assert.ok(!operations.includes('old.one'));
    });
  },
  { app: { clock }, config: { auditLogRetentionDays: 10 } },
);

test('changedFields: only what differs, secrets never, long texts shortened', () => {
  assert.deepEqual(
    changedFields(
      { name: 'A', tags: ['x'], passwordHash: 'old', email: 'a@x', updatedAt: '1' },
      { name: 'A', tags: ['x', 'y'], passwordHash: 'new', email: 'a@x', updatedAt: '2' },
    ),
    { tags: { before: ['x'], after: ['x', 'y'] }, passwordHash: { before: '[redacted]', after: '[redacted]' } },
  );
  assert.deepEqual(changedFields({ pin: '1234' }, { pin: '9999' }, { secret: ['pin'] }), { pin: { before: '[redacted]', after: '[redacted]' } });
  assert.deepEqual(changedFields({ title: 'T', body: null }, null), { title: { before: 'T', after: null } });
  const long = changedFields(null, { content: 'x'.repeat(2000) }).content?.after as string;
  assert.ok(long.length < 600 && long.endsWith('(2000 characters)'));
});

test('changedFields never splits a character: masks and shortenings keep surrogate pairs whole', () => {
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  const masked = changedFields(null, { businessNumber: '𐬐؈🐲𝂗🂥ϥ' }, { masked: ['businessNumber'] }).businessNumber?.after as string;
  assert.equal(masked, '**🐲𝂗🂥ϥ');
  const long = changedFields(null, { content: '😀'.repeat(600) }).content?.after as string;
  assert.doesNotMatch(long, loneSurrogate);
  assert.ok(long.endsWith('(600 characters)'));
});

test('only the retention purge deletes audit entries, and nothing updates them', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const root = new URL('../../', import.meta.url);
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('migrations'));
  const writers: string[] = [];
  for (const file of files) {
    const text = await readFile(new URL(file, root), 'utf8');
    if (/(deleteFrom|updateTable)\(\s*['"]audit_log|(delete\s+from|update)\s+audit_log/i.test(text)) writers.push(file.replaceAll('\\', '/'));
  }
  assert.deepEqual(writers, ['features/audit-log/repository.ts']);
});
