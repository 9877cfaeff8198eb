import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditCount, auditOf } from '../../testing/audit.js';
import { manualClock } from '../../testing/clock.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { outboxTo } from '../../testing/outbox.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { newClient, newContract } from '../../testing/records.js';
import { SAMPLES } from '../../testing/documents.js';
import { statementsOf } from '../../testing/statements.js';
import { systemContext } from '../../testing/service-context.js';
import { storeGeneratedDocument } from '../../shared/documents/generated.js';
import { createDocumentVault } from '../documents/lib/vault.js';
import { readStoredPdf } from './lib/documents.js';
import { findDocumentContent } from './repository.js';

const clock = manualClock('2027-01-15T03:00:00.000Z');

const BODY = '# Engagement letter\n\nDear {{client.name}},\n\n{{firm.name}} will provide **{{contract.title}}** for {{contract.fee}}.\n\n- Scope: bookkeeping\n- Term: {{contract.startDate}}';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let templates = 0;
async function newTemplate(t: TestContext): Promise<number> {
  const res = await t.api('POST', '/api/engagement-letter-templates', { token: await t.token('admin'), body: { name: `Letter ${++templates}`, bodies: { en: BODY, ko: BODY } } });
  assertStatus(res, 201);
  return res.data.id;
}

/** A portal client with a contract and a letter sent to them, signed in to the portal just now. */
async function sentLetter(t: TestContext) {
  const client = await invitedClient(t, { locale: 'en' });
  const session = await portalSignIn(t, client.email);
  const contractId = await newContract(t, client.id, { title: 'Bookkeeping 2027', contractNumber: `C-${Math.random().toString(36).slice(2, 8)}`, feeAmount: 1200 });
  const sent = await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token: await t.token('staff'), body: { templateId: await newTemplate(t) } });
  assertStatus(sent, 201);
  return { client, contractId, letter: sent.data, portal: session.accessToken, refreshToken: session.refreshToken };
}

function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `letter-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

async function portalPdf(t: TestContext, contractId: number, token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/portal/engagements/${contractId}/letter/pdf`, headers: { authorization: `Bearer ${token}` } });
  return res;
}

/** POST /api/documents/verify with the bytes as the multipart part `file`. */
async function verify(t: TestContext, bytes: Buffer, token: string) {
  const boundary = 'letter-verify-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/documents/verify', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return { status: res.statusCode, type: String(res.headers['content-type']), data: res.json() };
}

describeApi('engagement letters', (t) => {
  test('send renders the PDF, stores it as the client’s document, records its hash, mails the client, audits', async () => {
    const { client, contractId, letter } = await sentLetter(t);
    assert.equal(letter.status, 'sent');
    assert.match(letter.originalSha256, /^[0-9a-f]{64}$/);
    assert.equal(letter.language, 'en');
    assert.equal(letter.signer, null);
    const document = await t.db.selectFrom('documents').select(['client_id', 'sha256', 'visible_to_client', 'origin', 'media_type']).where('id', '=', letter.documentId).executeTakeFirstOrThrow();
    assert.deepEqual(document, { client_id: client.id, sha256: letter.originalSha256, visible_to_client: true, origin: 'engagement_letter', media_type: 'application/pdf' });
    const mails = (await outboxTo(t, client.email)).filter((mail) => /engagement letter/i.test(mail.subject));
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.body_text, /Bookkeeping 2027/);
    const read = await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await t.token('staff') });
    assertStatus(read, 200);
    assert.deepEqual(read.data, letter);
    assert.deepEqual((await auditOf(t, 'contract', contractId)).map((entry) => entry.operation).filter((op) => op.startsWith('engagement_letter')), ['engagement_letter.send']);
  });

  test('one open letter per contract; resend mails again; withdraw hides it from the client; a new one can follow', async () => {
    const { client, contractId, portal } = await sentLetter(t);
    const token = await t.token('staff');
    const templateId = await newTemplate(t);
    assertProblem(await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token, body: { templateId } }), 409, { code: 'letter_already_open' });
    clock.advance(60_000);
    const resent = await t.api('POST', `/api/contract/${contractId}/engagement-letter/resend`, { token });
    assertStatus(resent, 200);
    assert.equal(resent.data.resentAt, clock.now().toISOString());
    assert.equal((await outboxTo(t, client.email)).filter((mail) => /engagement letter/i.test(mail.subject)).length, 2);
    assertStatus(await t.api('DELETE', `/api/contract/${contractId}/engagement-letter`, { token }), 204);
    assert.equal((await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token })).data.status, 'withdrawn');
    assertProblem(await t.api('GET', `/api/portal/engagements/${contractId}/letter`, { token: portal }), 404);
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: portal, body: { fullName: 'Kim', consent: true, sha256: 'a'.repeat(64) } }), 404);
    assertProblem(await t.api('POST', `/api/contract/${contractId}/engagement-letter/resend`, { token }), 404);
    assertProblem(await t.api('DELETE', `/api/contract/${contractId}/engagement-letter`, { token }), 404);
    const withdrawnId = (await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token })).data.id;
    const again = await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token, body: { templateId } });
    assertStatus(again, 201);
    assert.notEqual(again.data.id, withdrawnId);
    assert.equal((await t.api('GET', `/api/portal/engagements/${contractId}/letter`, { token: portal })).data.status, 'sent');
    const ops = (await auditOf(t, 'contract', contractId)).map((entry) => entry.operation).filter((op) => op.startsWith('engagement_letter'));
    assert.deepEqual(ops, ['engagement_letter.send', 'engagement_letter.resend', 'engagement_letter.withdraw', 'engagement_letter.send']);
  });

  test('the client reads the letter, opens the PDF (viewed, audited) and signs it: the evidence, the hashes and the audit agree', async () => {
    const { client, contractId, letter, portal } = await sentLetter(t);
    const shown = await t.api('GET', `/api/portal/engagements/${contractId}/letter`, { token: portal });
    assertStatus(shown, 200);
    assert.equal(shown.data.sha256, letter.originalSha256);
    assert.equal(shown.data.contractTitle, 'Bookkeeping 2027');
    assert.match(shown.data.consentText, /paper copy/);
    const pdf = await portalPdf(t, contractId, portal);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(String(pdf.headers['content-disposition']), /^inline;.*filename\*=UTF-8''Engagement%20letter\.pdf$/);
    assert.equal(sha256(pdf.rawPayload), letter.originalSha256);
    assert.match(pdfText(pdf.rawPayload), /Bookkeeping 2027/);
    assert.equal((await t.api('GET', `/api/portal/engagements/${contractId}/letter`, { token: portal })).data.status, 'viewed');

    clock.advance(5 * 60_000);
    const signed = await t.api('POST', `/api/portal/engagements/${contractId}/sign`, {
      token: portal,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
      body: { fullName: '  Kim   Minji ', consent: true, sha256: letter.originalSha256.toUpperCase() },
    });
    assertStatus(signed, 200);
    assert.equal(signed.data.status, 'signed');
    assert.equal(signed.data.signerName, 'Kim Minji');

    const evidence = (await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await t.token('staff') })).data;
    assert.equal(evidence.status, 'signed');
    assert.equal(evidence.signedAt, clock.now().toISOString());
    assert.equal(evidence.signer.name, 'Kim Minji');
    assert.equal(evidence.signer.method, 'link');
    assert.equal(evidence.signer.userAgent, 'Mozilla/5.0 (Linux; Android 14) Mobile');
    assert.ok(evidence.signer.ip);
    assert.equal(evidence.signer.consentText, shown.data.consentText);
    assert.match(evidence.signedSha256, /^[0-9a-f]{64}$/);
    assert.notEqual(evidence.signedDocumentId, evidence.documentId);

    const signedPdf = await portalPdf(t, contractId, portal);
    assert.equal(sha256(signedPdf.rawPayload), evidence.signedSha256);
    assert.match(String(signedPdf.headers['content-disposition']), /filename\*=UTF-8''Engagement%20letter%20\(signed\)\.pdf$/);
    const text = pdfText(signedPdf.rawPayload);
    assert.match(text, /Bookkeeping 2027/);
    assert.match(text, /Certificate of electronic signature/);
    assert.match(text, /Kim Minji/);
    assert.ok(text.replace(/\s+/g, '').includes(letter.originalSha256), 'the original hash on the certificate');
    assert.match(text, /Android 14/);
    assert.match(text, new RegExp(clock.now().toISOString().replace(/\./g, '\\.')));

    const contract = (await t.api('GET', `/api/contract/${contractId}`, { token: await t.token('staff') })).data;
    assert.equal(contract.signedAt, clock.now().toISOString());
    assert.equal(contract.status, 'active', 'the signature makes the draft contract active');
    assert.deepEqual(
      (await auditOf(t, 'contract', contractId)).filter((entry) => entry.operation === 'contract.update'),
      [
        {
          operation: 'contract.update',
          userId: null,
          actorClientId: client.id,
          recordId: String(contractId),
          changes: { signedAt: { before: null, after: clock.now().toISOString() }, status: { before: 'draft', after: 'active' } },
        },
      ],
    );
    const ops = (await auditOf(t, 'contract', contractId)).map((entry) => entry.operation).filter((op) => op.startsWith('engagement_letter'));
    assert.deepEqual(ops, ['engagement_letter.send', 'engagement_letter.view', 'engagement_letter.consent', 'engagement_letter.sign', 'engagement_letter.view']);
    const sign = (await auditOf(t, 'contract', contractId)).find((entry) => entry.operation === 'engagement_letter.sign')!;
    assert.equal((sign.changes as Record<string, { after: unknown }>).signedSha256!.after, evidence.signedSha256);
  });

  test('a signature keeps what staff recorded on the contract: an earlier signing date and a status past draft', async () => {
    const { contractId, letter, portal } = await sentLetter(t);
    const token = await t.token('staff');
    const before = (await t.api('GET', `/api/contract/${contractId}`, { token })).data;
    assertStatus(await t.api('PUT', `/api/contract/${contractId}`, { token, body: { ...before, status: 'completed', signedAt: '2026-12-20T01:00:00.000Z' } }), 200);
    const saved = (await t.api('GET', `/api/contract/${contractId}`, { token })).data;
    clock.advance(60_000);
    assertStatus(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: portal, body: { fullName: 'Kim Minji', consent: true, sha256: letter.originalSha256 } }), 200);
    assert.deepEqual((await t.api('GET', `/api/contract/${contractId}`, { token })).data, saved);
    const updates = (await auditOf(t, 'contract', contractId)).filter((entry) => entry.operation === 'contract.update');
    assert.deepEqual(
      updates.map((entry) => entry.actorClientId),
      [null],
      'only the staff member’s save, no update by the signature',
    );
  });

  test('bad signatures change nothing: twice, consent false, empty or 300-character name, wrong hash, another client, old session', async () => {
    const { contractId, letter, portal, refreshToken } = await sentLetter(t);
    const sign = (body: Record<string, unknown>, token = portal) => t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token, body: { fullName: 'Kim', consent: true, sha256: letter.originalSha256, ...body } });
    const other = await invitedClient(t);
    const otherToken = (await portalSignIn(t, other.email)).accessToken;
    const count = await auditCount(t);
    assertProblem(await sign({ consent: false }), 400, { fields: ['consent'] });
    assertProblem(await sign({ consent: 'yes' }), 400, { fields: ['consent'] });
    assertProblem(await sign({ fullName: '' }), 400, { fields: ['fullName'] });
    assertProblem(await sign({ fullName: '   ' }), 400, { fields: ['fullName'] });
    assertProblem(await sign({ fullName: 'x'.repeat(300) }), 400, { fields: ['fullName'] });
    assertProblem(await sign({ sha256: 'nothex' }), 400, { fields: ['sha256'] });
    assertProblem(await sign({ sha256: 'b'.repeat(64) }), 409, { code: 'letter_changed' });
    assertProblem(await sign({}, otherToken), 404);
    assertProblem(await t.api('GET', `/api/portal/engagements/${contractId}/letter`, { token: otherToken }), 404);
    assert.equal((await portalPdf(t, contractId, otherToken)).statusCode, 404);
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: await t.token('admin'), body: { fullName: 'Kim', consent: true, sha256: letter.originalSha256 } }), 401);
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { body: { fullName: 'Kim', consent: true, sha256: letter.originalSha256 } }), 401);
    // Sixteen minutes after the sign-in: the access token is refreshed, the session is not new.
    clock.advance(16 * 60_000);
    const refreshed = await t.api('POST', '/api/portal/auth/refresh', { body: { refreshToken } });
    assertStatus(refreshed, 200);
    assertProblem(await sign({}, refreshed.data.accessToken), 403, { code: 'recent_sign_in_required' });
    assert.equal(await auditCount(t), count, 'nothing audited');
    assert.equal((await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await t.token() })).data.status, 'sent');
    // A new sign-in may sign; a second signature is refused.
    const { client } = { client: (await t.db.selectFrom('clients').select('email').where('id', '=', letter.clientId).executeTakeFirstOrThrow()) };
    assertStatus(await t.api('POST', `/api/client/${letter.clientId}/portal-invitation`, { token: await t.token() }), 202);
    const fresh = (await portalSignIn(t, client.email!)).accessToken;
    assertStatus(await sign({}, fresh), 200);
    assertProblem(await sign({}, fresh), 409, { code: 'letter_already_signed' });
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/decline`, { token: fresh, body: { reason: 'No' } }), 409, { code: 'letter_already_signed' });
    assertProblem(await t.api('DELETE', `/api/contract/${contractId}/engagement-letter`, { token: await t.token() }), 409, { code: 'letter_already_signed' });
    assertProblem(await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token: await t.token(), body: { templateId: await newTemplate(t) } }), 409, { code: 'letter_already_signed' });
  });

  test('a letter whose stored PDF changed after sending cannot be signed (409 letter_changed), nothing changes', async () => {
    const { contractId, letter, portal } = await sentLetter(t);
    // The stored row now names other bytes (as if someone swapped the document).
    await t.db.updateTable('documents').set({ sha256: 'c'.repeat(64) }).where('id', '=', letter.documentId).execute();
    const count = await auditCount(t);
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: portal, body: { fullName: 'Kim', consent: true, sha256: letter.originalSha256 } }), 409, { code: 'letter_changed' });
    assert.equal(await auditCount(t), count);
    assert.equal((await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await t.token() })).data.status, 'sent');
    assert.equal((await t.db.selectFrom('engagement_letters').select('signed_document_id').where('id', '=', letter.id).executeTakeFirstOrThrow()).signed_document_id, null);
  });

  test('the client\'s contract list names each contract\'s newest letter (a withdrawn one too), in two statements whatever the page\'s size', async () => {
    const { client, contractId: sent } = await sentLetter(t);
    const token = await t.token('staff');
    const withdrawn = await newContract(t, client.id, { title: 'Withdrawn letter', contractNumber: `C-${Math.random().toString(36).slice(2, 8)}` });
    assertStatus(await t.api('POST', `/api/contract/${withdrawn}/engagement-letter`, { token, body: { templateId: await newTemplate(t) } }), 201);
    assertStatus(await t.api('DELETE', `/api/contract/${withdrawn}/engagement-letter`, { token }), 204);
    const resent = await newContract(t, client.id, { title: 'Withdrawn, then sent again', contractNumber: `C-${Math.random().toString(36).slice(2, 8)}` });
    assertStatus(await t.api('POST', `/api/contract/${resent}/engagement-letter`, { token, body: { templateId: await newTemplate(t) } }), 201);
    assertStatus(await t.api('DELETE', `/api/contract/${resent}/engagement-letter`, { token }), 204);
    assertStatus(await t.api('POST', `/api/contract/${resent}/engagement-letter`, { token, body: { templateId: await newTemplate(t) } }), 201);
    const none = await newContract(t, client.id, { title: 'No letter', contractNumber: `C-${Math.random().toString(36).slice(2, 8)}` });

    const list = await t.api('GET', `/api/contract/client/${client.id}`, { token, query: { pageSize: 10 } });
    assertStatus(list, 200);
    const letters = new Map((list.data.items as Array<{ id: number; letter: { status: string; sentAt: string } | null }>).map((item) => [item.id, item.letter?.status ?? null]));
    assert.deepEqual([sent, withdrawn, resent, none].map((id) => letters.get(id)), ['sent', 'withdrawn', 'sent', null]);
    const item = (list.data.items as Array<{ id: number; letter: { sentAt: string } | null }>).find((row) => row.id === sent)!;
    assert.equal(item.letter!.sentAt, clock.now().toISOString());
    // No read per row: the page, its count and one statement for the page's letters.
    const sentFor = async (pageSize: number) => (await statementsOf(t, () => t.api('GET', `/api/contract/client/${client.id}`, { token, query: { pageSize } }))).filter((s) => /engagement_letters/.test(s.sql)).length;
    assert.deepEqual([await sentFor(1), await sentFor(4)], [1, 1]);
  });

  test('a flipped byte in the stored PDF: refused as changed, never signed', async () => {
    const { contractId, letter, portal } = await sentLetter(t);
    const stored = await t.db.selectFrom('documents').select('blob_key').where('id', '=', letter.documentId).executeTakeFirstOrThrow();
    const dir = (t.app.config.documents.store as { directory: string }).directory;
    const file = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).find((entry) => entry.isFile() && entry.name.includes(stored.blob_key));
    assert.ok(file, 'the stored blob');
    const full = path.join(file.parentPath, file.name);
    const bytes = fs.readFileSync(full);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0x01;
    fs.chmodSync(full, 0o600);
    fs.writeFileSync(full, bytes);
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: portal, body: { fullName: 'Kim', consent: true, sha256: letter.originalSha256 } }), 409, { code: 'letter_changed' });
    assert.equal((await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await t.token() })).data.status, 'sent');
    assert.equal((await portalPdf(t, contractId, portal)).statusCode, 404, 'nor shown to the client');
  });

  test('a flipped byte: readStoredPdf refuses it on each of the vault’s checks (segment sums, the whole-file hash of a file stored before them, AES-GCM)', async () => {
    const clientId = await newClient(t);
    const encrypted = createDocumentVault({ documents: { ...t.app.config.documents, encryptionKey: randomBytes(32).toString('base64') } });
    const cases = [
      { name: 'segment sums', ctx: systemContext(t, 'letters-flip-test'), legacy: false },
      { name: 'whole-file hash', ctx: systemContext(t, 'letters-flip-test'), legacy: true },
      { name: 'AES-GCM', ctx: systemContext(t, 'letters-flip-test', { documents: encrypted }), legacy: false },
    ];
    for (const [index, { name, ctx, legacy }] of cases.entries()) {
      // Bytes of their own (a comment line), so no other document shares the blob.
      const pdf = Buffer.concat([SAMPLES.pdf, Buffer.from(`% flip ${index} ${t.dialect}\n`, 'latin1'), randomBytes(300_000)]);
      const { id } = await storeGeneratedDocument(ctx, undefined, { clientId, fileName: 'Engagement letter.pdf', mediaType: 'application/pdf', bytes: pdf, visibleToClient: true, origin: 'engagement_letter' });
      if (legacy) await t.db.updateTable('documents').set({ segment_sums: null }).where('id', '=', id).execute();
      const stored = (await findDocumentContent(t.db, id))!;
      assert.equal(stored.content.encryption !== null, name === 'AES-GCM', name);
      assert.deepEqual(await readStoredPdf(ctx, stored.content), pdf, `${name}: the bytes as stored`);
      const dir = (t.app.config.documents.store as { directory: string }).directory;
      const file = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).find((entry) => entry.isFile() && entry.name.includes(stored.content.blobKey));
      assert.ok(file, `${name}: the stored blob`);
      const full = path.join(file.parentPath, file.name);
      const bytes = fs.readFileSync(full);
      // Past the first segment, so the change is found mid-read, not before the first byte.
      const at = bytes.length - 1000;
      bytes[at] = bytes[at]! ^ 0x01;
      fs.chmodSync(full, 0o600);
      fs.writeFileSync(full, bytes);
      assert.equal(await readStoredPdf(ctx, stored.content), null, `${name}: a flipped byte is refused`);
    }
  });

  test('the client declines with a reason; staff see it; it can be neither signed nor withdrawn, a new letter can be sent', async () => {
    const { contractId, letter, portal } = await sentLetter(t);
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/decline`, { token: portal, body: { reason: '' } }), 400, { fields: ['reason'] });
    const declined = await t.api('POST', `/api/portal/engagements/${contractId}/decline`, { token: portal, body: { reason: 'The fee is higher than agreed.' } });
    assertStatus(declined, 200);
    assert.equal(declined.data.status, 'declined');
    const evidence = (await t.api('GET', `/api/contract/${contractId}/engagement-letter`, { token: await t.token() })).data;
    assert.equal(evidence.declineReason, 'The fee is higher than agreed.');
    assertProblem(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: portal, body: { fullName: 'Kim', consent: true, sha256: letter.originalSha256 } }), 409, { code: 'letter_not_open' });
    assertProblem(await t.api('DELETE', `/api/contract/${contractId}/engagement-letter`, { token: await t.token() }), 409, { code: 'letter_not_open' });
    assertStatus(await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token: await t.token(), body: { templateId: await newTemplate(t) } }), 201);
    assert.deepEqual((await auditOf(t, 'contract', contractId)).map((entry) => entry.operation).filter((op) => op.startsWith('engagement_letter')), ['engagement_letter.send', 'engagement_letter.decline', 'engagement_letter.send']);
  });

  test('the portal’s engagements name each contract’s newest letter that is not withdrawn; letter=waiting lists those to sign (the to-do list)', async () => {
    const { client, contractId, portal } = await sentLetter(t);
    const token = await t.token('staff');
    const quiet = await newContract(t, client.id, { title: 'No letter', contractNumber: `C-${Math.random().toString(36).slice(2, 8)}` });
    const list = async (query = '') => {
      const res = await t.api('GET', `/api/portal/engagements${query}`, { token: portal });
      assertStatus(res, 200);
      return res.data as { items: Array<{ id: number; letter: { status: string; sentAt: string } | null }>; totalCount: number };
    };
    const letterOf = async (id: number) => (await list()).items.find((item) => item.id === id)?.letter;
    assert.deepEqual(await letterOf(contractId), { status: 'sent', sentAt: clock.now().toISOString() });
    assert.equal(await letterOf(quiet), null);
    const waiting = await list('?letter=waiting');
    assert.deepEqual([waiting.items.map((item) => item.id), waiting.totalCount], [[contractId], 1]);

    // Declined: shown as declined, no longer waiting; a new letter waits again; withdrawn, the declined one shows.
    assertStatus(await t.api('POST', `/api/portal/engagements/${contractId}/decline`, { token: portal, body: { reason: 'Not now.' } }), 200);
    assert.equal((await letterOf(contractId))?.status, 'declined');
    assert.equal((await list('?letter=waiting')).totalCount, 0);
    clock.advance(60_000);
    assertStatus(await t.api('POST', `/api/contract/${contractId}/engagement-letter`, { token, body: { templateId: await newTemplate(t) } }), 201);
    assert.deepEqual(await letterOf(contractId), { status: 'sent', sentAt: clock.now().toISOString() });
    assert.deepEqual((await list('?letter=waiting')).items.map((item) => item.id), [contractId]);
    assertStatus(await t.api('DELETE', `/api/contract/${contractId}/engagement-letter`, { token }), 204);
    assert.equal((await letterOf(contractId))?.status, 'declined');
    assert.equal((await list('?letter=waiting')).totalCount, 0);
    assertProblem(await t.api('GET', '/api/portal/engagements?letter=signed', { token: portal }), 400, { fields: ['letter'] });
  });

  test('verify recognises the letter as sent and as signed, byte for byte; a changed byte or a truncated copy is 422 naming what it claims to be', async () => {
    const { contractId, letter, portal } = await sentLetter(t);
    const admin = await t.token('admin');
    const original = (await portalPdf(t, contractId, portal)).rawPayload;
    const asSent = await verify(t, original, admin);
    assert.equal(asSent.status, 200);
    assert.equal(asSent.data.matches, true);
    assert.equal(asSent.data.version, 'original');
    assert.equal(asSent.data.letter.id, letter.id);
    assertStatus(await t.api('POST', `/api/portal/engagements/${contractId}/sign`, { token: portal, body: { fullName: 'Kim', consent: true, sha256: letter.originalSha256 } }), 200);
    const signed = (await portalPdf(t, contractId, portal)).rawPayload;
    const asSigned = await verify(t, signed, admin);
    assert.equal(asSigned.status, 200);
    assert.equal(asSigned.data.version, 'signed');
    assert.equal(asSigned.data.letter.signer.name, 'Kim');

    const forged = Buffer.from(signed);
    forged[forged.length - 40] = forged[forged.length - 40]! ^ 0x20;
    const changed = await verify(t, forged, admin);
    assert.equal(changed.status, 422);
    assert.match(changed.type, /application\/problem\+json/);
    assert.equal(changed.data.code, 'document_not_verified');
    assert.equal(changed.data.sha256, sha256(forged));
    assert.equal(changed.data.claimedLetter?.contractId, contractId);

    const truncated = await verify(t, signed.subarray(0, signed.length >> 1), admin);
    assert.equal(truncated.status, 422);
    assert.equal(truncated.data.code, 'document_not_verified');
    const notPdf = await verify(t, Buffer.from('MZ\x90\x00 not a pdf'), admin);
    assert.equal(notPdf.status, 422);
    assert.equal(notPdf.data.claimedLetter, null);

    assert.equal((await verify(t, original, await t.token('staff'))).status, 403);
    assertProblem(await t.api('POST', '/api/documents/verify', { token: admin, body: {} }), 400, { fields: ['file'] });
  });

  test('staff operations: 404 for a missing contract or letter, 400 for a missing template or a client without email, 401 without a token', async () => {
    const token = await t.token('staff');
    const templateId = await newTemplate(t);
    assertProblem(await t.api('POST', '/api/contract/987654/engagement-letter', { token, body: { templateId } }), 404);
    assertProblem(await t.api('GET', '/api/contract/987654/engagement-letter', { token }), 404);
    const noEmail = await newContract(t, await newClient(t));
    assertProblem(await t.api('POST', `/api/contract/${noEmail}/engagement-letter`, { token, body: { templateId } }), 400, { code: 'client_without_email' });
    assertProblem(await t.api('GET', `/api/contract/${noEmail}/engagement-letter`, { token }), 404);
    const withEmail = await newContract(t, (await invitedClient(t)).id);
    assertProblem(await t.api('POST', `/api/contract/${withEmail}/engagement-letter`, { token, body: { templateId: 987654 } }), 400, { code: 'template_not_found', fields: ['templateId'] });
    assertProblem(await t.api('POST', `/api/contract/${withEmail}/engagement-letter`, { token, body: { templateId, extra: 1 } }), 400, { fields: ['extra'] });
    for (const [method, url] of [
      ['POST', `/api/contract/${withEmail}/engagement-letter`],
      ['GET', `/api/contract/${withEmail}/engagement-letter`],
      ['POST', `/api/contract/${withEmail}/engagement-letter/resend`],
      ['DELETE', `/api/contract/${withEmail}/engagement-letter`],
      ['GET', `/api/portal/engagements/${withEmail}/letter`],
    ] as const) {
      assertProblem(await t.api(method, url, { body: method === 'POST' && !url.endsWith('resend') ? { templateId } : undefined }), 401);
    }
  });
}, { app: { clock } });
