/* storeGeneratedDocument (issue 34 stores letters and invoices as documents): the row, the audit entry, who sees it. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { auditOf } from '../../testing/audit.js';
import { SAMPLES } from '../../testing/documents.js';
import { describeApi } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { deleteClient, newClient } from '../../testing/records.js';
import { systemContext } from '../../testing/service-context.js';
import { storeGeneratedDocument } from './generated.js';

describeApi('generated documents', (t) => {
  test('a generated PDF becomes a document of the client: listed for staff, for the client when visible, audited', async () => {
    const client = await invitedClient(t);
    const ctx = systemContext(t, 'generated-test');
    const shown = await storeGeneratedDocument(ctx, undefined, {
      clientId: client.id,
      fileName: 'Engagement letter 2027.pdf',
      mediaType: 'application/pdf',
      bytes: SAMPLES.pdf,
      visibleToClient: true,
      origin: 'engagement_letter',
    });
    assert.equal(shown.sha256, createHash('sha256').update(SAMPLES.pdf).digest('hex'));
    const hidden = await ctx.db.transaction().execute((trx) =>
      storeGeneratedDocument(ctx, trx, { clientId: client.id, fileName: 'draft/../invoice.pdf', mediaType: 'application/pdf', bytes: SAMPLES.pdf, visibleToClient: false, origin: 'invoice' }),
    );
    const staff = await t.api('GET', `/api/client/${client.id}/documents`, { token: await t.token('staff') });
    assertStatus(staff, 200);
    assert.deepEqual(
      staff.data.items.map((item: { id: number; fileName: string; origin: string; uploader: string; mediaType: string; visibleToClient: boolean }) => [item.id, item.fileName, item.origin, item.uploader, item.mediaType, item.visibleToClient]),
      [
        [hidden.id, 'invoice.pdf', 'invoice', 'system', 'application/pdf', false],
        [shown.id, 'Engagement letter 2027.pdf', 'engagement_letter', 'system', 'application/pdf', true],
      ],
    );
    const portal = await t.api('GET', '/api/portal/documents', { token: (await portalSignIn(t, client.email)).accessToken });
    assert.deepEqual(
      portal.data.items.map((item: { id: number; fromFirm: boolean }) => [item.id, item.fromFirm]),
      [[shown.id, true]],
    );
    assert.deepEqual(
      (await auditOf(t, 'document', shown.id)).map((entry) => entry.operation),
      ['document.create'],
    );
  });

  test('a client that is not visible is 400 client_not_found and nothing is stored; bytes of another type are refused', async () => {
    const ctx = systemContext(t, 'generated-test');
    const gone = await newClient(t);
    await deleteClient(t, gone);
    await assert.rejects(
      storeGeneratedDocument(ctx, undefined, { clientId: gone, fileName: 'x.pdf', mediaType: 'application/pdf', bytes: SAMPLES.pdf, visibleToClient: true, origin: 'invoice' }),
      (error: Error & { code?: string }) => error.code === 'client_not_found',
    );
    await assert.rejects(storeGeneratedDocument(ctx, undefined, { clientId: await newClient(t), fileName: 'x.pdf', mediaType: 'application/pdf', bytes: SAMPLES.png, visibleToClient: true, origin: 'invoice' }), /image\/png/);
    assertProblem(await t.api('GET', '/api/client/987654/documents', { token: await t.token('staff') }), 404);
    const rows = await t.db.selectFrom('documents').select('id').where('client_id', '=', gone).execute();
    assert.deepEqual(rows, []);
  });
});
