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
