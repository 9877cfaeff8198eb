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

/**
 * At most this many matching entries are ranked (issue 28.3). Ranking scores every match before the
 * best can be picked, so a word that starts a word of 40,000 records cost a score for each of them
 * on every keystroke; now the index hands over its first CANDIDATES matches (in its own order) and
 * only those are ranked. A word that common finds more than a page can show anyway: the next
 * letter narrows it.
 */
export const CANDIDATES = 1_000;

/** The best-ranked of the first CANDIDATES index entries holding every term; the triggers of migration 0021 keep the index current. */
export async function searchIndex(db: Kysely<Database>, dialect: Dialect, terms: string[], limit: number): Promise<SearchResult[]> {
  const match = fullTextMatch(dialect, terms);
  const candidates = db
    .selectFrom('search_index')
    .select(['kind', 'record_id', 'title', 'detail', match.rank.as('rank')])
    .where(match.where)
    .limit(CANDIDATES)
    .as('c');
  const rows = await db
    .selectFrom(candidates)
    .select(['c.kind', 'c.record_id', 'c.title', 'c.detail'])
    .orderBy('c.rank')
    .orderBy('c.kind')
    .orderBy('c.record_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ kind: row.kind, id: Number(row.record_id), title: row.title, detail: row.detail }));
}
