import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/*
 * The blog's visibility in time, read by the blog's public reads and by the site's feeds alike:
 * a published post is public from its publishedAt on, so what the public sees changes at that
 * moment without any write, and whatever was rendered before it is stale from then.
 */

/** When the next scheduled post goes public (null: none is scheduled). */
export async function nextScheduledAt(db: Kysely<Database>, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('blog_posts')
    .select((eb) => eb.fn.min('published_at').as('next'))
    .where('status', '=', 'published')
    .where('published_at', '>', now)
    .executeTakeFirst();
  return row?.next ?? null;
}
