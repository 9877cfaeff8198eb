/*
 * The portal app's texts (issue 32.7): every message id its code names is in the portal catalog of
 * every language, and every key of the catalogs is used. (The compiler already refuses an id the
 * English catalog lacks, and catalogs.test.ts keeps the languages' keys equal; this reads the
 * code as written, so a key named in a string the compiler cannot see is caught too.)
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PROJECT_ROOT } from '../../shared/project-root.js';
import { LOCALES } from '../../shared/i18n/locales.js';

const SOURCE = path.join(PROJECT_ROOT, 'portal/src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

/** Quoted strings shaped like a portal message id (`group.key`, `group.key.value`) in the code. */
function namedIds(code: string): Set<string> {
  return new Set([...code.matchAll(/'((?:app|shell|nav|contact|state|problem|pager|badge|signIn|home|deadlines?|filings?|engagements?|invoices?|profile|sessions|passkeys?|documents|requests?|upload|letter)\.[A-Za-z_.]+)'/g)].map((match) => match[1]!));
}

test('every message id the portal app names is in locales/<lang>/portal.json, and every key there is used', () => {
  const code = sources(SOURCE).join('\n');
  const named = namedIds(code);
  assert.ok(named.size > 50, `only ${named.size} ids found in portal/src`);
  for (const locale of LOCALES) {
    const catalog = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'locales', locale, 'portal.json'), 'utf8')) as Record<string, string>;
    const missing = [...named].filter((id) => !(id in catalog));
    assert.deepEqual(missing, [], `locales/${locale}/portal.json lacks these keys`);
    const unused = Object.keys(catalog).filter((key) => !named.has(key));
    assert.deepEqual(unused, [], `locales/${locale}/portal.json has keys no code uses`);
  }
});
