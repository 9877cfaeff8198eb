import type { Page, PageRequest } from '../../../shared/paging.js';
import { nowIso, type ServiceContext } from '../../../shared/context.js';
import { pagePublished, publishedPosts } from '../repository.js';
import type { BlogPostSummary } from '../schemas.js';
import { cancellable } from './cancellation.js';

export type PublishedPostSummary = Omit<BlogPostSummary, 'status' | 'archivedAt'>;

/**
 * The published listing: posts whose status is published and whose publishedAt has come (so a
 * scheduled post appears at its moment without any job), newest first, optionally in one category.
 * When the signal fires (the client went away) the queries are cancelled on the database.
 */
export async function listPublishedPosts(
  ctx: Pick<ServiceContext, 'db' | 'dialect' | 'clock' | 'config'>,
  request: PageRequest & { categoryId?: number },
  signal?: AbortSignal,
): Promise<Page<PublishedPostSummary>> {
  const queries = cancellable(ctx.db, ctx.dialect, signal);
  const now = nowIso(ctx);
  return queries.run(() =>
    pagePublished(ctx.config.siteUrl, publishedPosts(ctx.db, now, request.categoryId), request, (query) => queries.tag(query)),
  );
}
