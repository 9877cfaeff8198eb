/* Document requests (issue 33 item 1) over HTTP: staff ask, list and review; the client sees their open ones. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { outboxTo } from '../../testing/outbox.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { deleteClient, newClient } from '../../testing/records.js';

async function newRequest(t: TestContext, clientId: number, body: Record<string, unknown> = {}): Promise<number> {
  const res = await t.api('POST', `/api/client/${clientId}/document-requests`, { token: await t.token('staff'), body: { title: 'Bank statements 2026', dueDate: '2027-01-31', ...body } });
  assertStatus(res, 201);
  return res.data.id;
}

/** What an upload does to a request (the upload tests go through HTTP; here only the review rules). */
async function markSubmitted(t: TestContext, id: number): Promise<void> {
  await t.db.updateTable('document_requests').set({ status: 'submitted', submitted_at: '2026-11-20T10:00:00.000Z' }).where('id', '=', id).execute();
}

describeApi('document requests', (t) => {
  test('staff create a request (201, assigned to them by default) and list it with its files', async () => {
    const token = await t.token('staff');
    const clientId = await newClient(t, 'Requested');
    const filing = await t.api('POST', '/api/taxfiling', { token, body: { clientId, taxType: 'VAT', taxYear: 2026 } });
    assertStatus(filing, 201);
    const res = await t.api('POST', `/api/client/${clientId}/document-requests`, {
      token,
      body: { title: 'Receipts for Q4', description: 'All card receipts\nand invoices', dueDate: '2027-01-15', filingId: filing.data.id },
    });
    assertStatus(res, 201);
    assert.equal(res.headers.location, `/api/client/${clientId}/document-requests`);
    assert.deepEqual(
      { ...res.data, id: 0, createdAt: '', updatedAt: '', assignedTo: 0, createdBy: 0 },
      {
        id: 0,
        clientId,
        title: 'Receipts for Q4',
        description: 'All card receipts\nand invoices',
        dueDate: '2027-01-15',
        filingId: filing.data.id,
        scheduleId: null,
        status: 'open',
        reviewNote: null,
        assignedTo: 0,
        assignedToName: res.data.assignedToName,
        createdBy: 0,
        submittedAt: null,
        reviewedAt: null,
        reviewedBy: null,
        createdAt: '',
        updatedAt: '',
        files: [],
      },
    );
    assert.equal(res.data.assignedTo, res.data.createdBy, 'assigned to its creator by default');
    assert.ok(res.data.assignedTo > 0);
    await newRequest(t, clientId, { dueDate: '2027-03-01', assignedTo: null });
    const list = await t.api('GET', `/api/client/${clientId}/document-requests`, { token });
    assertStatus(list, 200);
    assert.deepEqual(
      list.data.items.map((item: { dueDate: string; assignedTo: number | null }) => [item.dueDate, item.assignedTo === null]),
      [
        ['2027-03-01', true],
        ['2027-01-15', false],
      ],
    );
    assert.equal(list.data.totalCount, 2);
    const open = await t.api('GET', `/api/client/${clientId}/document-requests`, { token, query: { status: 'accepted' } });
    assert.equal(open.data.totalCount, 0);
    const entries = await auditOf(t, 'document_request', res.data.id);
    assert.deepEqual(
      entries.map((entry) => entry.operation),
      ['document_request.create'],
    );
  });

  test('bad input is 400 per field; another client’s filing or schedule is 400 document_link_invalid; a missing or deleted client 404', async () => {
    const token = await t.token('staff');
    const clientId = await newClient(t);
    const before = (await auditOf(t, 'document_request')).length;
    assertProblem(await t.api('POST', `/api/client/${clientId}/document-requests`, { token, body: { title: '', dueDate: '2027-02-30', colour: 'red', filingId: 0 } }), 400, {
      fields: ['title', 'dueDate', 'colour', 'filingId'],
    });
    assertProblem(await t.api('POST', `/api/client/${clientId}/document-requests`, { token, body: { title: 'Line\nbreak', dueDate: '2027-01-01' } }), 400, { fields: ['title'] });
    const other = await newClient(t);
    const filingOfOther = await t.api('POST', '/api/taxfiling', { token, body: { clientId: other, taxType: 'VAT', taxYear: 2026 } });
    assertProblem(await t.api('POST', `/api/client/${clientId}/document-requests`, { token, body: { title: 'X', dueDate: '2027-01-01', filingId: filingOfOther.data.id } }), 400, {
      code: 'document_link_invalid',
      fields: ['filingId'],
    });
    const schedule = await t.api('POST', '/api/taxfilingschedule', { token, body: { clientId: other, taxType: 'VAT', dueDate: '2027-01-25' } });
    assertStatus(schedule, 201);
    assertProblem(await t.api('POST', `/api/client/${clientId}/document-requests`, { token, body: { title: 'X', dueDate: '2027-01-01', scheduleId: schedule.data.id } }), 400, {
      code: 'document_link_invalid',
      fields: ['scheduleId'],
    });
    assertProblem(await t.api('POST', `/api/client/${clientId}/document-requests`, { token, body: { title: 'X', dueDate: '2027-01-01', assignedTo: 987654 } }), 400, { fields: ['assignedTo'] });
    assertProblem(await t.api('POST', '/api/client/987654/document-requests', { token, body: { title: 'X', dueDate: '2027-01-01' } }), 404);
    await deleteClient(t, other);
    assertProblem(await t.api('POST', `/api/client/${other}/document-requests`, { token, body: { title: 'X', dueDate: '2027-01-01' } }), 404);
    assertProblem(await t.api('GET', '/api/client/987654/document-requests', { token }), 404);
    assertStatus(await t.api('GET', `/api/client/${other}/document-requests`, { token }), 200);
    assert.equal((await auditOf(t, 'document_request')).length, before, 'nothing refused was recorded');
  });

  test('review: accept closes, reject needs a note and something to reject; audited; 404 for a missing request', async () => {
    const token = await t.token('staff');
    const clientId = await newClient(t);
    const id = await newRequest(t, clientId);
    assertProblem(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'rejected', reviewNote: 'Blurry' } }), 409, { code: 'document_request_not_submitted' });
    await markSubmitted(t, id);
    assertProblem(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'rejected' } }), 400, { fields: ['reviewNote'] });
    assertProblem(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'open' } }), 400, { fields: ['status'] });
    const rejected = await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'rejected', reviewNote: 'Page 2 is missing' } });
    assertStatus(rejected, 200);
    assert.equal(rejected.data.status, 'rejected');
    assert.equal(rejected.data.reviewNote, 'Page 2 is missing');
    assert.ok(rejected.data.reviewedAt);
    const accepted = await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'accepted' } });
    assertStatus(accepted, 200);
    assert.equal(accepted.data.status, 'accepted');
    assert.equal(accepted.data.reviewNote, null);
    assertStatus(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'accepted' } }), 200);
    const entries = await auditOf(t, 'document_request', id);
    assert.deepEqual(
      entries.map((entry) => entry.operation),
      ['document_request.create', 'document_request.review', 'document_request.review'],
    );
    assert.deepEqual(entries[1]!.changes!.status, { before: 'submitted', after: 'rejected' });
    assertProblem(await t.api('PUT', '/api/document-requests/987654', { token, body: { status: 'accepted' } }), 404);
  });

  test('a rejection mails the client the note in their language (text and HTML, escaped), once per note; nobody without portal access or for an acceptance', async () => {
    const token = await t.token('staff');
    const korean = await invitedClient(t, { locale: 'ko' });
    const id = await newRequest(t, korean.id, { title: '2026년 <b>통장</b> 사본', dueDate: '2027-01-31' });
    await markSubmitted(t, id);
    const invitations = (await outboxTo(t, korean.email)).length;
    const note = '2쪽이 빠졌습니다.\n<script>x</script> 다시 올려 주세요.';
    assertStatus(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'rejected', reviewNote: note } }), 200);
    const mails = (await outboxTo(t, korean.email)).slice(invitations);
    assert.equal(mails.length, 1);
    const mail = mails[0]!;
    assert.match(mail.subject, /^"2026년 <b>통장<\/b> 사본" 서류를 다시 보내 주세요 - /);
    assert.match(mail.body_text, /기한 2027년 1월 31일/);
    assert.ok(mail.body_text.includes('> 2쪽이 빠졌습니다.\n> <script>x</script> 다시 올려 주세요.'), mail.body_text);
    assert.ok(mail.body_text.includes(t.app.config.portalUrl));
    const html = mail.body_html ?? '';
    assert.ok(html.includes('&lt;script&gt;x&lt;/script&gt;') && !html.includes('<script>'), 'the note is escaped in HTML');
    assert.ok(html.includes('2026년 &lt;b&gt;통장&lt;/b&gt; 사본'));

    // The same note again changes nothing the client needs to hear; a new note is mailed.
    assertStatus(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'rejected', reviewNote: note } }), 200);
    assert.equal((await outboxTo(t, korean.email)).length, invitations + 1);
    assertStatus(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'rejected', reviewNote: 'Page 3 too' } }), 200);
    assert.equal((await outboxTo(t, korean.email)).length, invitations + 2);
    assertStatus(await t.api('PUT', `/api/document-requests/${id}`, { token, body: { status: 'accepted' } }), 200);
    assert.equal((await outboxTo(t, korean.email)).length, invitations + 2, 'an acceptance mails nobody');

    const english = await invitedClient(t, { locale: 'en' });
    const second = await newRequest(t, english.id);
    await markSubmitted(t, second);
    assertStatus(await t.api('PUT', `/api/document-requests/${second}`, { token, body: { status: 'rejected', reviewNote: 'Blurry' } }), 200);
    const [englishMail] = (await outboxTo(t, english.email)).filter((row) => row.subject.startsWith('Please send'));
    assert.match(englishMail!.subject, /^Please send "Bank statements 2026" again - /);
    assert.match(englishMail!.body_text, /uploaded for "Bank statements 2026" \(due January 31, 2027\)[\s\S]*> Blurry/);

    const uninvited = await t.api('POST', '/api/client', { token, body: { name: 'No portal', clientType: 'individual', email: 'no-portal@example.com' } });
    assertStatus(uninvited, 201);
    const third = await newRequest(t, uninvited.data.id);
    await markSubmitted(t, third);
    assertStatus(await t.api('PUT', `/api/document-requests/${third}`, { token, body: { status: 'rejected', reviewNote: 'Blurry' } }), 200);
    assert.deepEqual(await outboxTo(t, 'no-portal@example.com'), [], 'a client without portal access cannot read the note there: no mail');
  });

  test('the portal lists the client’s own requests not accepted yet, soonest due first, with overdue; never another client’s', async () => {
    const a = await invitedClient(t);
    const b = await invitedClient(t);
    const late = await newRequest(t, a.id, { title: 'Late one', dueDate: '2020-01-01', description: 'old' });
    const soon = await newRequest(t, a.id, { title: 'Next one', dueDate: '2099-01-01' });
    const done = await newRequest(t, a.id, { title: 'Done one' });
    assertStatus(await t.api('PUT', `/api/document-requests/${done}`, { token: await t.token('staff'), body: { status: 'accepted' } }), 200);
    await newRequest(t, b.id, { title: 'Of B only' });
    const tokenA = (await portalSignIn(t, a.email)).accessToken;
    const res = await t.api('GET', '/api/portal/document-requests', { token: tokenA });
    assertStatus(res, 200);
    assert.deepEqual(
      res.data.items.map((item: { id: number; overdue: boolean }) => [item.id, item.overdue]),
      [
        [late, true],
        [soon, false],
      ],
    );
    assert.deepEqual(Object.keys(res.data.items[0]).sort(), ['description', 'dueDate', 'files', 'id', 'overdue', 'reviewNote', 'status', 'title']);
    assert.ok(!res.body.includes('Of B only'));
  });

  test('no token is 401; a portal token on staff operations and a staff token on the portal’s are refused', async () => {
    const clientId = await newClient(t);
    const id = await newRequest(t, clientId);
    for (const [method, url] of [
      ['POST', `/api/client/${clientId}/document-requests`],
      ['GET', `/api/client/${clientId}/document-requests`],
      ['PUT', `/api/document-requests/${id}`],
      ['GET', '/api/portal/document-requests'],
      ['GET', `/api/client/${clientId}/documents`],
      ['GET', '/api/portal/documents'],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'GET' ? undefined : {} }), 401);
    }
    const client = await invitedClient(t);
    const portalToken = (await portalSignIn(t, client.email)).accessToken;
    assertProblem(await t.api('GET', `/api/client/${client.id}/document-requests`, { token: portalToken }), 401);
    assertProblem(await t.api('PUT', `/api/document-requests/${id}`, { token: portalToken, body: { status: 'accepted' } }), 401);
    assertProblem(await t.api('GET', '/api/portal/document-requests', { token: await t.token('staff') }), 401);
  });
});
