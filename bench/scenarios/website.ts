import type { PeerContext, Scenario } from '../lib/types.js';
import { seedPosts } from './blog.js';

/** BENCH_POSTS=1000 or 10000 (the default), as for the blog scenarios. */
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
/** What a browser sends: the pages are compressed by Accept-Encoding. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/**
 * The post of Ghost 5's seed (../shared/peer-ghost/seed.mjs) in the middle, as taxdesk's: its slug
 * from the Content API (the seed publishes concurrently, so numbers and dates do not line up).
 */
async function ghostMiddlePost(peer: PeerContext): Promise<string> {
  if (!peer.contentKey) return `/tax-note-${POSTS / 2}-vat-income/`;
  const res = await fetch(`${peer.baseUrl}/ghost/api/content/posts/?key=${peer.contentKey}&limit=1&page=${POSTS / 2}&fields=slug`);
  const body = (await res.json()) as { posts: Array<{ slug: string }> };
  return `/${body.posts[0]!.slug}/`;
}

/** The website's pages (issue 31), rendered once per content version and replayed by the fast lane. */
const scenarios: Scenario[] = [
  {
    name: 'site-home',
    description: `GET /: the home page, latest posts and notices (${POSTS} posts), br`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/', headers: BROWSER }),
    // Ghost 5's home (Casper): the latest posts, rendered by Handlebars on every request.
    peer: () => ({ method: 'GET', path: '/', headers: BROWSER }),
  },
  {
    name: 'site-blog',
    description: `GET /blog?page=3: a page of the blog (${POSTS} posts), br`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/blog?page=3', headers: BROWSER }),
    peer: () => ({ method: 'GET', path: '/page/3/', headers: BROWSER }),
  },
  {
    name: 'site-post',
    description: `GET /blog/{slug}: a post's page (${POSTS} posts), br`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: `/blog/tax-guide-${POSTS / 2}`, headers: BROWSER }),
    peer: async (peer) => ({ method: 'GET', path: await ghostMiddlePost(peer), headers: BROWSER }),
  },
];

export default scenarios;
