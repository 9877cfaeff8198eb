/** The admin search: route -> service -> repository. */
import { recordBulkRead } from '../../shared/audit/bulk-read.js';
import type { ServiceContext } from '../../shared/context.js';
import { boundedSearchTerms } from './lib/terms.js';
import { searchIndex, type SearchResult } from './repository.js';

/**
 * Text with no letter or digit (only punctuation) finds nothing rather than everything; the words
 * are bounded (lib/terms.ts) so no search costs more than a few index lookups. Each search
 * is a bulk read of client data, attributed in the audit trail with its words and result count.
 */
export async function search(ctx: ServiceContext, text: string, limit: number): Promise<{ items: SearchResult[] }> {
  const terms = boundedSearchTerms(text);
  const items = terms.length === 0 ? [] : await searchIndex(ctx.db, ctx.dialect, terms, limit);
  await recordBulkRead(ctx, { operation: 'search.query', filter: { q: text, limit }, rows: items.length, complete: true });
  return { items };
}
