import { sql } from 'kysely';
import { isPostgres } from '../../src/db/migrations/column-types.js';
import type { Scenario, SeedContext } from '../lib/types.js';
import { countRows } from '../lib/seed-rows.js';

/** BENCH_POSTS=1000 for a firm-sized blog; 10,000 by default. */
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const CATEGORIES = 8;
const PARAGRAPH =
  '<p>Quarterly VAT returns are due one month after the quarter ends. Keep invoices, receipts and ' +
  'bank statements for five years; our advisors check them before filing.</p>';

/** 10,000 published posts in 8 categories (seeded once, whichever blog scenarios run). */
export async function seedPosts({ db, insertMany }: SeedContext): Promise<void> {
  if ((await countRows(db, 'blog_posts')) > 0) return;
  const now = Date.parse('2026-01-01T00:00:00.000Z');
  const stamp = (offset: number) => new Date(now - offset * 3_600_000).toISOString();
  await insertMany(
    'blog_categories',
    Array.from({ length: CATEGORIES }, (_, i) => ({
      name: `Category ${i + 1}`,
      slug: `category-${i + 1}`,
      sort_order: i,
      created_at: stamp(POSTS + 1),
      updated_at: stamp(POSTS + 1),
    })),
  );
  await insertMany(
    'blog_posts',
    Array.from({ length: POSTS }, (_, i) => ({
      slug: `tax-guide-${i + 1}`,
      title: `Tax guide ${i + 1}: deadlines, deductions & what changed`,
      excerpt: null,
      summary: 'Quarterly VAT returns are due one month after the quarter ends. Keep invoices, receipts and bank statements for five years; our advisors check them before filing.',
      content: PARAGRAPH.repeat(12),
      category_id: (i % CATEGORIES) + 1,
      tags: JSON.stringify(['vat', 'deadlines']),
      author_name: 'Tax team',
      status: 'published',
      published_at: stamp(i),
      created_at: stamp(i),
      updated_at: stamp(i),
    })),
  );
  // A live database has been vacuumed and analyzed (autovacuum does it within a minute of a bulk
  // change); right after the insert the planner has no statistics and picks a sort over the index.
  if (isPostgres(db)) {
    await sql`vacuum analyze blog_posts`.execute(db);
    await sql`vacuum analyze blog_categories`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
}

const scenarios: Scenario[] = [
  {
    name: 'blog-list',
    description: `GET /api/blog?page=3&pageSize=20: published listing, count + page in SQL, category join (${POSTS} posts)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/api/blog?page=3&pageSize=20' }),
  },
  {
    name: 'blog-read',
    description: `GET /api/blog/{slug}: one published post with its content (${POSTS} posts)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: `/api/blog/tax-guide-${POSTS / 2}` }),
  },
  {
    name: 'sitemap',
    description: `GET /site/sitemap.xml: cached rendering checked against the content version (${POSTS} posts)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/site/sitemap.xml' }),
  },
  {
    name: 'rss',
    description: `GET /site/rss.xml: every published post, cached rendering checked against the content version (${POSTS} posts)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/site/rss.xml' }),
  },
  {
    name: 'blog-list-category',
    description: `GET /api/blog?category=category-2&page=2&pageSize=10: one category's listing by slug (${POSTS} posts)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/api/blog?category=category-2&page=2&pageSize=10' }),
  },
  {
    name: 'blog-list-br',
    description: `GET /api/blog?page=3&pageSize=20 with Accept-Encoding: br, gzip (a browser) (${POSTS} posts)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/api/blog?page=3&pageSize=20', headers: { 'accept-encoding': 'br, gzip' } }),
  },
  {
    name: 'blog-read-304',
    description: 'GET /api/blog/{slug} with If-None-Match: a revalidating browser or CDN',
    seed: seedPosts,
    async request({ baseUrl }) {
      const path = `/api/blog/tax-guide-${POSTS / 2 + 1}`;
      const etag = (await fetch(`${baseUrl}${path}`)).headers.get('etag') ?? '';
      return { method: 'GET', path, headers: { 'if-none-match': etag } };
    },
  },
  {
    name: 'rss-category',
    description: `GET /site/rss.xml?category=category-3: one category's feed (${POSTS / 8} items)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/site/rss.xml?category=category-3' }),
  },
  {
    name: 'sitemap-br',
    description: `GET /site/sitemap.xml with Accept-Encoding: br, gzip (a crawler) (${POSTS} posts)`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/site/sitemap.xml', headers: { 'accept-encoding': 'br, gzip' } }),
  },
  {
    name: 'robots',
    description: 'GET /robots.txt',
    request: () => ({ method: 'GET', path: '/robots.txt' }),
  },
  {
    name: 'rss-304',
    description: 'GET /site/rss.xml?category=category-1 with If-None-Match: a feed reader polling an unchanged feed',
    seed: seedPosts,
    async request({ baseUrl }) {
      // Its own path: the ceiling server keys its canned answers by method and path.
      const path = '/site/rss.xml?category=category-1';
      const etag = (await fetch(`${baseUrl}${path}`)).headers.get('etag') ?? '';
      return { method: 'GET', path, headers: { 'if-none-match': etag } };
    },
  },
];

export default scenarios;
