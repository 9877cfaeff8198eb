import { sql } from 'kysely';
import { isPostgres } from '../../src/db/migrations/column-types.js';
import type { BenchRequest, RunContext, Scenario, SeedContext } from '../lib/types.js';

/*
 * Clients' documents (issue 33): the listings over a client with 1,000 documents, in a firm with
 * 100,000 documents across 2,000 clients (the target: p99 under 20 ms). Staff's list (first page
 * of 100 and a deep page), the list filtered to what the client sees, the client's request list
 * with their files, and the portal's own list. Rows are seeded straight into the tables (the bytes
 * are never read by a listing). Run alone: `npm run bench -- --only documents-`.
 */
const CLIENTS = 2_000;
const PER_CLIENT = 50;
const TARGET_DOCUMENTS = 1_000;
/** The listed client: one of the first clients, never deleted here. */
const CLIENT_ID = 42;

async function countOf(db: SeedContext['db'], table: 'clients' | 'documents'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

const hex = (i: number) => i.toString(16).padStart(64, '0');

async function seedDocuments({ db, insertMany }: SeedContext): Promise<void> {
  if ((await countOf(db, 'documents')) >= CLIENTS * PER_CLIENT) return;
  const now = Date.now();
  const at = (i: number) => new Date(now - (i % 2000) * 3_600_000).toISOString();
  const clients = await countOf(db, 'clients');
  if (clients < CLIENTS) {
    await insertMany(
      'clients',
      Array.from({ length: CLIENTS - clients }, (_, offset) => ({
        name: `Documents client ${clients + offset + 1}`,
        client_type: 'individual',
        status: 'active',
        created_at: at(offset),
        updated_at: at(offset),
      })),
    );
  }
  await db.updateTable('clients').set({ deleted_at: null }).where('id', '=', CLIENT_ID).execute();
  const requests = Array.from({ length: 20 }, (_, i) => ({
    client_id: CLIENT_ID,
    title: `Request ${i + 1}`,
    due_date: new Date(now + (i - 10) * 86_400_000).toISOString().slice(0, 10),
    status: i % 4 === 0 ? 'accepted' : 'submitted',
    created_at: at(i),
    updated_at: at(i),
  }));
  await insertMany('document_requests', requests);
  // Staff's uploads name their uploader (the bench's admin), so a listing looks up real names.
  const staffId = (await db.selectFrom('users').select('id').orderBy('id').executeTakeFirst())?.id ?? null;
  const firstRequest = Number((await db.selectFrom('document_requests').select((eb) => eb.fn.min('id').as('id')).where('client_id', '=', CLIENT_ID).executeTakeFirstOrThrow()).id);
  const row = (i: number, clientId: number, requestId: number | null) => ({
    client_id: clientId,
    request_id: requestId,
    file_name: `Statement ${i}.pdf`,
    media_type: 'application/pdf',
    size: 100_000 + (i % 5000),
    sha256: hex(i),
    blob_key: hex(i),
    scan: 'clean',
    visible_to_client: i % 3 !== 0,
    origin: i % 2 ? 'client_upload' : 'staff_upload',
    uploader: i % 2 ? 'client' : 'staff',
    uploaded_by: i % 2 ? null : staffId,
    created_at: at(i),
  });
  await insertMany(
    'documents',
    Array.from({ length: TARGET_DOCUMENTS }, (_, i) => row(i, CLIENT_ID, i % 10 === 0 ? firstRequest + (i % 20) : null)),
  );
  await insertMany(
    'documents',
    Array.from({ length: CLIENTS * PER_CLIENT - TARGET_DOCUMENTS }, (_, i) => row(TARGET_DOCUMENTS + i, (i % CLIENTS) + 1 === CLIENT_ID ? CLIENT_ID + 1 : (i % CLIENTS) + 1, null)),
  );
  if (isPostgres(db)) {
    for (const table of ['clients', 'documents', 'document_requests']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}

const staffGet = (path: string) => ({ adminToken }: RunContext): BenchRequest => ({ method: 'GET', path, headers: { authorization: `Bearer ${adminToken}` } });

let token: Promise<string> | undefined;
const portalGet = (path: string) => async (context: RunContext): Promise<BenchRequest> => {
  token ??= context.portalToken(CLIENT_ID);
  return { method: 'GET', path, headers: { authorization: `Bearer ${await token}` } };
};

const SIZE = `a client with ${TARGET_DOCUMENTS} documents among ${CLIENTS * PER_CLIENT}`;

const scenarios: Scenario[] = [
  {
    name: 'documents-list',
    description: `GET /api/client/{id}/documents?pageSize=100: staff's first page, newest first (${SIZE})`,
    seed: seedDocuments,
    request: staffGet(`/api/client/${CLIENT_ID}/documents?page=1&pageSize=100`),
  },
  {
    name: 'documents-list-deep',
    description: `GET /api/client/{id}/documents?page=10&pageSize=100: the last page (${SIZE})`,
    seed: seedDocuments,
    request: staffGet(`/api/client/${CLIENT_ID}/documents?page=10&pageSize=100`),
  },
  {
    name: 'documents-list-visible',
    description: `GET /api/client/{id}/documents?visibleToClient=true&pageSize=100 (${SIZE})`,
    seed: seedDocuments,
    request: staffGet(`/api/client/${CLIENT_ID}/documents?page=1&pageSize=100&visibleToClient=true`),
  },
  {
    name: 'documents-requests',
    description: `GET /api/client/{id}/document-requests: 20 requests with their files (${SIZE})`,
    seed: seedDocuments,
    request: staffGet(`/api/client/${CLIENT_ID}/document-requests?page=1&pageSize=20`),
  },
  {
    name: 'documents-portal-list',
    description: `GET /api/portal/documents?pageSize=100: the client's own list (${SIZE})`,
    seed: seedDocuments,
    request: portalGet('/api/portal/documents?page=1&pageSize=100'),
  },
];

export default scenarios;
