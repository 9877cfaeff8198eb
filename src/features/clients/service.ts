import { changedFields, type ChangeOptions } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { countClient, moveClientCount } from '../../shared/clients/client-counts.js';
import { clientWriteProblem, insertClient, type ClientInput } from '../../shared/clients/client-store.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { NotFoundError } from '../../shared/errors.js';
import { addOpenWorkOfClient } from '../../shared/tax/open-work-counts.js';
import type { Static } from 'typebox';
import { findClient, lockClientKind, softDeleteClient, updateClient as updateClientRow, type ClientRecord } from './repository.js';

import type { CreateClientRequest, UpdateClientRequest } from './schemas.js';

/** Optional fields left out are null: an update replaces the whole client. */
function inputOf(body: Static<typeof CreateClientRequest> | Static<typeof UpdateClientRequest>): ClientInput {
  return {
    name: body.name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    clientType: body.clientType,
    companyId: body.companyId ?? null,
    businessNumber: body.businessNumber ?? null,
    address: body.address ?? null,
    status: body.status ?? 'active',
    notes: body.notes ?? null,
    remindByEmail: body.remindByEmail ?? false,
  };
}

/** What the audit trail keeps of a client: derived and bookkeeping fields left out, the business number masked. */
const AUDITED: ChangeOptions = { ignore: ['id', 'companyName', 'createdAt', 'sourceInquiryId'], masked: ['businessNumber'] };

export async function createClient(ctx: ServiceContext, body: Static<typeof CreateClientRequest>): Promise<ClientRecord> {
  const input = inputOf(body);
  const now = nowIso(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const id = await insertClient(trx, input, now);
      await countClient(trx, { ...input, createdAt: now }, 1);
      const client = (await findClient(trx, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'client.create', recordType: 'client', recordId: id, changes: changedFields(null, client, AUDITED) });
      return client;
    });
  } catch (error) {
    throw await clientWriteProblem(ctx.db, error, input);
  }
}

export async function updateClient(ctx: ServiceContext, id: number, body: Static<typeof UpdateClientRequest>): Promise<ClientRecord> {
  const input = inputOf(body);
  const now = nowIso(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const kind = await lockClientKind(trx, ctx.dialect, id);
      const before = await findClient(trx, id);
      if (!kind || !before || !(await updateClientRow(trx, id, input, now))) throw new NotFoundError('Client', id);
      if (kind.status !== input.status || kind.clientType !== input.clientType) {
        await moveClientCount(trx, kind, input);
      }
      const after = (await findClient(trx, id))!;
      await recordAudit(trx, ctx.actor, { at: now, operation: 'client.update', recordType: 'client', recordId: id, changes: changedFields(before, after, AUDITED) });
      return after;
    });
  } catch (error) {
    throw await clientWriteProblem(ctx.db, error, input);
  }
}

/** A soft delete: the row stays for the records that point at it; its open work leaves the dashboard's counts. */
export async function deleteClient(ctx: ServiceContext, id: number): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findClient(trx, id);
    const deleted = before ? await softDeleteClient(trx, id, now) : null;
    if (!deleted) throw new NotFoundError('Client', id);
    await countClient(trx, deleted, -1);
    await addOpenWorkOfClient(trx, id, -1);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'client.delete', recordType: 'client', recordId: id, changes: changedFields(before, null, AUDITED) });
  });
}
