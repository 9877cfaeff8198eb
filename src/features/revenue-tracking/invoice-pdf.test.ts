import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type ApiResponse, type TestContext } from '../../testing/harness.js';
import { auditOf } from '../../testing/audit.js';
import { outboxTo } from '../../testing/outbox.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';

const clock = manualClock('2026-11-23T03:00:00.000Z');

/** What a reader extracts (poppler's pdftotext; .ci/run installs it), spaces squeezed out; null without it locally. */
function textOf(bytes: Buffer): string | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-invoice-'));
  try {
    fs.writeFileSync(path.join(dir, 'invoice.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && process.env.CI !== 'true') return null;
    throw error;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function assertPdf(res: ApiResponse, invoiceNumber: string): Buffer {
  assertStatus(res, 200);
  assert.equal(res.headers['content-type'], 'application/pdf');
  assert.equal(res.headers['content-disposition'], `inline; filename="invoice-${invoiceNumber}.pdf"`);
  assert.equal(res.headers['cache-control'], 'private, no-store');
  assert.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  return res.rawPayload;
}

function assertHas(bytes: Buffer, ...expected: string[]): void {
  const text = textOf(bytes);
  if (text === null) return;
  for (const part of expected) assert.ok(text.includes(part.replace(/\s+/g, '')), `"${part}" is in the invoice's text`);
}

async function setInvoiceSettings(t: TestContext, values: Record<string, unknown>): Promise<void> {
  const token = await t.token('admin');
  const current = await t.api('GET', '/api/sitesettings', { token });
  assertStatus(await t.api('PUT', '/api/sitesettings', { token, body: { ...current.data, siteName: 'Hanbit Tax', address: '110 Sejong-daero, Seoul', ...values } }), 200);
}

describeApi(
  'invoices as PDFs (issue 34.5)',
  (t) => {
    test('staff open an entry\'s invoice: the firm, the client, the line, the tax within the total, the payment instructions, in the client\'s language', async () => {
      await setInvoiceSettings(t, { invoicePaymentInstructions: 'Hana Bank 123-456789-01234 (Hanbit Tax)', invoiceTaxRatePercent: 10 });
      const client = await t.api('POST', '/api/client', {
        token: await t.token(),
        body: { name: '홍길동', clientType: 'individual', email: 'hong@example.com', businessNumber: '123-45-67890', locale: 'ko' },
      });
      assertStatus(client, 201);
      const entry = await t.api('POST', '/api/revenue-tracking', {
        token: await t.token(),
        body: { clientId: client.data.id, description: '종합소득세 신고 대행', amount: 330_000, invoiceDate: '2026-11-20', dueDate: '2026-12-20' },
      });
      const { invoiceNumber } = (await t.api('GET', `/api/revenue-tracking/${entry.data.id}`, { token: await t.token() })).data;
      const res = await t.api('GET', `/api/revenue-tracking/${entry.data.id}/invoice`, { token: await t.token('staff') });
      const bytes = assertPdf(res, invoiceNumber);
      const doc = await PDFDocument.load(bytes);
      assert.equal(doc.getTitle(), `청구서 ${invoiceNumber}`);
      assert.ok(bytes.length < 100_000, `${bytes.length} bytes`);
      // 330,000 with 10% VAT included: 300,000 supply value and 30,000 tax (the firm's currency, USD in tests).
      assertHas(bytes, 'Hanbit Tax', '청구서', invoiceNumber, '홍길동', '123-45-67890', '종합소득세 신고 대행', '$330,000.00', '$300,000.00', '$30,000.00', '부가가치세 (10%) 포함', 'Hana Bank 123-456789-01234', '2026년 12월 20일까지 납부해 주십시오.');

      // The same data gives the same bytes; a payment shows at once.
      assert.deepEqual((await t.api('GET', `/api/revenue-tracking/${entry.data.id}/invoice`, { token: await t.token() })).rawPayload, bytes);
      clock.advance(60_000);
      assertStatus(await t.api('PUT', `/api/revenue-tracking/${entry.data.id}/paid`, { token: await t.token() }), 200);
      const paid = assertPdf(await t.api('GET', `/api/revenue-tracking/${entry.data.id}/invoice`, { token: await t.token() }), invoiceNumber);
      assert.notDeepEqual(paid, bytes);
      assertHas(paid, '납부되었습니다');
    });

    test('an English client gets an English invoice; without a tax rate there is no tax line', async () => {
      await setInvoiceSettings(t, { invoicePaymentInstructions: null, invoiceTaxRatePercent: null });
      const client = await t.api('POST', '/api/client', { token: await t.token(), body: { name: 'Jürgen Müller', clientType: 'individual', locale: 'en' } });
      const entry = await t.api('POST', '/api/revenue-tracking', { token: await t.token(), body: { clientId: client.data.id, description: 'Bookkeeping, November', amount: 120.5, invoiceDate: '2026-11-21' } });
      const { invoiceNumber } = (await t.api('GET', `/api/revenue-tracking/${entry.data.id}`, { token: await t.token() })).data;
      const bytes = assertPdf(await t.api('GET', `/api/revenue-tracking/${entry.data.id}/invoice`, { token: await t.token() }), invoiceNumber);
      assertHas(bytes, 'Invoice', 'Jürgen Müller', 'Bookkeeping, November', '$120.50', 'Please pay on receipt.');
      const text = textOf(bytes);
      if (text !== null) assert.ok(!text.includes('VAT'), 'no tax line');
    });

    test('staff: no token 401, a missing entry 404, a bad id 400', async () => {
      assertProblem(await t.api('GET', '/api/revenue-tracking/1/invoice'), 401);
      assertProblem(await t.api('GET', '/api/revenue-tracking/999999/invoice', { token: await t.token() }), 404);
      assertProblem(await t.api('GET', '/api/revenue-tracking/abc/invoice', { token: await t.token() }), 400, { fields: ['id'] });
      assertProblem(await t.api('GET', '/api/revenue-tracking/0/invoice', { token: await t.token() }), 400, { fields: ['id'] });
    });

    test('the portal opens the client\'s own invoices, lists their numbers; another client\'s is 404; a staff token is 401', async () => {
      const client = await invitedClient(t);
      const other = await invitedClient(t);
      const { accessToken: token } = await portalSignIn(t, client.email);
      const own = await t.api('POST', '/api/revenue-tracking', { token: await t.token(), body: { clientId: client.id, description: 'Q3 fee', amount: 80, invoiceDate: '2026-10-02', dueDate: '2026-10-31' } });
      const theirs = await t.api('POST', '/api/revenue-tracking', { token: await t.token(), body: { clientId: other.id, description: 'Other fee', amount: 90, invoiceDate: '2026-10-02' } });
      const list = await t.api('GET', '/api/portal/invoices', { token });
      assertStatus(list, 200);
      const [listed] = list.data.items;
      assert.equal(listed.id, own.data.id);
      assert.match(listed.invoiceNumber, /^2026-\d{4}$/);
      const bytes = assertPdf(await t.api('GET', `/api/portal/invoices/${own.data.id}/pdf`, { token }), listed.invoiceNumber);
      // The staff's PDF and the client's are the same document.
      assert.deepEqual((await t.api('GET', `/api/revenue-tracking/${own.data.id}/invoice`, { token: await t.token() })).rawPayload, bytes);
      assertHas(bytes, 'Q3 fee', listed.invoiceNumber);

      assertProblem(await t.api('GET', `/api/portal/invoices/${theirs.data.id}/pdf`, { token }), 404);
      assertProblem(await t.api('GET', '/api/portal/invoices/999999/pdf', { token }), 404);
      assertProblem(await t.api('GET', '/api/portal/invoices/abc/pdf', { token }), 400, { fields: ['id'] });
      assertProblem(await t.api('GET', `/api/portal/invoices/${own.data.id}/pdf`), 401);
      assertProblem(await t.api('GET', `/api/portal/invoices/${own.data.id}/pdf`, { token: await t.token() }), 401);
      assertProblem(await t.api('GET', `/api/revenue-tracking/${own.data.id}/invoice`, { token }), 401);

      // Marked paid by staff: the portal's list and PDF show it at once.
      assertStatus(await t.api('PUT', `/api/revenue-tracking/${own.data.id}/paid`, { token: await t.token() }), 200);
      const after = await t.api('GET', '/api/portal/invoices', { token });
      assert.equal(after.data.items[0].isPaid, true);
      assert.equal(after.data.totalOutstanding, 0);
      assertHas(assertPdf(await t.api('GET', `/api/portal/invoices/${own.data.id}/pdf`, { token }), listed.invoiceNumber), 'Paid on');
    });

    test('issuing mails the client in their language with the number, amount and due date and a portal link; audited; the entry keeps when; again mails again', async () => {
      const client = await t.api('POST', '/api/client', { token: await t.token(), body: { name: '김민수', clientType: 'individual', email: 'kim-issue@example.com', locale: 'ko' } });
      const entry = await t.api('POST', '/api/revenue-tracking', {
        token: await t.token(),
        body: { clientId: client.data.id, description: '기장 대행', amount: 55_000, invoiceDate: '2026-11-22', dueDate: '2026-12-10' },
      });
      const before = await t.api('GET', `/api/revenue-tracking/${entry.data.id}`, { token: await t.token() });
      assert.equal(before.data.invoiceIssuedAt, null);
      const res = await t.api('POST', `/api/revenue-tracking/${entry.data.id}/invoice/issue`, { token: await t.token('staff') });
      assertStatus(res, 202);
      assert.equal(res.data.mailedTo, 'kim-issue@example.com');
      assert.equal(res.data.issuedAt, clock.now().toISOString());
      const read = await t.api('GET', `/api/revenue-tracking/${entry.data.id}`, { token: await t.token() });
      assert.equal(read.data.invoiceIssuedAt, res.data.issuedAt);
      // Issuing changes no invoiced fact: the entry's updatedAt (and so the PDF's bytes) stay.
      assert.equal(read.data.updatedAt, before.data.updatedAt);
      const [mail] = await outboxTo(t, 'kim-issue@example.com');
      assert.ok(mail);
      assert.equal(mail.subject, `청구서 ${res.data.invoiceNumber} - Hanbit Tax`);
      assert.match(mail.body_text, /김민수/);
      assert.match(mail.body_text, /\$55,000\.00/);
      assert.match(mail.body_text, /2026년 12월 10일까지/);
      assert.ok(mail.body_text.includes(t.app.config.portalUrl));
      const audit = await auditOf(t, 'revenue_entry', entry.data.id);
      assert.deepEqual(audit.at(-1)?.changes?.invoiceNumber, { before: null, after: res.data.invoiceNumber });
      assert.equal(audit.at(-1)?.operation, 'revenue_entry.issue_invoice');
      clock.advance(3_600_000);
      const again = await t.api('POST', `/api/revenue-tracking/${entry.data.id}/invoice/issue`, { token: await t.token() });
      assertStatus(again, 202);
      assert.equal((await outboxTo(t, 'kim-issue@example.com')).length, 2);
      const listed = await t.api('GET', `/api/revenue-tracking/client/${client.data.id}`, { token: await t.token() });
      assert.equal(listed.data.items[0].invoiceIssuedAt, again.data.issuedAt);
      assert.notEqual(again.data.issuedAt, res.data.issuedAt);
    });

    test('issuing: no token 401, a portal token 401, a missing entry 404, a bad id or a body 400, a client without email 400 and nothing mailed', async () => {
      const client = await t.api('POST', '/api/client', { token: await t.token(), body: { name: 'No Mail', clientType: 'individual' } });
      const entry = await t.api('POST', '/api/revenue-tracking', { token: await t.token(), body: { clientId: client.data.id, description: 'Fee', amount: 10, invoiceDate: '2026-11-22' } });
      assertProblem(await t.api('POST', `/api/revenue-tracking/${entry.data.id}/invoice/issue`), 401);
      const portal = await invitedClient(t);
      const { accessToken } = await portalSignIn(t, portal.email);
      assertProblem(await t.api('POST', `/api/revenue-tracking/${entry.data.id}/invoice/issue`, { token: accessToken }), 401);
      assertProblem(await t.api('POST', '/api/revenue-tracking/999999/invoice/issue', { token: await t.token() }), 404);
      assertProblem(await t.api('POST', '/api/revenue-tracking/abc/invoice/issue', { token: await t.token() }), 400, { fields: ['id'] });
      assertProblem(await t.api('POST', `/api/revenue-tracking/${entry.data.id}/invoice/issue`, { token: await t.token(), body: { to: 'x@example.com' } }), 400);
      const before = (await auditOf(t, 'revenue_entry', entry.data.id)).length;
      assertProblem(await t.api('POST', `/api/revenue-tracking/${entry.data.id}/invoice/issue`, { token: await t.token() }), 400, { code: 'client_without_email' });
      assert.equal((await auditOf(t, 'revenue_entry', entry.data.id)).length, before);
      assert.equal((await t.api('GET', `/api/revenue-tracking/${entry.data.id}`, { token: await t.token() })).data.invoiceIssuedAt, null);
    });

    test('ten invoices rendered at once all answer, each its own', async () => {
      const client = await t.api('POST', '/api/client', { token: await t.token(), body: { name: 'Concurrent', clientType: 'business', locale: 'en' } });
      const ids: number[] = [];
      for (let n = 0; n < 10; n++) {
        ids.push((await t.api('POST', '/api/revenue-tracking', { token: await t.token(), body: { clientId: client.data.id, description: `Fee ${n}`, amount: 10 + n, invoiceDate: '2026-11-01' } })).data.id);
      }
      const results = await Promise.all(ids.map(async (id) => t.api('GET', `/api/revenue-tracking/${id}/invoice`, { token: await t.token() })));
      results.forEach((res, n) => assertHas(assertPdf(res, res.headers['content-disposition']!.toString().match(/invoice-(.+)\.pdf/)![1]!), `Fee ${n}`));
    });
  },
  { app: { clock } },
);
