/*
 * The rows several scenarios seed, written once: the firm's clients and revenue entries look the
 * same whichever scenario seeds them first (tax-practice.ts, portal.ts), so the runs that share a
 * database measure the same data.
 */
import type { Database } from '../../src/db/schema.js';
import type { SeedContext } from './types.js';

/** How many rows a table holds (a seed adds only what is missing). */
export async function countRows(db: SeedContext['db'], table: keyof Database): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The date `offset` days from `base` (YYYY-MM-DD). */
export const day = (base: string, offset: number) => new Date(Date.parse(base) + offset * 86_400_000).toISOString().slice(0, 10);

/** Client i (from 0): every third a business, every seventh inactive, every tenth deleted; `digits` pads the name's number. */
export function clientRow(i: number, created: (i: number) => string, digits = 5) {
  return {
    name: `Client ${String(i + 1).padStart(digits, '0')}`,
    email: `client${i + 1}@example.com`,
    client_type: i % 3 === 0 ? 'business' : 'individual',
    status: i % 7 === 0 ? 'inactive' : 'active',
    created_at: created(i),
    updated_at: created(i),
    deleted_at: i % 10 === 0 ? created(i) : null,
  };
}

/** Revenue entry i of `clients` clients over three years before `today`, a fifth unpaid. */
export function revenueRow(i: number, clients: number, today: string, created: (i: number) => string) {
  return {
    client_id: (i % clients) + 1,
    description: 'Monthly bookkeeping fee',
    amount: 10_000 + (i % 997) * 37,
    invoice_date: day(today, -(i % 1095)),
    due_date: day(today, -(i % 1095) + 30),
    is_paid: i % 5 !== 0,
    paid_at: i % 5 !== 0 ? created(i) : null,
    created_at: created(i),
    updated_at: created(i),
  };
}
