import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { buildApp } from '../app.js';
import { manualClock } from '../testing/clock.js';
import { DATA_VERSION_CHECK_MS } from './content-version.js';
import { testConfig } from '../testing/harness.js';

const titles = (body: string) => (JSON.parse(body) as { items: { title: string }[] }).items.map((post) => post.title);

test('SQLite: a write another process commits to the file is served within 100 ms of the clock (PRAGMA data_version)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-data-version-'));
  const file = path.join(dir, 'taxdesk.db');
  const clock = manualClock('2031-05-01T09:00:00.000Z');
  const app = await buildApp(testConfig({ database: { kind: 'sqlite', file } }), { logger: false, clock });
  const other = new Database(file);
  try {
    const insert = (slug: string) =>
      other.transaction(() => {
        const at = '2031-04-01T09:00:00.000Z';
        other
          .prepare("INSERT INTO blog_posts (slug, title, summary, content, tags, status, published_at, created_at, updated_at) VALUES (?, ?, '', '', '[]', 'published', ?, ?, ?)")
          .run(slug, slug, at, at, at);
        other.prepare('UPDATE blog_feed_state SET version = version + 1').run();
      })();
    insert('first');
    assert.deepEqual(titles((await app.inject('/api/blog')).body), ['first']);
    // Unchanged file: served from memory, so a change to the row behind the version stays unseen ...
    other.prepare("UPDATE blog_posts SET title = 'quietly' WHERE slug = 'first'").run();
    const version = other.prepare('SELECT version FROM blog_feed_state').pluck().get();
    assert.deepEqual(titles((await app.inject('/api/blog')).body), ['first'], `served at version ${String(version)} from memory`);
    // ... while a commit that bumps the version is seen once the file's commit counter is compared
    // again: not within DATA_VERSION_CHECK_MS of the last comparison, at the first request after.
    insert('second');
    clock.advance(DATA_VERSION_CHECK_MS - 1);
    assert.deepEqual(titles((await app.inject('/api/blog')).body), ['first'], 'the counter is not read again yet');
    clock.advance(1);
    assert.deepEqual(titles((await app.inject('/api/blog')).body), ['second', 'quietly']);
  } finally {
    other.close();
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
