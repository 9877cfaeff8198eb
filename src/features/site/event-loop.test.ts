import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { test, type TestContext as NodeTestContext } from 'node:test';
import { setTimeout as pause } from 'node:timers/promises';
import { assertStatus } from '../../testing/assertions.js';
import { describeApi } from '../../testing/harness.js';
import { bumpContentVersion } from '../../db/content-version.js';

/*
 * Rendering the sitemap and RSS of 100,000 posts, and validating them, take seconds of CPU. Before
 * they moved to the site worker (lib/offload.ts) they held the event loop for nearly all of that
 * time: a /healthz sent meanwhile waited 4 to 5 s. The limits are shares of the work's own
 * duration, so a machine busy with other suites slows both sides alike and the test still tells the
 * two designs apart; the figures of a quiet run are in docs/operations.md, "Long work off the
 * request thread".
 */
const POSTS = 100_000;
const PROBE_EVERY_MS = 10;
/** Uncompressed: decompressing 37 MB here would busy this process's loop, not the server's (its own compression runs on libuv's pool). */
const IDENTITY = { headers: { 'accept-encoding': 'identity' } };

interface Responsiveness {
  workMs: number;
  probes: number;
  healthzP99Ms: number;
  loopDelayP99Ms: number;
  longestStallMs: number;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Runs `work` while a client asks /healthz every few milliseconds over a real socket. */
async function whileProbing(base: string, work: () => Promise<unknown>): Promise<Responsiveness> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const latencies: number[] = [];
  let working = true;
  const started = performance.now();
  const probing = (async () => {
    while (working) {
      const sent = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      assert.equal(response.status, 200);
      latencies.push(performance.now() - sent);
      // Pacing, not waiting for time to pass: a probe loop without it would compete for the CPU.
      await pause(PROBE_EVERY_MS);
    }
  })();
  let workMs: number;
  try {
    await work();
    workMs = performance.now() - started;
  } finally {
    working = false;
    await probing;
    loop.disable();
  }
  return {
    workMs: Math.round(workMs),
    probes: latencies.length,
    healthzP99Ms: Math.round(percentile(latencies, 0.99)),
    loopDelayP99Ms: Math.round(loop.percentile(99) / 1e6),
    longestStallMs: Math.round(loop.max / 1e6),
  };
}

function assertResponsive(context: NodeTestContext, what: string, measured: Responsiveness): void {
  context.diagnostic(`${what}: ${JSON.stringify(measured)}`);
  assert.ok(measured.probes >= 10, `${what}: only ${measured.probes} /healthz answers while it ran`);
  // On the request thread, one stall lasted most of the work; off it, stalls are a page's read.
  const share = (ms: number) => ms / measured.workMs;
  assert.ok(share(measured.longestStallMs) < 0.2, `${what}: the event loop stalled ${measured.longestStallMs} of ${measured.workMs} ms`);
  assert.ok(share(measured.healthzP99Ms) < 0.2, `${what}: /healthz p99 ${measured.healthzP99Ms} of ${measured.workMs} ms`);
}

describeApi('the event loop stays free while large site documents are rendered and validated', (t) => {
  test(`${POSTS.toLocaleString('en')} posts: /healthz keeps answering during rendering and validation`, async (context) => {
    const start = Date.parse('2020-01-01T00:00:00.000Z');
    await t.db.transaction().execute(async (trx) => {
      for (let first = 0; first < POSTS; first += 2_000) {
        const rows = Array.from({ length: Math.min(2_000, POSTS - first) }, (_, offset) => {
          const i = first + offset;
          const at = new Date(start + i * 60_000).toISOString();
          return {
            slug: `post-${i}`,
            title: `Post ${i}: what changes in the tax year`,
            summary: `Summary of post ${i}, long enough to look like a real one in a feed reader.`,
            content: '',
            tags: '[]',
            status: 'published' as const,
            published_at: at,
            created_at: at,
            updated_at: at,
          };
        });
        await trx.insertInto('blog_posts').values(rows).execute();
      }
      await bumpContentVersion(trx, t.app.clock.now().toISOString(), t.app);
    });
    const token = await t.token();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    // Over the socket as bytes: turning 37 MB into a string here would stall the loop by itself.
    let rss = new ArrayBuffer(0);
    const rendering = await whileProbing(base, async () => {
      const [feed, sitemap] = await Promise.all([fetch(`${base}/site/rss.xml`, IDENTITY), fetch(`${base}/site/sitemap.xml`, IDENTITY)]);
      assert.equal(feed.status, 200);
      assert.equal(sitemap.status, 200);
      [rss] = await Promise.all([feed.arrayBuffer(), sitemap.arrayBuffer()]);
    });
    assert.equal(Buffer.from(rss).toString('utf8').split('<item>').length - 1, POSTS);
    assertResponsive(context, 'rendering', rendering);

    const validating = await whileProbing(base, async () => {
      const report = await t.api('GET', '/api/admin/validate/consistency', { token });
      assertStatus(report, 200);
      assert.equal(report.data.valid, true, JSON.stringify(report.data.errors.slice(0, 3)));
      assert.equal(report.data.counts.rssPosts, POSTS);
    });
    assertResponsive(context, 'validating', validating);
  });
});
