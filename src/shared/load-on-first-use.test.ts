/*
 * Packages a server may never need load on their first use (load-on-first-use.ts, a dynamic import),
 * not with the app's modules: only an instance that uses one pays its start-up time and memory
 * (bench/README.md, "Cold start and memory").
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import '../app.js';
import { sanitizePostHtml } from '../features/blog/lib/content.js';

const loaded = (name: string) => Object.keys(createRequire(import.meta.url).cache).some((file) => file.replaceAll('\\', '/').includes(`/node_modules/${name}/`));

test('loading the app loads none of the packages kept for their first use, which then loads it', () => {
  const firstUse = ['sanitize-html', 'postcss', '@zxcvbn-ts/core', '@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en', 'transliteration', 'ioredis', 'nodemailer'];
  assert.deepEqual(firstUse.filter(loaded), []);
  assert.equal(sanitizePostHtml('<p>kept<script>dropped()</script></p>'), '<p>kept</p>');
  assert.equal(loaded('sanitize-html'), true);
});
