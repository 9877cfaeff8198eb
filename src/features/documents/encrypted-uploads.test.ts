/*
 * Issue 33, "Done when": with DOCUMENTS_ENCRYPTION_KEY set, the store holds no plaintext. The
 * vault's own tests prove it for the envelope (lib/vault.test.ts); this one goes through HTTP on
 * both databases, as staff and a client upload and download, so the key's path from the setting
 * to the rows (key id, wrapped data key) and back to the bytes is covered end to end.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { assertStatus } from '../../testing/assertions.js';
import { download, upload } from '../../testing/document-uploads.js';
import { describeApi, testConfig, type TestContext } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MARKER = 'PLAINTEXT-MARKER-5d21';

/** A text file over several 64 KiB segments, the marker on every line. */
const ledger = (lines: number) => Buffer.from(Array.from({ length: lines }, (_, i) => `${MARKER} ledger line ${i}\n`).join(''));

/** Every file under the documents store, with its bytes. */
function storedFiles(t: TestContext): Array<{ file: string; bytes: Buffer }> {
  const store = t.app.config.documents.store;
  assert.equal(store.kind, 'local');
  const walk = (directory: string): string[] =>
    fs.existsSync(directory)
      ? fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(directory, entry.name)) : [path.join(directory, entry.name)]))
      : [];
  return walk((store as { directory: string }).directory).map((file) => ({ file, bytes: fs.readFileSync(file) }));
}

describeApi(
  'documents encrypted at rest, over HTTP',
  (t) => {
    test('uploads by staff and by the client are stored without plaintext; downloads, whole and ranged, give the same bytes', async () => {
      const staffToken = await t.token('staff');
      const client = await invitedClient(t);
      const fromStaff = ledger(8_000); // ~230 KB: four segments
      const fromClient = ledger(300);
      const shared = await upload(t, `/api/client/${client.id}/documents`, staffToken, [
        { name: 'visibleToClient', content: 'true' },
        { fileName: 'ledger.txt', type: 'text/plain', content: fromStaff },
      ]);
      assertStatus(shared, 201);
      assert.equal(shared.data.sha256, sha(fromStaff), 'the hash is of the plaintext');
      const request = await t.api('POST', `/api/client/${client.id}/document-requests`, { token: staffToken, body: { title: 'Ledger', dueDate: '2027-01-31' } });
      assertStatus(request, 201);
      const clientToken = (await portalSignIn(t, client.email)).accessToken;
      const sent = await upload(t, `/api/portal/document-requests/${request.data.id}/files`, clientToken, [{ fileName: 'mine.txt', type: 'text/plain', content: fromClient }]);
      assertStatus(sent, 201);
      assert.equal(sent.data.sha256, sha(fromClient));

      const rows = await t.db.selectFrom('documents').select(['id', 'blob_key', 'encryption_key_id', 'wrapped_key']).where('id', 'in', [shared.data.id, sent.data.id]).execute();
      assert.equal(rows.length, 2);
      for (const row of rows) {
        assert.ok(row.encryption_key_id && row.wrapped_key, `document ${row.id} has its own wrapped data key`);
        assert.notEqual(row.blob_key, sha(row.id === shared.data.id ? fromStaff : fromClient), 'stored under the ciphertext hash, not the plaintext one');
      }
      const files = storedFiles(t);
      assert.ok(files.length >= 2, 'both files stored');
      for (const { file, bytes } of files) {
        assert.equal(bytes.includes(MARKER), false, `${file} holds plaintext`);
        assert.equal(bytes.subarray(0, 4).toString(), 'TDE1', `${file} is an encrypted envelope`);
      }

      const whole = await download(t, `/api/documents/${shared.data.id}/content`, staffToken);
      assert.equal(whole.statusCode, 200);
      assert.deepEqual(whole.rawPayload, fromStaff);
      assert.equal(whole.headers.etag, `"${sha(fromStaff)}"`);
      const [start, end] = [65_530, 140_000];
      const ranged = await download(t, `/api/portal/documents/${shared.data.id}/content`, clientToken, { range: `bytes=${start}-${end}` });
      assert.equal(ranged.statusCode, 206);
      assert.deepEqual(ranged.rawPayload, fromStaff.subarray(start, end + 1), 'a range across segments decrypts exactly');
      assert.deepEqual((await download(t, `/api/documents/${sent.data.id}/content`, staffToken)).rawPayload, fromClient, "staff download the client's bytes");
    });
  },
  { config: { documents: { ...testConfig().documents, encryptionKey: randomBytes(32).toString('base64') } } },
);
