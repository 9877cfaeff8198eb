import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus, assertEvery } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi } from '../../testing/harness.js';
import { deleteClient, newClient } from '../../testing/records.js';
import { maskTaxId } from './repository.js';

// 23:30 UTC on Nov 22 is already Nov 23 in Seoul: "today" must be the firm's day.
const clock = manualClock('2026-11-22T23:30:00.000Z');

describeApi(
  'tax profiles',
  (t) => {
    test('create answers 201 with the full profile; the client read shows the tax id in full', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t, 'Kim Profile');
      const res = await t.api('POST', '/api/taxprofile', {
        token,
        body: { clientId, taxpayerType: 'individual', taxId: '123-45-67890', fiscalYearEnd: '12-31', riskLevel: 'medium', nextFilingDueDate: '2027-01-25' },
      });
      assertStatus(res, 201);
      assert.equal(res.headers.location, `/api/taxprofile/client/${clientId}`);
      assert.deepEqual(
        { ...res.data, id: 0, createdAt: '', updatedAt: '' },
        {
          id: 0,
          clientId,
          clientName: 'Kim Profile',
          taxpayerType: 'individual',
          taxId: '123-45-67890',
          fiscalYearEnd: '12-31',
          riskLevel: 'medium',
          riskNotes: null,
          nextFilingDueDate: '2027-01-25',
          notes: null,
          createdAt: '',
          updatedAt: '',
        },
      );
      const read = await t.api('GET', `/api/taxprofile/client/${clientId}`, { token });
      assertStatus(read, 200);
      assert.deepEqual(read.data, res.data);
    });

    test('a second profile for the same client is 409 naming the first; concurrent creates leave one', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const first = await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'individual' } });
      assertStatus(first, 201);
      const again = await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'corporation' } });
      assertProblem(again, 409, { code: 'tax_profile_exists', fields: ['clientId'] });
      assert.equal(again.data.existingProfileId, first.data.id);

      const racer = await newClient(t);
      const results = await Promise.all(
        [1, 2, 3].map(() => t.api('POST', '/api/taxprofile', { token, body: { clientId: racer, taxpayerType: 'individual' } })),
      );
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409, 409]);
    });

    test('bad input is 400 per field and stores nothing', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const res = await t.api('POST', '/api/taxprofile', {
        token,
        body: { clientId, taxpayerType: '', taxId: 'a\nb', fiscalYearEnd: '02-30', riskLevel: 'extreme', nextFilingDueDate: '2026-02-30', extra: 1 },
      });
      assertProblem(res, 400, { fields: ['taxpayerType', 'taxId', 'fiscalYearEnd', 'riskLevel', 'nextFilingDueDate', 'extra'] });
      assertProblem(await t.api('POST', '/api/taxprofile', { token, body: { taxpayerType: 'x' } }), 400, { fields: ['clientId'] });
      assertProblem(await t.api('GET', `/api/taxprofile/client/${clientId}`, { token }), 404);
    });

    test('a missing or deleted client is 400; the profile of a later-deleted client stays readable', async () => {
      const token = await t.token();
      assertProblem(await t.api('POST', '/api/taxprofile', { token, body: { clientId: 999999, taxpayerType: 'x' } }), 400, {
        code: 'client_not_found',
        fields: ['clientId'],
      });
      const gone = await newClient(t);
      await deleteClient(t, gone);
      assertProblem(await t.api('POST', '/api/taxprofile', { token, body: { clientId: gone, taxpayerType: 'x' } }), 400, { code: 'client_not_found' });

      const kept = await newClient(t);
      assertStatus(await t.api('POST', '/api/taxprofile', { token, body: { clientId: kept, taxpayerType: 'x', riskLevel: 'high' } }), 201);
      await deleteClient(t, kept);
      assertStatus(await t.api('GET', `/api/taxprofile/client/${kept}`, { token }), 200);
      const highRisk = await t.api('GET', '/api/taxprofile/high-risk', { token, query: { pageSize: 100 } });
      assert.ok(!highRisk.data.items.some((p: { clientId: number }) => p.clientId === kept), 'deleted clients leave the high-risk view');
    });

    test('update replaces the fields, keeps the client, and 404s on a missing profile', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const created = await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'individual', taxId: '999-88-7777', notes: 'old' } });
      const res = await t.api('PUT', `/api/taxprofile/${created.data.id}`, { token, body: { taxpayerType: 'corporation', riskLevel: 'high', riskNotes: 'late twice' } });
      assertStatus(res, 200);
      assert.equal(res.data.clientId, clientId);
      assert.equal(res.data.taxpayerType, 'corporation');
      assert.equal(res.data.riskLevel, 'high');
      assert.equal(res.data.taxId, null, 'left out means cleared');
      assert.equal(res.data.notes, null);
      assertProblem(await t.api('PUT', '/api/taxprofile/987654', { token, body: { taxpayerType: 'x', riskLevel: 'low' } }), 404);
      assertProblem(await t.api('PUT', `/api/taxprofile/${created.data.id}`, { token, body: { taxpayerType: 'x' } }), 400, { fields: ['riskLevel'] });
      // The client may be echoed as GET returned it, never changed.
      const other = created.data.clientId + 1000;
      assertProblem(await t.api('PUT', `/api/taxprofile/${created.data.id}`, { token, body: { taxpayerType: 'x', riskLevel: 'low', clientId: other } }), 400, { fields: ['clientId'] });
      assertStatus(await t.api('PUT', `/api/taxprofile/${created.data.id}`, { token, body: { ...res.data, clientId: created.data.clientId } }), 200);
      assertProblem(await t.api('PUT', '/api/taxprofile/abc', { token, body: { taxpayerType: 'x' } }), 400);
    });

    test('lists mask the tax id to its last four characters', async () => {
      const token = await t.token();
      const clientId = await newClient(t, 'Zz Masked');
      await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'individual', taxId: '123-45-67890', riskLevel: 'high' } });
      const list = await t.api('GET', '/api/taxprofile', { token, query: { search: 'Zz Masked' } });
      assertStatus(list, 200);
      assert.equal(list.data.totalCount, 1);
      assert.equal(list.data.items[0].taxId, '********7890');
      const high = await t.api('GET', '/api/taxprofile/high-risk', { token, query: { pageSize: 100 } });
      const mine = high.data.items.find((p: { clientId: number }) => p.clientId === clientId);
      assert.equal(mine.taxId, '********7890');
      assert.equal(maskTaxId('1234'), '****1234', 'short ids never show in full');
      const filtered = await t.api('GET', '/api/taxprofile', { token, query: { riskLevel: 'high', pageSize: 100 } });
      assert.ok(filtered.data.items.length > 0, 'high-risk profiles are listed');
      assertEvery(filtered.data.items, (p: { riskLevel: string }) => p.riskLevel === 'high');
    });

    test('upcoming filings: today through today + days in the business time zone, both ends included', async () => {
      const token = await t.token();
      // Business today is 2026-11-23 (Asia/Seoul), while UTC is still Nov 22.
      const dates = { yesterday: '2026-11-22', today: '2026-11-23', day30: '2026-12-23', day31: '2026-12-24', day7: '2026-11-30' };
      const ids: Record<string, number> = {};
      for (const [label, date] of Object.entries(dates)) {
        const clientId = await newClient(t, `Upcoming ${label}`);
        ids[label] = clientId;
        assertStatus(await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'x', nextFilingDueDate: date } }), 201);
      }
      const res = await t.api('GET', '/api/taxprofile/upcoming-filings', { token, query: { pageSize: 100 } });
      assertStatus(res, 200);
      const seen = res.data.items.map((p: { clientId: number }) => p.clientId);
      assert.deepEqual(seen, [ids.today, ids.day7, ids.day30], 'ordered by date; yesterday and day 31 left out');
      const week = await t.api('GET', '/api/taxprofile/upcoming-filings', { token, query: { days: 7 } });
      assert.deepEqual(week.data.items.map((p: { clientId: number }) => p.clientId), [ids.today, ids.day7]);
      const todayOnly = await t.api('GET', '/api/taxprofile/upcoming-filings', { token, query: { days: 0 } });
      assert.deepEqual(todayOnly.data.items.map((p: { clientId: number }) => p.clientId), [ids.today]);
      assertProblem(await t.api('GET', '/api/taxprofile/upcoming-filings', { token, query: { days: -1 } }), 400, { fields: ['days'] });
      assertProblem(await t.api('GET', '/api/taxprofile/upcoming-filings', { token, query: { days: 'soon' } }), 400, { fields: ['days'] });
    });

    test('create and update record audit entries with the tax id masked; a refused create records none', async () => {
      const token = await t.token();
      const clientId = await newClient(t);
      const made = await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'individual', taxId: '123-45-6789' } });
      assertStatus(made, 201);
      const id = made.data.id;
      assertStatus(await t.api('PUT', `/api/taxprofile/${id}`, { token, body: { taxpayerType: 'individual', taxId: '999-88-7777', riskLevel: 'high' } }), 200);
      const entries = await auditOf(t, 'tax_profile', id);
      assert.deepEqual(entries.map((e) => e.operation), ['tax_profile.create', 'tax_profile.update']);
      assert.deepEqual(entries[0]!.changes!.taxId, { before: null, after: '*******6789' });
      assert.deepEqual(entries[1]!.changes!.taxId, { before: '*******6789', after: '*******7777' });
      assert.deepEqual(entries[1]!.changes!.riskLevel, { before: 'low', after: 'high' });
      assert.ok(!JSON.stringify(entries).includes('123-45'), 'the full tax id is never recorded');

      const before = (await auditOf(t, 'tax_profile')).length;
      assertProblem(await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'x' } }), 409, { code: 'tax_profile_exists' });
      assertProblem(await t.api('PUT', '/api/taxprofile/987654', { token, body: { taxpayerType: 'x', riskLevel: 'low' } }), 404);
      assert.equal((await auditOf(t, 'tax_profile')).length, before);
    });

    test('delete removes the profile (staff may), records it masked, frees the client for a new one; missing is 404', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const made = await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'individual', taxId: '123-45-6789' } });
      const id = made.data.id;
      const res = await t.api('DELETE', `/api/taxprofile/${id}`, { token });
      assertStatus(res, 204);
      assertProblem(await t.api('GET', `/api/taxprofile/client/${clientId}`, { token }), 404);
      const entries = await auditOf(t, 'tax_profile', id);
      assert.equal(entries.at(-1)!.operation, 'tax_profile.delete');
      assert.deepEqual(entries.at(-1)!.changes!.taxId, { before: '*******6789', after: null });
      assertProblem(await t.api('DELETE', `/api/taxprofile/${id}`, { token }), 404);
      assertProblem(await t.api('DELETE', '/api/taxprofile/abc', { token }), 400);
      assertProblem(await t.api('DELETE', `/api/taxprofile/${id}`, {}), 401);
      assertStatus(await t.api('POST', '/api/taxprofile', { token, body: { clientId, taxpayerType: 'corporation' } }), 201);
    });

    test('every operation needs a token', async () => {
      for (const [method, url] of [
        ['POST', '/api/taxprofile'],
        ['GET', '/api/taxprofile'],
        ['GET', '/api/taxprofile/client/1'],
        ['GET', '/api/taxprofile/high-risk'],
        ['GET', '/api/taxprofile/upcoming-filings'],
        ['PUT', '/api/taxprofile/1'],
        ['DELETE', '/api/taxprofile/1'],
      ] as const) {
        assertProblem(await t.api(method, url, { body: method === 'GET' ? undefined : {} }), 401);
      }
    });
  },
  { config: { businessTimeZone: 'Asia/Seoul' }, app: { clock } },
);
