import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type ApiResponse, type TestContext } from '../../testing/harness.js';
import { statementsOf } from '../../testing/statements.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';

const clock = manualClock('2026-11-23T09:00:00.000Z');

async function post(t: TestContext, url: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.api('POST', url, { token: await t.token(), body });
  assertStatus(res, 201);
  return res.data.id;
}

describeApi(
  'the client portal: deadlines, filings, engagements, invoices',
  (t) => {
    test('each list shows the client their own records, without internal fields, paged', async () => {
      const client = await invitedClient(t);
      const { accessToken: token } = await portalSignIn(t, client.email);
      const overdue = await post(t, '/api/taxfilingschedule', { clientId: client.id, taxType: 'VAT', dueDate: '2026-11-01', notes: 'STAFF NOTE' });
      await post(t, '/api/taxfilingschedule', { clientId: client.id, taxType: 'INCOME', dueDate: '2026-12-31' });
      const done = await post(t, '/api/taxfilingschedule', { clientId: client.id, taxType: 'OLD', dueDate: '2026-10-01' });
      assertStatus(await t.api('PUT', `/api/taxfilingschedule/${done}/complete`, { token: await t.token() }), 200);
      const open = await post(t, '/api/taxfiling', { clientId: client.id, taxType: 'CORP', taxYear: 2026, dueDate: '2026-11-30', memo: 'SECRET MEMO' });
      await post(t, '/api/taxfiling', { clientId: client.id, taxType: 'CORP', taxYear: 2025, status: 'filed', filedAt: '2026-03-01T00:00:00.000Z' });
      await post(t, '/api/contract', { clientId: client.id, title: 'Bookkeeping', feeType: 'fixed', feeAmount: 300, startDate: '2026-01-01', notes: 'RISKY CLIENT' });
      await post(t, '/api/revenue-tracking', { clientId: client.id, description: 'Q3 fee', amount: 120.5, invoiceDate: '2026-10-02', dueDate: '2026-10-31' });
      const paid = await post(t, '/api/revenue-tracking', { clientId: client.id, description: 'Q2 fee', amount: 80, invoiceDate: '2026-07-02' });
      assertStatus(await t.api('PUT', `/api/revenue-tracking/${paid}/paid`, { token: await t.token(), body: { paymentMethod: 'card' } }), 200);

      const deadlines = await t.api('GET', '/api/portal/deadlines', { token });
      assertStatus(deadlines, 200);
      assert.deepEqual(
        deadlines.data.items.map((item: { kind: string; id: number; dueDate: string; overdue: boolean }) => [item.kind, item.dueDate, item.overdue]),
        [['schedule', '2026-11-01', true], ['filing', '2026-11-30', false], ['schedule', '2026-12-31', false]],
      );
      assert.equal(deadlines.data.items[0].id, overdue);
      assert.equal(deadlines.data.items[1].id, open);

      const filings = await t.api('GET', '/api/portal/filings', { token });
      assert.deepEqual(filings.data.items.map((item: { taxYear: number; status: string }) => [item.taxYear, item.status]), [[2026, 'draft'], [2025, 'filed']]);
      const engagements = await t.api('GET', '/api/portal/engagements', { token });
      assert.deepEqual(engagements.data.items.map((item: { title: string; feeAmount: number }) => [item.title, item.feeAmount]), [['Bookkeeping', 300]]);
      const invoices = await t.api('GET', '/api/portal/invoices', { token });
      assert.deepEqual(invoices.data.items.map((item: { description: string; isPaid: boolean }) => [item.description, item.isPaid]), [['Q3 fee', false], ['Q2 fee', true]]);
      assert.equal(invoices.data.totalOutstanding, 120.5);

      for (const res of [deadlines, filings, engagements, invoices]) {
        for (const secret of ['STAFF NOTE', 'SECRET MEMO', 'RISKY CLIENT', 'card', 'assignee', 'memo', 'notes']) assert.ok(!res.body.includes(secret), `${secret} in ${res.body}`);
      }
      const second = await t.api('GET', '/api/portal/deadlines', { token, query: { page: 2, pageSize: 2 } });
      assert.deepEqual([second.data.totalCount, second.data.items.length, second.data.totalPages], [3, 1, 2]);
      // The page carries its total (a window count, pageOfFew): no count of its own, full page or not; only a page past the end is counted apart.
      const counts = async (query: Record<string, number>) => {
        let page: ApiResponse | undefined;
        const sent = await statementsOf(t, async () => (page = await t.api('GET', '/api/portal/deadlines', { token, query })));
        return [page?.data.totalCount, page?.data.items.length, sent.filter((statement) => /^select count\(\*\)/.test(statement.sql)).length];
      };
      assert.deepEqual(await counts({ page: 1, pageSize: 20 }), [3, 3, 0]);
      assert.deepEqual(await counts({ page: 1, pageSize: 3 }), [3, 3, 0]);
      assert.deepEqual(await counts({ page: 2, pageSize: 2 }), [3, 1, 0]);
      assert.deepEqual(await counts({ page: 3, pageSize: 2 }), [3, 0, 1]);
      assertProblem(await t.api('GET', '/api/portal/invoices', { token, query: { pageSize: 0 } }), 400, { fields: ['pageSize'] });
      assertProblem(await t.api('GET', '/api/portal/filings', { token: await t.token() }), 401, { code: 'invalid_token' });
    });

    test("labels in the client's language: the firm's common codes for taxes and services, the catalogs for statuses and fee types", async () => {
      const korean = await invitedClient(t, { locale: 'ko' });
      const english = await invitedClient(t, { locale: 'en' });
      for (const client of [korean, english]) {
        await post(t, '/api/taxfilingschedule', { clientId: client.id, taxType: 'withholding', period: '2026-10', dueDate: '2026-12-10' });
        await post(t, '/api/taxfiling', { clientId: client.id, taxType: 'income', taxYear: 2026, status: 'in_progress', dueDate: '2027-05-31' });
        await post(t, '/api/taxfiling', { clientId: client.id, taxType: 'FIRM-ONLY', taxYear: 2025, status: 'filed', filedAt: '2026-03-01T00:00:00.000Z' });
        await post(t, '/api/contract', { clientId: client.id, title: 'Books', serviceType: 'bookkeeping', feeType: 'retainer', feeAmount: 300, startDate: '2026-01-01', status: 'active' });
      }
      const read = async (client: { email: string }) => {
        const { accessToken: token } = await portalSignIn(t, client.email);
        const [deadlines, filings, engagements] = await Promise.all(['deadlines', 'filings', 'engagements'].map((path) => t.api('GET', `/api/portal/${path}`, { token })));
        return {
          deadlines: deadlines!.data.items.map((item: { taxType: string; taxTypeLabel: string }) => [item.taxType, item.taxTypeLabel]),
          filings: filings!.data.items.map((item: { taxTypeLabel: string; status: string; statusLabel: string }) => [item.taxTypeLabel, item.status, item.statusLabel]),
          engagements: engagements!.data.items.map((item: { serviceTypeLabel: string; feeTypeLabel: string; statusLabel: string }) => [item.serviceTypeLabel, item.feeTypeLabel, item.statusLabel]),
        };
      };
      assert.deepEqual(await read(korean), {
        deadlines: [['withholding', '원천세'], ['income', '종합소득세']],
        // A code the firm has no common code for is shown as it is.
        filings: [['종합소득세', 'in_progress', '진행 중'], ['FIRM-ONLY', 'filed', '신고 완료']],
        engagements: [['기장대리', '월정액', '진행 중']],
      });
      assert.deepEqual(await read(english), {
        deadlines: [['withholding', 'Withholding tax'], ['income', 'Income tax']],
        filings: [['Income tax', 'in_progress', 'In progress'], ['FIRM-ONLY', 'filed', 'Filed']],
        engagements: [['Bookkeeping', 'Monthly retainer', 'Active']],
      });
    });

    test("the firm's labels and contact details are kept per content version: read once, and again after a change", async () => {
      const client = await invitedClient(t, { locale: 'ko' });
      await post(t, '/api/taxfiling', { clientId: client.id, taxType: 'income', taxYear: 2026, status: 'in_progress', dueDate: '2027-05-31' });
      const { accessToken: token } = await portalSignIn(t, client.email);
      const label = async () => (await t.api('GET', '/api/portal/filings', { token })).data.items[0].taxTypeLabel as string;
      const codeReads = async (work: () => Promise<unknown>) => (await statementsOf(t, work)).filter((statement) => /common_codes/.test(statement.sql)).length;
      assert.equal(await label(), '종합소득세');
      assert.equal(await codeReads(label), 0, 'kept while nothing changed');

      const code = `/api/commoncode/groups/tax_type/income`;
      const admin = await t.token('admin');
      assertStatus(await t.api('PUT', code, { token: admin, body: { name: 'Income tax', attributes: { labels: { en: 'Income tax', ko: '개인 소득세' } } } }), 200);
      assert.equal(await label(), '개인 소득세');
      assertStatus(await t.api('DELETE', code, { token: admin }), 204);
      assert.equal(await label(), 'income');
      assertStatus(await t.api('PUT', code, { token: admin, body: { name: 'Income tax', attributes: { labels: { en: 'Income tax', ko: '종합소득세' } } } }), 201);

      const settings = (await t.api('GET', '/api/sitesettings', { token: admin })).data;
      const firm = async () => (await t.api('GET', '/api/portal/me', { token })).data.firm.name as string;
      assert.equal(await firm(), settings.siteName);
      assertStatus(await t.api('PUT', '/api/sitesettings', { token: admin, body: { ...settings, siteName: 'Hanbit Tax Office' } }), 200);
      assert.equal(await firm(), 'Hanbit Tax Office');
    });

    test('one invoice, as the list shows it (a to-do links to one past the first page); another client\'s, a missing or a bad id is 404 or 400', async () => {
      const client = await invitedClient(t);
      const { accessToken: token } = await portalSignIn(t, client.email);
      const other = await invitedClient(t);
      const theirs = await post(t, '/api/revenue-tracking', { clientId: other.id, description: 'Their fee', amount: 10, invoiceDate: '2026-10-02' });
      const oldest = await post(t, '/api/revenue-tracking', { clientId: client.id, description: 'Oldest fee', amount: 42.5, invoiceDate: '2025-01-02', dueDate: '2025-01-31' });
      for (let month = 1; month <= 3; month++) await post(t, '/api/revenue-tracking', { clientId: client.id, description: `Fee ${month}`, amount: 1, invoiceDate: `2026-0${month}-02` });
      const firstPage = await t.api('GET', '/api/portal/invoices', { token, query: { page: 1, pageSize: 2 } });
      assert.ok(!firstPage.data.items.some((item: { id: number }) => item.id === oldest), 'the oldest invoice is past the first page');
      const one = await t.api('GET', `/api/portal/invoices/${oldest}`, { token });
      assertStatus(one, 200);
      const last = await t.api('GET', '/api/portal/invoices', { token, query: { page: 2, pageSize: 2 } });
      assert.deepEqual(one.data, last.data.items.at(-1), 'the same fields as the list');
      assert.deepEqual([one.data.description, one.data.amount, one.data.dueDate, one.data.isPaid], ['Oldest fee', 42.5, '2025-01-31', false]);
      assertProblem(await t.api('GET', `/api/portal/invoices/${theirs}`, { token }), 404, { code: 'not_found' });
      assertProblem(await t.api('GET', '/api/portal/invoices/999999999', { token }), 404, { code: 'not_found' });
      assertProblem(await t.api('GET', '/api/portal/invoices/0', { token }), 400);
      assertProblem(await t.api('GET', `/api/portal/invoices/${oldest}`, { token: await t.token() }), 401, { code: 'invalid_token' });
    });

    test('a client with nothing gets empty lists and nothing outstanding', async () => {
      const client = await invitedClient(t);
      const { accessToken: token } = await portalSignIn(t, client.email);
      for (const path of ['deadlines', 'filings', 'engagements', 'invoices']) {
        const res = await t.api('GET', `/api/portal/${path}`, { token });
        assertStatus(res, 200);
        assert.deepEqual(res.data.items, []);
      }
      assert.equal((await t.api('GET', '/api/portal/invoices', { token })).data.totalOutstanding, 0);
    });
  },
  { app: { clock } },
);
