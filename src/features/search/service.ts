/** The admin search: route -> service -> repository. */
import type { ServiceContext } from '../../shared/context.js';
import { searchTerms } from '../../db/sql-helpers.js';
import { searchIndex, type SearchResult } from './repository.js';

/** Text with no letter or digit (only punctuation) finds nothing rather than everything. */
export async function search(ctx: ServiceContext, text: string, limit: number): Promise<{ items: SearchResult[] }> {
  const terms = searchTerms(text).slice(0, 10);
  return { items: terms.length === 0 ? [] : await searchIndex(ctx.db, ctx.dialect, terms, limit) };
}
