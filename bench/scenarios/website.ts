import type { Scenario } from '../lib/types.js';
import { seedPosts } from './blog.js';

/** BENCH_POSTS=1000 or 10000 (the default), as for the blog scenarios. */
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
/** What a browser sends: the pages are compressed by Accept-Encoding. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** The website's pages (issue 31), rendered once per content version and replayed by the fast lane. */
const scenarios: Scenario[] = [
  {
    name: 'site-home',
    description: `GET /: the home page, latest posts and notices (${POSTS} posts), br`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/', headers: BROWSER }),
  },
  {
    name: 'site-blog',
    description: `GET /blog?page=3: a page of the blog (${POSTS} posts), br`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: '/blog?page=3', headers: BROWSER }),
  },
  {
    name: 'site-post',
    description: `GET /blog/{slug}: a post's page (${POSTS} posts), br`,
    seed: seedPosts,
    request: () => ({ method: 'GET', path: `/blog/tax-guide-${POSTS / 2}`, headers: BROWSER }),
  },
];

export default scenarios;
