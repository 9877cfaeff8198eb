import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cleanLine, cleanText, htmlToText, summarize } from './content.js';
import { firstFreeSlug, slugFromText } from './slugs.js';

test('slugFromText transliterates any script into a-z0-9 words', () => {
  assert.equal(slugFromText('2026년 종합소득세 신고 안내', 'post'), '2026nyeon-jonghabsodeugse-singo-annae');
  assert.equal(slugFromText('Tax & VAT: What\'s new?', 'post'), 'tax-vat-what-s-new');
  assert.equal(slugFromText('Ünïcödé Straße', 'post'), 'unicode-strasse');
  assert.equal(slugFromText('税务 申报', 'post'), 'shui-wu-shen-bao');
  assert.equal(slugFromText('🎉 ✨', 'post'), 'post');
  assert.equal(slugFromText('--a__b--', 'post'), 'a-b');
  const long = slugFromText('segment '.repeat(30), 'post');
  assert.ok(long.length <= 80 && !long.endsWith('-'));
});

test('firstFreeSlug picks the first free numbered variant and skips reserved slugs', () => {
  assert.equal(firstFreeSlug('tax', []), 'tax');
  assert.equal(firstFreeSlug('tax', ['tax', 'tax-2', 'tax-2030']), 'tax-3');
  assert.equal(firstFreeSlug('admin', []), 'admin-2');
});

test('cleanLine and cleanText drop invisible characters; lines collapse white space', () => {
  assert.equal(cleanLine(' a\u0000b\tc\r\nd\u000b\u007f\u0085 e\ufffe\ud800 '), 'ab c d e');
  assert.equal(cleanLine('😀 kept'), '😀 kept');
  assert.equal(cleanText('one\r\ntwo\rthree\u0007\n'), 'one\ntwo\nthree');
});

test('htmlToText decodes entities and separates blocks; summarize prefers the excerpt', () => {
  assert.equal(htmlToText('<p>A &amp; B &lt;tag&gt; &quot;q&quot; &nbsp;</p><p>Next</p><script>x()</script>'), 'A & B <tag> "q" Next');
  assert.equal(summarize('Given excerpt', '<p>content</p>', 'Title'), 'Given excerpt');
  assert.equal(summarize(null, '', 'Title'), 'Title');
  const long = summarize(null, `<p>${'word '.repeat(100)}</p>`, 'Title');
  assert.ok(long.length <= 281 && long.endsWith('…'));
});
