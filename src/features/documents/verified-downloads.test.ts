/*
 * Downloads checked in one pass (issue 33, performance): a file stored in the clear keeps the
 * SHA-256 of each 256 KiB segment, and a download releases each segment only after its sum matched.
 * A changed first segment is a 500 problem before anything is sent; a changed later segment cuts
 * the answer short of its Content-Length (over a real socket: what a client sees), with the same
 * alert, and never sends a changed byte. Documents stored before the sums still download, checked
 * whole first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { download, upload } from '../../testing/document-uploads.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { capturedLog } from '../../testing/log-capture.js';
import { newClient } from '../../testing/records.js';

const SEGMENT = 256 * 1024;
/** Three segments, the last one shorter; every byte tells where it is, so a wrong offset shows. */
const CONTENT = Buffer.from(Array.from({ length: 2 * SEGMENT + 1000 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join(''));

const log = capturedLog();

async function stored(t: TestContext): Promise<{ id: number; token: string; file: string }> {
  const token = await t.token('staff');
  const res = await upload(t, `/api/client/${await newClient(t)}/documents`, token, [{ fileName: 'ledger.txt', content: CONTENT }]);
  assertStatus(res, 201);
  const row = await t.db.selectFrom('documents').select(['blob_key', 'segment_sums']).where('id', '=', res.data.id).executeTakeFirstOrThrow();
  assert.equal(row.segment_sums?.length, 3 * 32, 'one SHA-256 per 256 KiB segment');
  const root = (t.app.config.documents.store as { directory: string }).directory;
  return { id: res.data.id, token, file: path.join(root, row.blob_key.slice(0, 2), row.blob_key) };
}

/** A download refused before any byte: 500 document_corrupted as problem+json, not an attachment. */
function assertCorrupted(got: Awaited<ReturnType<typeof download>>): void {
  assert.equal(got.statusCode, 500);
  assert.match(String(got.headers['content-type']), /^application\/problem\+json/);
  assert.equal(JSON.parse(got.body).code, 'document_corrupted');
  assert.equal(got.headers['content-disposition'], undefined);
}

function flip(file: string, at: number): void {
  const bytes = fs.readFileSync(file);
  bytes[at]! ^= 0x01;
  fs.writeFileSync(file, bytes);
}

const listening = new WeakMap<TestContext, Promise<string>>();

/**
 * A GET over a real socket (the app listens from the first one until the suite closes it): the
 * status, the Content-Length promised and every byte that arrived before the end or the cut.
 */
async function fetchOverSocket(t: TestContext, url: string, token: string): Promise<{ status: number; promised: number; body: Buffer; complete: boolean }> {
  if (!listening.has(t)) listening.set(t, t.app.listen({ port: 0, host: '127.0.0.1' }));
  const address = await listening.get(t)!;
  return new Promise((resolve, reject) => {
      http
        .get(`${address}${url}`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
          const chunks: Buffer[] = [];
          const done = (complete: boolean) => resolve({ status: response.statusCode ?? 0, promised: Number(response.headers['content-length']), body: Buffer.concat(chunks), complete });
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.once('end', () => done(response.complete));
          response.once('error', () => done(false));
        })
        .on('error', reject);
  });
}

describeApi(
  'documents: downloads checked segment by segment',
  (t) => {
    test('the whole file and ranges across segments come back exact, from the segment sums recorded at upload', async () => {
      const { id, token } = await stored(t);
      const whole = await download(t, `/api/documents/${id}/content`, token);
      assert.equal(whole.statusCode, 200);
      assert.ok(whole.rawPayload.equals(CONTENT));
      const across = await download(t, `/api/documents/${id}/content`, token, { range: `bytes=${SEGMENT - 10}-${2 * SEGMENT + 9}` });
      assert.equal(across.statusCode, 206);
      assert.ok(across.rawPayload.equals(CONTENT.subarray(SEGMENT - 10, 2 * SEGMENT + 10)));
      const tail = await download(t, `/api/documents/${id}/content`, token, { range: 'bytes=-5' });
      assert.ok(tail.rawPayload.equals(CONTENT.subarray(CONTENT.length - 5)));
    });

    test('a changed first segment is a 500 problem before any byte; a range elsewhere still reads', async () => {
      const { id, token, file } = await stored(t);
      flip(file, 100);
      const got = await download(t, `/api/documents/${id}/content`, token);
      assertCorrupted(got);
      const later = await download(t, `/api/documents/${id}/content`, token, { range: `bytes=${SEGMENT}-${SEGMENT + 99}` });
      assert.equal(later.statusCode, 206);
      assert.ok(later.rawPayload.equals(CONTENT.subarray(SEGMENT, SEGMENT + 100)));
    });

    test('a changed later segment cuts the answer short of its Content-Length, never sends the changed byte, and alerts', async () => {
      const { id, token, file } = await stored(t);
      flip(file, 2 * SEGMENT + 500);
      const got = await fetchOverSocket(t, `/api/documents/${id}/content`, token);
      assert.equal(got.status, 200, 'the answer had started with the first segments');
      assert.equal(got.promised, CONTENT.length);
      assert.equal(got.complete, false, 'the client can tell the answer is incomplete');
      assert.ok(got.body.length <= 2 * SEGMENT, `only the checked segments were sent (${got.body.length} bytes)`);
      assert.ok(got.body.equals(CONTENT.subarray(0, got.body.length)), 'every byte sent is the file’s own');
      assert.ok(log.lines.some((line) => line.includes('"alert":"document_corrupted"') && line.includes(`"documentId":${id}`) && line.includes('segment 2')), 'an error log line for the operator');
      // A range over the changed segment is refused before any byte.
      const range = await download(t, `/api/documents/${id}/content`, token, { range: `bytes=${2 * SEGMENT}-${2 * SEGMENT + 10}` });
      assertCorrupted(range);
    });

    test('a document stored before segment sums were kept still downloads, checked whole before any byte', async () => {
      const { id, token, file } = await stored(t);
      await t.db.updateTable('documents').set({ segment_sums: null }).where('id', '=', id).execute();
      const whole = await download(t, `/api/documents/${id}/content`, token);
      assert.equal(whole.statusCode, 200);
      assert.ok(whole.rawPayload.equals(CONTENT));
      flip(file, 2 * SEGMENT + 500);
      assertCorrupted(await download(t, `/api/documents/${id}/content`, token));
    });

    test('bytes appended to a stored file are never sent, and alert', async () => {
      const { id, token, file } = await stored(t);
      fs.appendFileSync(file, 'tail');
      const got = await fetchOverSocket(t, `/api/documents/${id}/content`, token);
      assert.ok(got.body.length <= CONTENT.length && got.body.equals(CONTENT.subarray(0, got.body.length)), 'the file’s own bytes at most');
      assert.ok(log.lines.some((line) => line.includes('"alert":"document_corrupted"') && line.includes(`"documentId":${id}`) && line.includes('after the end')));
    });
  },
  { app: { logStream: log.stream }, config: { logLevel: 'info' } },
);
