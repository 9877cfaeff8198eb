/** The admin search: route -> service -> repository. */
import { recordBulkRead } from '../../shared/audit/bulk-read.js';
import type { ServiceContext } from '../../shared/context.js';
import { boundedSearchTerms } from './lib/terms.js';
import { mask } from '../../shared/audit/changes.js';
import { businessNumbersOf, searchIndex, type SearchResult } from './repository.js';

/**
 * A business number shows as the audit log shows it (all but its last four characters starred,
 * issue 30.5): found by its digits, never read in full from the results.
 */
async function maskBusinessNumbers(ctx: ServiceContext, items: SearchResult[]): Promise<SearchResult[]> {
  const ids = (kind: SearchResult['kind']) => items.filter((item) => item.kind === kind).map((item) => item.id);
  const numbers = await businessNumbersOf(ctx.db, ids('client'), ids('company'));
  if (numbers.length === 0) return items;
  return items.map((item) => {
    let detail = item.detail;
    for (const { kind, id, number } of numbers) if (kind === item.kind && id === item.id) detail = detail.split(number).join(String(mask(number)));
    return detail === item.detail ? item : { ...item, detail };
  });
}

/**
 * Text with no letter or digit (only punctuation) finds nothing rather than everything; the words
 * are bounded (lib/terms.ts) so no search costs more than a few index lookups. Each search
 * is a bulk read of client data, attributed in the audit trail with its words and result count.
 */
export async function search(ctx: ServiceContext, text: string, limit: number): Promise<{ items: SearchResult[] }> {
  const terms = boundedSearchTerms(text);
  const found = terms.length === 0 ? [] : await searchIndex(ctx.db, ctx.dialect, terms, limit);
  const items = await maskBusinessNumbers(ctx, found);
  await recordBulkRead(ctx, { operation: 'search.query', filter: { q: text, limit }, rows: items.length, complete: true });
  return { items };
}
