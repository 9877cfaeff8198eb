/*
 * Documents over HTTP (issue 33 items 2 and 3, and its list of bad input and attacks): uploads by
 * staff and by the client against a request, downloads with their headers and ranges, deletion,
 * and every hostile upload refused with its problem and nothing left behind (no row, no blob, no
 * staged file).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertEvery, assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { skipWithoutClamd, startTestClamd, type TestClamd } from '../../testing/clamd.js';
import { BOUNDARY, download, multipart, upload, type Part } from '../../testing/document-uploads.js';
import { EICAR, SAMPLES, REFUSED, storedZip } from '../../testing/documents.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { capturedLog } from '../../testing/log-capture.js';
import { outboxTo } from '../../testing/outbox.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { deleteClient, newClient } from '../../testing/records.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under the documents store (blobs and staged bytes). */
function storeFiles(t: TestContext): string[] {
  const store = t.app.config.documents.store;
  assert.equal(store.kind, 'local');
  const root = (store as { directory: string }).directory;
  const walk = (directory: string): string[] =>
    fs.existsSync(directory)
      ? fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)]))
      : [];
  return walk(root).map((file) => path.relative(root, file));
}

/** What a refused upload must not leave: a row, a blob, a staged file. */
async function nothingStored(t: TestContext, before: { rows: number; files: string[] }): Promise<void> {
  const rows = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  assert.equal(Number(rows.n), before.rows, 'no document row');
  assert.deepEqual(storeFiles(t), before.files, 'no blob and no staged file');
}

async function snapshot(t: TestContext) {
  const rows = await t.db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows: Number(rows.n), files: storeFiles(t) };
}

async function newRequest(t: TestContext, clientId: number, body: Record<string, unknown> = {}): Promise<number> {
  const res = await t.api('POST', `/api/client/${clientId}/document-requests`, { token: await t.token('staff'), body: { title: 'Receipts', dueDate: '2027-01-31', ...body } });
  assertStatus(res, 201);
  return res.data.id;
}

/** Runs with UPLOAD_MAX_MB lowered to `bytes` (the route reads the setting per request). */
async function withLimit<T>(t: TestContext, bytes: number, run: () => Promise<T>): Promise<T> {
  const settings = t.app.config.documents;
  const kept = settings.uploadMaxBytes;
  settings.uploadMaxBytes = bytes;
  try {
    return await run();
  } finally {
    settings.uploadMaxBytes = kept;
  }
}

const log = capturedLog();

describeApi(
  'documents',
  (t) => {
    test('staff upload files for a client (201 with id and sha256 of each); the list and the download give the same bytes with safe headers', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const res = await upload(t, `/api/client/${clientId}/documents`, token, [
        { name: 'visibleToClient', content: 'true' },
        { fileName: '2026 영수증.pdf', type: 'application/pdf', content: SAMPLES.pdf },
        { fileName: 'scan.png', type: 'image/png', content: SAMPLES.png },
      ]);
      assertStatus(res, 201);
      assert.equal(res.data.sha256, sha(SAMPLES.pdf));
      assert.deepEqual(
        res.data.files.map((file: { fileName: string; mediaType: string; size: number; sha256: string }) => [file.fileName, file.mediaType, file.size, file.sha256]),
        [
          ['2026 영수증.pdf', 'application/pdf', SAMPLES.pdf.length, sha(SAMPLES.pdf)],
          ['scan.png', 'image/png', SAMPLES.png.length, sha(SAMPLES.png)],
        ],
      );
      assert.equal(res.headers.location, `/api/documents/${res.data.id}/content`);
      const list = await t.api('GET', `/api/client/${clientId}/documents`, { token });
      assert.deepEqual(
        list.data.items.map((item: { fileName: string; visibleToClient: boolean; uploader: string; origin: string }) => [item.fileName, item.visibleToClient, item.uploader, item.origin]),
        [
          ['scan.png', true, 'staff', 'staff_upload'],
          ['2026 영수증.pdf', true, 'staff', 'staff_upload'],
        ],
      );
      const got = await download(t, `/api/documents/${res.data.id}/content`, token);
      assert.equal(got.statusCode, 200);
      assert.deepEqual(got.rawPayload, SAMPLES.pdf);
      assert.equal(got.headers['content-type'], 'application/pdf');
      assert.equal(got.headers['content-disposition'], "attachment; filename=\"2026 ???.pdf\"; filename*=UTF-8''2026%20%EC%98%81%EC%88%98%EC%A6%9D.pdf");
      assert.equal(got.headers['x-content-type-options'], 'nosniff');
      assert.equal(got.headers['cache-control'], 'no-store');
      assert.equal(got.headers.etag, `"${sha(SAMPLES.pdf)}"`);
      assert.equal(got.headers['accept-ranges'], 'bytes');
      assert.equal((await download(t, `/api/documents/${res.data.id}/content`, token, { 'if-none-match': `"${sha(SAMPLES.pdf)}"` })).statusCode, 304);
      assert.deepEqual(
        (await auditOf(t, 'document', res.data.id)).map((entry) => entry.operation),
        ['document.create'],
      );
    });

    test('ranges: 206 with Content-Range, If-Range of another version gives the whole file, past the end is 416 problem+json', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const res = await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'notes.txt', content: SAMPLES.txt }]);
      assertStatus(res, 201);
      const url = `/api/documents/${res.data.id}/content`;
      const part = await download(t, url, token, { range: 'bytes=6-9' });
      assert.equal(part.statusCode, 206);
      assert.equal(part.body, SAMPLES.txt.subarray(6, 10).toString());
      assert.equal(part.headers['content-range'], `bytes 6-9/${SAMPLES.txt.length}`);
      const tail = await download(t, url, token, { range: 'bytes=-5', 'if-range': `"${sha(SAMPLES.txt)}"` });
      assert.equal(tail.statusCode, 206);
      assert.equal(tail.body, SAMPLES.txt.subarray(-5).toString());
      const stale = await download(t, url, token, { range: 'bytes=0-3', 'if-range': '"0000"' });
      assert.equal(stale.statusCode, 200);
      assert.deepEqual(stale.rawPayload, SAMPLES.txt);
      const beyond = await download(t, url, token, { range: `bytes=${SAMPLES.txt.length + 10}-` });
      assert.equal(beyond.statusCode, 416);
      assert.match(String(beyond.headers['content-type']), /^application\/problem\+json/);
      assert.equal(beyond.headers['content-range'], `bytes */${SAMPLES.txt.length}`);
      assert.equal(JSON.parse(beyond.body).code, 'range_not_satisfiable');
      assert.equal((await download(t, url, token, { range: 'pages=1-2' })).statusCode, 200, 'another unit: the whole file');
    });

    test('the client uploads against their request (it becomes submitted), downloads it, and never reaches another client’s or a staff-only file', async () => {
      const a = await invitedClient(t);
      const b = await invitedClient(t);
      const requestOfA = await newRequest(t, a.id);
      const requestOfB = await newRequest(t, b.id);
      const tokenA = (await portalSignIn(t, a.email)).accessToken;
      const res = await upload(t, `/api/portal/document-requests/${requestOfA}/files`, tokenA, [
        { fileName: 'IMG_0001.HEIC', type: 'image/heic', content: SAMPLES.heic },
        { fileName: 'statement.csv', type: 'text/csv', content: SAMPLES.csv },
      ]);
      assertStatus(res, 201);
      assert.equal(res.headers.location, `/api/portal/documents/${res.data.id}/content`);
      const staffToken = await t.token('staff');
      const requests = await t.api('GET', `/api/client/${a.id}/document-requests`, { token: staffToken });
      assert.equal(requests.data.items[0].status, 'submitted');
      assert.deepEqual(
        requests.data.items[0].files.map((file: { fileName: string; uploader: string; mediaType: string }) => [file.fileName, file.uploader, file.mediaType]),
        [
          ['IMG_0001.HEIC', 'client', 'image/heic'],
          ['statement.csv', 'client', 'text/csv; charset=utf-8'],
        ],
      );
      const staffGot = await download(t, `/api/documents/${res.data.files[1].id}/content`, staffToken);
      assert.deepEqual(staffGot.rawPayload, SAMPLES.csv, 'staff download the same bytes');
      const own = await download(t, `/api/portal/documents/${res.data.id}/content`, tokenA);
      assert.deepEqual(own.rawPayload, SAMPLES.heic);
      const todo = await t.api('GET', '/api/portal/document-requests', { token: tokenA });
      assert.deepEqual(
        todo.data.items[0].files.map((file: { fromFirm: boolean }) => file.fromFirm),
        [false, false],
      );
      // Another client's request: 404, and not a byte stored.
      const before = await snapshot(t);
      assertProblem(await upload(t, `/api/portal/document-requests/${requestOfB}/files`, tokenA, [{ fileName: 'x.pdf', content: SAMPLES.pdf }]), 404);
      await nothingStored(t, before);
      // Another client's document and a staff-only one of their own: 404 alike.
      const hidden = await upload(t, `/api/client/${a.id}/documents`, staffToken, [{ fileName: 'internal memo.txt', content: 'staff only\n' }]);
      assertStatus(hidden, 201);
      assertProblem(await download(t, `/api/portal/documents/${hidden.data.id}/content`, tokenA).then((r) => Object.assign(r, { data: JSON.parse(r.body) })), 404);
      const listed = await t.api('GET', '/api/portal/documents', { token: tokenA });
      assert.ok(!listed.body.includes('internal memo'));
      const tokenB = (await portalSignIn(t, b.email)).accessToken;
      assert.equal((await download(t, `/api/portal/documents/${res.data.id}/content`, tokenB)).statusCode, 404);
      // Accepted: closed for uploads.
      assertStatus(await t.api('PUT', `/api/document-requests/${requestOfA}`, { token: staffToken, body: { status: 'accepted' } }), 200);
      assertProblem(await upload(t, `/api/portal/document-requests/${requestOfA}/files`, tokenA, [{ fileName: 'late.pdf', content: SAMPLES.pdf }]), 409, { code: 'document_request_closed' });
    });

    test('one byte over UPLOAD_MAX_MB is 413 file_too_large, also for a ZIP declared small; the second file over drops the first too', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const before = await snapshot(t);
      const limit = SAMPLES.pdf.length;
      await withLimit(t, limit, async () => {
        const exact = await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'exact.pdf', content: SAMPLES.pdf }]);
        assertStatus(exact, 201);
        assertStatus(await t.api('DELETE', `/api/documents/${exact.data.id}`, { token }), 204);
        const over = Buffer.concat([SAMPLES.pdf, Buffer.from(' ')]);
        assertProblem(await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'over.pdf', content: over }]), 413, { code: 'file_too_large' });
        const bomb = storedZip([{ name: 'a.txt', content: 'A'.repeat(limit * 4) }]);
        assertProblem(await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'small.zip', type: 'application/zip', content: bomb, headers: ['Content-Length: 100'] }]), 413, {
          code: 'file_too_large',
        });
        assertProblem(
          await upload(t, `/api/client/${clientId}/documents`, token, [
            { fileName: 'fine.txt', content: 'fine\n' },
            { fileName: 'over.pdf', content: over },
          ]),
          413,
        );
      });
      await nothingStored(t, before);
    });

    test('hostile files are refused by their bytes (415), whatever their name, and leave nothing', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const before = await snapshot(t);
      for (const [fileName, content] of [
        ['invoice.pdf', REFUSED.exe],
        ['logo.svg', REFUSED.svg],
        ['page.html', REFUSED.html],
        ['run.txt', REFUSED.script],
      ] as const) {
        const res = await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName, type: 'application/pdf', content }]);
        assertProblem(res, 415, { code: 'unsupported_media_type' });
      }
      await nothingStored(t, before);
    });

    test('a truncated body, another field, no file, too many files: 4xx problem+json, nothing stored', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const before = await snapshot(t);
      const truncated = await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'cut.pdf', content: SAMPLES.pdf }], { end: false });
      assertProblem(truncated, 400);
      assertProblem(await upload(t, `/api/client/${clientId}/documents`, token, [{ name: 'colour', content: 'red' }, { fileName: 'a.pdf', content: SAMPLES.pdf }]), 400, { fields: ['colour'] });
      assertProblem(await upload(t, `/api/client/${clientId}/documents`, token, [{ name: 'attachment', fileName: 'a.pdf', content: SAMPLES.pdf }]), 400, { fields: ['attachment'] });
      assertProblem(await upload(t, `/api/client/${clientId}/documents`, token, [{ name: 'visibleToClient', content: 'true' }]), 400, { fields: ['file'] });
      assertProblem(await upload(t, `/api/client/${clientId}/documents`, token, [{ name: 'visibleToClient', content: 'yes' }, { fileName: 'a.pdf', content: SAMPLES.pdf }]), 400, { fields: ['visibleToClient'] });
      assertProblem(await upload(t, `/api/client/${clientId}/documents`, token, Array.from({ length: 11 }, (_, i) => ({ fileName: `${i}.txt`, content: `file ${i}\n` }))), 413);
      assertProblem(await t.api('POST', `/api/client/${clientId}/documents`, { token, body: { file: 'x' } }), 400);
      await nothingStored(t, before);
      const gone = await newClient(t);
      await deleteClient(t, gone);
      assertProblem(await upload(t, `/api/client/${gone}/documents`, token, [{ fileName: 'a.pdf', content: SAMPLES.pdf }]), 404);
      await nothingStored(t, before);
    });

    test('file names are for display only: a path, CR/LF and 300 characters are cleaned; the download header stays one safe line', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const long = `${'가'.repeat(296)}.pdf`;
      const res = await upload(t, `/api/client/${clientId}/documents`, token, [
        { fileName: '../../etc/passwd', content: SAMPLES.txt },
        // A bare CR/LF in a name: the multipart parser (@fastify/busboy) drops the whole part, so it is never stored.
        { dispositionParams: "; filename*=UTF-8''evil%0D%0ASet-Cookie%3A%20a%3Db.pdf", content: SAMPLES.pdf },
        { dispositionParams: "; filename*=UTF-8''bell%07tab%09%E2%80%AEfdp.exe", content: SAMPLES.pdf },
        { fileName: long, content: SAMPLES.pdf },
      ]);
      assertStatus(res, 201);
      const names = res.data.files.map((file: { fileName: string }) => file.fileName);
      assert.equal(names.length, 3);
      assert.equal(names[0], 'passwd');
      assert.equal(names[1], 'belltabfdp.exe', 'control characters and the right-to-left override dropped');
      assert.equal([...names[2]].length, 200);
      assert.ok(names[2].endsWith('.pdf'));
      for (const file of res.data.files) {
        const got = await download(t, `/api/documents/${file.id}/content`, token);
        assert.equal(got.statusCode, 200);
        assert.ok(!/[\r\n]/.test(String(got.headers['content-disposition'])));
        assert.equal(got.headers['set-cookie'], undefined);
      }
      assertEvery(storeFiles(t), (file) => !file.includes('passwd') && !file.includes('evil'), 'storage paths never come from names');
    });

    test('a flipped byte in a stored file is 500 document_corrupted and an error log line, never the bytes', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const content = Buffer.from('The 2026 return, page 1 of 1: nothing to see.\n');
      const res = await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'return.txt', content }]);
      assertStatus(res, 201);
      const row = await t.db.selectFrom('documents').select('blob_key').where('id', '=', res.data.id).executeTakeFirstOrThrow();
      const root = (t.app.config.documents.store as { directory: string }).directory;
      const file = path.join(root, row.blob_key.slice(0, 2), row.blob_key);
      const bytes = fs.readFileSync(file);
      bytes[bytes.length - 3]! ^= 0x01;
      fs.chmodSync(file, 0o600);
      fs.writeFileSync(file, bytes);
      const got = await download(t, `/api/documents/${res.data.id}/content`, token);
      assert.equal(got.statusCode, 500);
      assert.match(String(got.headers['content-type']), /^application\/problem\+json/);
      assert.equal(JSON.parse(got.body).code, 'document_corrupted');
      assert.equal(got.headers['content-disposition'], undefined);
      assert.ok(!got.body.includes('nothing to see'));
      assert.ok(log.lines.some((line) => line.includes('"alert":"document_corrupted"') && line.includes(`"documentId":${res.data.id}`)), 'an error log line for the operator');
    });

    test('deleting is audited; the bytes go once no document names them; 404 after', async () => {
      const token = await t.token('staff');
      const clientId = await newClient(t);
      const content = Buffer.from(`shared bytes ${t.dialect}\n`);
      const first = await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'one.txt', content }]);
      const second = await upload(t, `/api/client/${clientId}/documents`, token, [{ fileName: 'two.txt', content }]);
      const keys = await t.db.selectFrom('documents').select('blob_key').where('id', 'in', [first.data.id, second.data.id]).execute();
      const blobFiles = () => storeFiles(t).filter((file) => keys.some((key) => file.endsWith(key.blob_key)));
      const shared = keys[0]!.blob_key === keys[1]!.blob_key;
      assertStatus(await t.api('DELETE', `/api/documents/${first.data.id}`, { token }), 204);
      if (shared) assert.equal(blobFiles().length, 1, 'the other document still names the bytes');
      assertStatus(await t.api('DELETE', `/api/documents/${second.data.id}`, { token }), 204);
      assert.deepEqual(blobFiles(), [], 'no document names them: removed');
      assertProblem(await t.api('DELETE', `/api/documents/${first.data.id}`, { token }), 404);
      assertProblem(await t.api('GET', `/api/documents/${first.data.id}/content`, { token }), 404);
      const entries = await auditOf(t, 'document', first.data.id);
      assert.deepEqual(
        entries.map((entry) => entry.operation),
        ['document.create', 'document.delete'],
      );
      assert.deepEqual(entries[1]!.changes!.fileName, { before: 'one.txt', after: null });
    });

    test('a client aborting mid-upload leaves no row, no blob and no staged file', async () => {
      const a = await invitedClient(t);
      const requestId = await newRequest(t, a.id);
      const token = (await portalSignIn(t, a.email)).accessToken;
      const before = await snapshot(t);
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { port } = new URL(address);
        const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`);
        const socket = net.connect(Number(port), '127.0.0.1');
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        socket.write(
          `POST /api/portal/document-requests/${requestId}/files HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${head.length + 1_000_000}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(Buffer.alloc(200_000, 'a'));
        // Wait until the server has staged part of the file, then vanish.
        const staging = () => storeFiles(t).filter((file) => file.startsWith('.staging'));
        for (let tries = 0; tries < 500 && staging().length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
        assert.equal(staging().length, 1, 'the upload was being staged when the client went away');
        socket.destroy();
        for (let tries = 0; tries < 500 && staging().length > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
      } finally {
        await new Promise<void>((resolve) => t.app.server.close(() => resolve()));
      }
      await nothingStored(t, before);
      const request = await t.db.selectFrom('document_requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow();
      assert.equal(request.status, 'open');
    });

    test('no token is 401; a portal token is refused on staff operations and a staff token on the portal’s', async () => {
      const client = await invitedClient(t);
      const portalToken = (await portalSignIn(t, client.email)).accessToken;
      const staffToken = await t.token('staff');
      const doc = await upload(t, `/api/client/${client.id}/documents`, staffToken, [{ name: 'visibleToClient', content: 'true' }, { fileName: 'a.txt', content: 'shared\n' }]);
      assertStatus(doc, 201);
      for (const [method, url] of [
        ['POST', `/api/client/${client.id}/documents`],
        ['GET', `/api/documents/${doc.data.id}/content`],
        ['DELETE', `/api/documents/${doc.data.id}`],
        ['POST', '/api/portal/document-requests/1/files'],
        ['GET', `/api/portal/documents/${doc.data.id}/content`],
      ] as const) {
        assert.equal((await t.app.inject({ method, url })).statusCode, 401, `${method} ${url} without a token`);
      }
      assert.equal((await download(t, `/api/documents/${doc.data.id}/content`, portalToken)).statusCode, 401);
      assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.data.id}`, headers: { authorization: `Bearer ${portalToken}` } })).statusCode, 401);
      assert.equal((await download(t, `/api/portal/documents/${doc.data.id}/content`, staffToken)).statusCode, 401);
      assert.equal((await download(t, `/api/portal/documents/${doc.data.id}/content`, portalToken)).statusCode, 200);
    });
  },
  { app: { logStream: log.stream }, config: { logLevel: 'info' } },
);

describe('uploads through the virus scanner (CLAMD_URL)', { skip: skipWithoutClamd }, () => {
  const scanLog = capturedLog();
  describeApi(
    'documents scanned',
    (t) => {
      let clamd: TestClamd;
      before(async () => {
        clamd = await startTestClamd();
      });
      after(() => clamd?.stop());

      test('EICAR is 422 malware_detected: audited on the client, an alert log line, nothing stored; clamd down is 503', async () => {
        const app = await t.otherInstance({ documents: { ...t.app.config.documents, clamdUrl: clamd.url } }, { logStream: scanLog.stream });
        try {
          const token = await t.token('staff');
          const clientId = await newClient(t);
          const before = await snapshot(t);
          const post = (parts: Part[]) => {
            const { payload, headers } = multipart(parts);
            return app.inject({ method: 'POST', url: `/api/client/${clientId}/documents`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
          };
          const clean = await post([{ fileName: 'clean.pdf', content: SAMPLES.pdf }]);
          assert.equal(clean.statusCode, 201, clean.body);
          const listed = await t.api('GET', `/api/client/${clientId}/documents`, { token });
          assert.equal(listed.data.items[0].scan, 'clean');
          assertStatus(await t.api('DELETE', `/api/documents/${JSON.parse(clean.body).id}`, { token }), 204);
          const infected = await post([
            { fileName: 'fine.txt', content: 'fine\n' },
            { fileName: 'invoice.txt', content: EICAR },
          ]);
          assert.equal(infected.statusCode, 422, infected.body);
          assert.equal(JSON.parse(infected.body).code, 'malware_detected');
          await nothingStored(t, before);
          const entries = await auditOf(t, 'client', clientId);
          const detection = entries.find((entry) => entry.operation === 'document.malware_detected');
          assert.ok(detection, 'audited');
          assert.match(String(detection.changes!.signature!.after), /Eicar/);
          assert.ok(scanLog.lines.some((line) => line.includes('"alert":"malware_detected"')), 'an alert log line');
          await clamd.stop();
          const down = await post([{ fileName: 'later.pdf', content: SAMPLES.pdf }]);
          assert.equal(down.statusCode, 503, down.body);
          assert.equal(JSON.parse(down.body).code, 'scanner_unavailable');
          await nothingStored(t, before);
        } finally {
          await app.close();
        }
      });

      test('EICAR from the portal: 422, audited, one alert mail each to the request\'s staff member and an admin, in their language', async () => {
        // A clamd of its own: the test above stops the shared one.
        const ownClamd = await startTestClamd();
        const app = await t.otherInstance({ documents: { ...t.app.config.documents, clamdUrl: ownClamd.url } }, { logStream: scanLog.stream });
        try {
          const staffId = await t.createUser('staff', 'alert-staff@test.example');
          const adminId = await t.createUser('admin', 'alert-admin@test.example');
          await t.db.updateTable('users').set({ locale: 'ko' }).where('id', '=', staffId).execute();
          await t.db.updateTable('users').set({ locale: 'en' }).where('id', '=', adminId).execute();
          const client = await invitedClient(t, { name: 'Malware Client' });
          const requestId = await newRequest(t, client.id, { title: 'Card statements', assignedTo: staffId });
          const portalToken = (await portalSignIn(t, client.email)).accessToken;
          const before = await snapshot(t);
          const { payload, headers } = multipart([{ fileName: 'statement.txt', content: EICAR }]);
          const refused = await app.inject({ method: 'POST', url: `/api/portal/document-requests/${requestId}/files`, payload, headers: { ...headers, authorization: `Bearer ${portalToken}` } });
          assert.equal(refused.statusCode, 422, refused.body);
          assert.equal(JSON.parse(refused.body).code, 'malware_detected');
          await nothingStored(t, before);
          const detections = (await auditOf(t, 'client', client.id)).filter((entry) => entry.operation === 'document.malware_detected');
          assert.equal(detections.length, 1, 'audited once');
          const [toStaff, toAdmin] = [await outboxTo(t, 'alert-staff@test.example'), await outboxTo(t, 'alert-admin@test.example')];
          assert.equal(toStaff.length, 1, 'one mail to the request\'s staff member');
          assert.equal(toAdmin.length, 1, 'one mail to the admin');
          assert.match(toStaff[0]!.subject, /바이러스 검사/);
          assert.match(toStaff[0]!.body_text, /Card statements[\s\S]*statement\.txt[\s\S]*Eicar[\s\S]*고객\(포털\)/);
          assert.match(toAdmin[0]!.subject, /Virus scanner refused an upload for Malware Client/);
          assert.match(toAdmin[0]!.body_text, /Request: "Card statements"[\s\S]*File name: statement\.txt[\s\S]*Detected: .*Eicar[\s\S]*Uploaded by: the client, in the portal/);
          for (const mail of [...toStaff, ...toAdmin]) assert.ok(!mail.body_text.includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE') && !(mail.body_html ?? '').includes('EICAR-STANDARD-ANTIVIRUS-TEST-FILE'), 'never the bytes');
        } finally {
          await app.close();
          await ownClamd.stop();
        }
      });
    },
    { config: { logLevel: 'info' } },
  );
});
