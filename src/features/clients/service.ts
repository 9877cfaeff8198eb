import type { Static } from 'typebox';
import { createClientIn, deleteClientIn, updateClientIn } from '../../shared/clients/client-aggregate.js';
import { clientWriteProblem, findClient, type ClientInput, type ClientRecord } from '../../shared/clients/client-store.js';
import type { ServiceContext } from '../../shared/context.js';
import { NotFoundError } from '../../shared/errors.js';
import type { Page } from '../../shared/paging.js';
import { portalAccessOf, type PortalAccessView } from '../../shared/portal/access-view.js';
import { listClientsPage, streamClients as streamClientRows, type ClientFilter } from './repository.js';
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
    locale: body.locale ?? null,
  };
}

/** Runs one client write in its own transaction; a constraint it hit becomes the domain answer. */
async function writeClient<T>(ctx: ServiceContext, input: ClientInput, write: (trx: ServiceContext['db']) => Promise<T>): Promise<T> {
  try {
    return await ctx.db.transaction().execute(write);
  } catch (error) {
    throw await clientWriteProblem(ctx.db, error, input);
  }
}

export async function createClient(ctx: ServiceContext, body: Static<typeof CreateClientRequest>): Promise<ClientRecord> {
  const input = inputOf(body);
  return writeClient(ctx, input, (trx) => createClientIn(ctx, trx, input));
}

export async function updateClient(ctx: ServiceContext, id: number, body: Static<typeof UpdateClientRequest>): Promise<ClientRecord> {
  const input = inputOf(body);
  return writeClient(ctx, input, (trx) => updateClientIn(ctx, trx, id, input));
}

export async function deleteClient(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction().execute((trx) => deleteClientIn(ctx, trx, id));
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

/** One client that is not deleted, with its portal access (invited, ended, last sign-in). */
export async function getClient(ctx: ServiceContext, id: number): Promise<ClientRecord & { portal: PortalAccessView }> {
  const client = await findClient(ctx.db, id);
  if (!client) throw new NotFoundError('Client', id);
  return { ...client, portal: await portalAccessOf(ctx.db, client.id) };
}

export function listClients(ctx: ServiceContext, filter: ClientFilter): Promise<Page<ClientRecord>> {
  return listClientsPage(ctx.db, ctx.dialect, filter);
}

/** The list's clients, every page, for the export (same filters and order), on the export pool. */
export function streamClients(ctx: ServiceContext, filter: Omit<ClientFilter, 'page' | 'pageSize'>): AsyncGenerator<ClientRecord> {
  return streamClientRows(ctx.exportDb, ctx.dialect, filter);
}
