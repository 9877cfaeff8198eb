import { sql } from 'kysely';
import { isPostgres } from '../../src/db/migrations/column-types.js';
import type { BenchRequest, RunContext, Scenario, SeedContext } from '../lib/types.js';
import { clientRow, countRows, day, revenueRow } from '../lib/seed-rows.js';

/*
 * The client portal's reads (issue 32): the home page (its two lists at the app's page size of
 * 100, and GET /api/portal/me) and each list at its default page, as one client of a firm with
 * 10,000 clients and 200,000 each of filing schedules, filings and revenue entries (20 of each per
 * client) and 20,000 contracts. Run them alone (`--only portal-...`): the rows are added to what
 * other scenarios seed.
 */
const CLIENTS = 10_000;
const ROWS = 200_000;
const CONTRACTS = 20_000;
/** A current client (every tenth is deleted) in the middle of the table. */
const CLIENT_ID = 4_242;

async function seedPortal({ db, insertMany }: SeedContext): Promise<void> {
  if ((await countRows(db, 'tax_filings')) >= ROWS) return;
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const created = (i: number) => new Date(now.getTime() - (i % 1000) * 86_400_000).toISOString();
  const clients = await countRows(db, 'clients');
  if (clients < CLIENTS) {
    await insertMany(
      'clients',
      Array.from({ length: CLIENTS - clients }, (_, offset) => clientRow(clients + offset, created)),
    );
  }
  const clientOf = (i: number) => (i % CLIENTS) + 1;
  const schedules = await countRows(db, 'tax_filing_schedules');
  await insertMany(
    'tax_filing_schedules',
    Array.from({ length: Math.max(0, ROWS - schedules) }, (_, i) => ({
      client_id: clientOf(i),
      tax_type: i % 2 ? 'VAT' : 'withholding',
      period: `P${i % 40}`,
      due_date: day(today, (i % 730) - 365),
      is_completed: i % 2 === 0,
      created_at: created(i),
      updated_at: created(i),
    })),
  );
  const statuses = ['draft', 'in_progress', 'filed', 'accepted', 'filed'] as const;
  await insertMany(
    'tax_filings',
    Array.from({ length: ROWS }, (_, i) => {
      const status = statuses[i % statuses.length]!;
      const filed = status === 'filed' || status === 'accepted';
      return {
        client_id: clientOf(i),
        tax_type: i % 3 ? 'income' : 'VAT',
        tax_year: 2010 + (i % 17),
        period: `Y${i % 17}`,
        status,
        due_date: day(today, (i % 730) - 365),
        filed_at: filed ? created(i) : null,
        amount_due: 100_000 + (i % 97) * 1_000,
        memo: 'internal memo',
        created_at: created(i),
        updated_at: created(i),
      };
    }),
  );
  const revenue = await countRows(db, 'revenue_entries');
  await insertMany(
    'revenue_entries',
    Array.from({ length: Math.max(0, ROWS - revenue) }, (_, i) => revenueRow(i, CLIENTS, today, created)),
  );
  await insertMany(
    'contracts',
    Array.from({ length: Math.max(0, CONTRACTS - (await countRows(db, 'contracts'))) }, (_, i) => ({
      client_id: clientOf(i),
      title: 'Bookkeeping and returns',
      service_type: 'bookkeeping',
      fee_type: 'retainer',
      fee_amount: 330_000,
      start_date: day(today, -(i % 1000)),
      status: i % 4 ? 'active' : 'completed',
      created_at: created(i),
      updated_at: created(i),
    })),
  );
  if (isPostgres(db)) {
    for (const table of ['clients', 'tax_filing_schedules', 'tax_filings', 'revenue_entries', 'contracts']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}

let token: Promise<string> | undefined;
const portalGet = (path: string) => async (context: RunContext): Promise<BenchRequest> => {
  token ??= context.portalToken(CLIENT_ID);
  return { method: 'GET', path, headers: { authorization: `Bearer ${await token}` } };
};

const SIZE = `${CLIENTS} clients, ${ROWS} schedules, filings and revenue entries`;

const scenarios: Scenario[] = [
  { name: 'portal-me', description: `GET /api/portal/me: the signed-in client and the firm (home page, ${SIZE})`, seed: seedPortal, request: portalGet('/api/portal/me') },
  {
    name: 'portal-home-deadlines',
    description: `GET /api/portal/deadlines?pageSize=100: the home page's open deadlines, overdue first, with labels (${SIZE})`,
    seed: seedPortal,
    request: portalGet('/api/portal/deadlines?page=1&pageSize=100'),
  },
  {
    name: 'portal-home-invoices',
    description: `GET /api/portal/invoices?pageSize=100: the home page's invoices and the total outstanding (${SIZE})`,
    seed: seedPortal,
    request: portalGet('/api/portal/invoices?page=1&pageSize=100'),
  },
  { name: 'portal-deadlines', description: `GET /api/portal/deadlines: the deadlines page (${SIZE})`, seed: seedPortal, request: portalGet('/api/portal/deadlines') },
  { name: 'portal-filings', description: `GET /api/portal/filings: the filings page, newest tax year first, with labels (${SIZE})`, seed: seedPortal, request: portalGet('/api/portal/filings') },
  { name: 'portal-engagements', description: `GET /api/portal/engagements: the engagements page, with labels (${CONTRACTS} contracts)`, seed: seedPortal, request: portalGet('/api/portal/engagements') },
  { name: 'portal-invoices', description: `GET /api/portal/invoices: the invoices page and the total outstanding (${SIZE})`, seed: seedPortal, request: portalGet('/api/portal/invoices') },
  {
    // The staff side of the same firm: the pipeline's hooks (Bearer, live session, read budget) are
    // shared, so a change made for the portal is measured on a staff read too.
    name: 'client-get',
    description: `GET /api/client/{id} as admin: one client record (${SIZE})`,
    seed: seedPortal,
    request: ({ adminToken }) => ({ method: 'GET', path: `/api/client/${CLIENT_ID}`, headers: { authorization: `Bearer ${adminToken}` } }),
  },
];

export default scenarios;
