/*
 * The catalogs are complete and sound: every namespace file exists in every language with the same
 * keys, every message is ICU MessageFormat that parses and uses the same arguments in each
 * language, every registered error code has its title and detail, and every key the server's
 * code names is in the catalogs.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ERROR_CODE_LIST } from '../error-codes.js';
import { PROJECT_ROOT } from '../project-root.js';
import { NAMESPACES, SERVER_MESSAGES } from './catalogs.js';
import { LOCALES } from './locales.js';

function catalog(locale: string, namespace: string): Record<string, unknown> {
  const file = path.join(PROJECT_ROOT, 'locales', locale, `${namespace}.json`);
  assert.ok(fs.existsSync(file), `${path.relative(PROJECT_ROOT, file)} is missing`);
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.ok(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed), `${file} is not a flat object`);
  return parsed as Record<string, unknown>;
}

/** The names of a message's arguments, nested plural and select options included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

/** Literal keys passed to t(locale, 'namespace.key', ...) in a source text. */
export function referencedKeys(source: string): string[] {
  return [...source.matchAll(/\bt\(\s*[^,()]+(?:\([^()]*\))?[^,()]*,\s*(['"])([a-z]+\.[^'"\s]+)\1/g)].map((match) => match[2]!);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('message catalogs', () => {
  for (const namespace of NAMESPACES) {
    test(`${namespace}: the same keys in every language, each an ICU message using the same arguments`, () => {
      const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, catalog(locale, namespace)]));
      const keys = new Set(LOCALES.flatMap((locale) => Object.keys(catalogs[locale]!)));
      const problems: string[] = [];
      for (const key of keys) {
        const argumentSets = new Map<string, string>();
        for (const locale of LOCALES) {
          const message = catalogs[locale]![key];
          if (message === undefined) {
            problems.push(`${locale}/${namespace}.json lacks "${key}"`);
            continue;
          }
          if (typeof message !== 'string' || message.trim() === '') {
            problems.push(`${locale}/${namespace}.json "${key}" is not a message`);
            continue;
          }
          try {
            argumentSets.set(locale, [...argumentsOf(parse(message))].sort().join(', '));
          } catch (error) {
            problems.push(`${locale}/${namespace}.json "${key}" does not parse: ${(error as Error).message}`);
          }
        }
        if (new Set(argumentSets.values()).size > 1) {
          problems.push(`${namespace} "${key}" takes different arguments: ${[...argumentSets].map(([locale, names]) => `${locale} {${names}}`).join(' / ')}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  test('errors: a title and a detail for every registered error code, and no other', () => {
    const expected = ERROR_CODE_LIST.flatMap((code) => [`${code}.title`, `${code}.detail`]).sort();
    for (const locale of LOCALES) {
      const keys = Object.keys(catalog(locale, 'errors')).filter((key) => /\.(title|detail)$/.test(key));
      assert.deepEqual(keys.sort(), expected, `${locale}/errors.json`);
    }
  });

  test('every key the server names in t(locale, key) is in the catalogs', () => {
    // The scan itself must see a key: a pattern that matched nothing would pass any code.
    assert.deepEqual(referencedKeys(`t(ctx.locale, 'mail.nope', { a }); t(localeOf(user), "errors.x.title")`), ['mail.nope', 'errors.x.title']);
    const missing = sourceFiles(path.join(PROJECT_ROOT, 'src'))
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => referencedKeys(fs.readFileSync(file, 'utf8')).map((key) => ({ file: path.relative(PROJECT_ROOT, file), key })))
      .filter(({ key }) => !Object.hasOwn(SERVER_MESSAGES.en, key));
    assert.deepEqual(missing, []);
  });

  test('admin: every value of every generated status and type list has its words in every language', () => {
    // Read as text: the admin's modules resolve as the bundler does, not as the server's compiler.
    const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, 'admin/src', file), 'utf8');
    const lists = [...read('api/enums.ts').matchAll(/export const (\w+) = \[([^\]]*)\]/g)].map((match) => [match[1]!, [...match[2]!.matchAll(/'([^']+)'/g)].map((value) => value[1]!)] as const);
    const prefixes = Object.fromEntries([...read('i18n/labels.ts').matchAll(/^\s+(\w+): '(enum\.\w+)',$/gm)].map((match) => [match[1]!, match[2]!]));
    assert.ok(lists.length > 10 && Object.keys(prefixes).length > 10, 'the lists and prefixes were read');
    const missing: string[] = [];
    for (const [list, values] of lists) {
      const prefix = prefixes[list];
      if (!prefix) {
        missing.push(`${list}: no prefix in admin/src/i18n/labels.ts`);
        continue;
      }
      for (const locale of LOCALES) {
        const messages = catalog(locale, 'admin');
        for (const value of values) if (typeof messages[`${prefix}.${value}`] !== 'string') missing.push(`${locale}: ${prefix}.${value}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
