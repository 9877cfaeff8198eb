import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { fullTextMatch } from '../../db/sql-helpers.js';

export interface SearchResult {
  kind: 'client' | 'inquiry' | 'company' | 'post';
  id: number;
  title: string;
  detail: string;
}

/**
 * The business numbers of the clients and companies among a search's hits (the index's `detail`
 * holds them in clear, as the triggers copy them), for the service to mask as the audit log does.
 */
export async function businessNumbersOf(db: Kysely<Database>, clientIds: number[], companyIds: number[]): Promise<{ kind: 'client' | 'company'; id: number; number: string }[]> {
  const [clients, companies] = await Promise.all([
    clientIds.length === 0 ? [] : db.selectFrom('clients').select(['id', 'business_number']).where('id', 'in', clientIds).where('business_number', 'is not', null).execute(),
    companyIds.length === 0 ? [] : db.selectFrom('companies').select(['id', 'business_number']).where('id', 'in', companyIds).where('business_number', 'is not', null).execute(),
  ]);
  return [
    ...clients.map((row) => ({ kind: 'client' as const, id: Number(row.id), number: row.business_number! })),
    ...companies.map((row) => ({ kind: 'company' as const, id: Number(row.id), number: row.business_number! })),
  ];
}

/** The best-ranked index entries holding every term; the triggers of migration 0021 keep the index current. */
export async function searchIndex(db: Kysely<Database>, dialect: Dialect, terms: string[], limit: number): Promise<SearchResult[]> {
  const match = fullTextMatch(dialect, terms);
  const rows = await db
    .selectFrom('search_index')
    .select(['kind', 'record_id', 'title', 'detail'])
    .where(match.where)
    .orderBy(match.rank)
    .orderBy('kind')
    .orderBy('record_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ kind: row.kind, id: Number(row.record_id), title: row.title, detail: row.detail }));
}
