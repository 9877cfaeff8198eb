/*
 * BENCH_POSTS=1000 npm run bench:ghost -- [--db postgres] [other bench/run.ts options]: the website's pages
 * against Ghost 5's rendered pages with the same number of posts, on this machine, in one run
 * (issue 31's "at least 100 times Ghost's rendered home and post pages").
 *
 * Ghost is not part of taxdesk and none of its code is in this repository: the peer's own script,
 * ../shared/peer-ghost/setup.sh (PEER_GHOST_SETUP to point elsewhere), installs Ghost 5 from the npm
 * registry into /tmp/peer-ghost, starts it on 127.0.0.1:2368 and publishes N posts. This script
 * runs it when Ghost is not answering with N posts (stopping the Ghost it started before, by the
 * PID the setup wrote), then runs bench/run.ts with --peer, which measures each page on taxdesk,
 * on the raw node:http ceiling and on Ghost alternately with the same load.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** As for the blog and website scenarios; Ghost is seeded with the same number. */
const posts = Number(process.env.BENCH_POSTS ?? 1000);
const PEER = 'http://127.0.0.1:2368';
const peerDir = process.env.PEER_DIR ?? '/tmp/peer-ghost';
const setup = process.env.PEER_GHOST_SETUP ?? path.resolve(root, '../shared/peer-ghost/setup.sh');

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** The number of published posts Ghost answers with, or null when it is not up. */
/** Posts a fresh Ghost 5 install publishes by itself, not counted as seeded. */
const GHOST_OWN_POSTS = 1;

async function ghostPosts(): Promise<number | null> {
  try {
    const key = fs.readFileSync(path.join(peerDir, 'content.key'), 'utf8').trim();
    const res = await fetch(`${PEER}/ghost/api/content/posts/?key=${key}&limit=1&fields=id`);
    if (!res.ok) return null;
    const body = (await res.json()) as { meta: { pagination: { total: number } } };
    // A new Ghost publishes one post of its own ("Coming soon") beside the seeded ones.
    return body.meta.pagination.total - GHOST_OWN_POSTS;
  } catch {
    return null;
  }
}

const found = await ghostPosts();
if (found !== posts) {
  if (!fs.existsSync(setup)) throw new Error(`Ghost is not up with ${posts} posts and ${setup} is missing (set PEER_GHOST_SETUP)`);
  const pidFile = path.join(peerDir, 'ghost.pid');
  if (found !== null && fs.existsSync(pidFile)) {
    // The Ghost an earlier setup started (its listening PID), stopped to start again with other posts.
    const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
    if (pid > 0) {
      log(`stopping Ghost (pid ${pid}, ${found} posts) to seed ${posts}`);
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
      for (let i = 0; i < 100 && (await ghostPosts()) !== null; i++) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  log(`setting up Ghost 5 with ${posts} posts (${setup}; the first install takes minutes)`);
  const run = spawnSync('bash', [setup, String(posts)], { stdio: 'inherit', env: { ...process.env, PEER_DIR: peerDir } });
  if (run.status !== 0 || (await ghostPosts()) !== posts) throw new Error(`Ghost setup failed (see ${peerDir}/ghost.log)`);
}

const bench = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', '--only', 'site-home,site-blog,site-post', '--peer', PEER, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BENCH_POSTS: String(posts), PEER_DIR: peerDir },
});
process.exit(bench.status ?? 1);
