/*
 * The checked-in SQL of the repository functions (sql/<group>/<function>.<dialect>.sql): what
 * `npm run sql:review` writes and sql-review.test.ts compares. See examples.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT as projectRoot } from '../../shared/project-root.js';
import { recordedSql } from './recorder.js';
import { EXAMPLES } from './examples.js';

export const SQL_DIR = path.join(projectRoot, 'sql');
const FEATURES = path.join(projectRoot, 'src', 'features');
const DIALECTS = ['sqlite', 'postgres'] as const;

/** `group/function` of every function exported by a feature's repository.ts. */
export async function repositoryFunctions(): Promise<string[]> {
  const names: string[] = [];
  for (const group of fs.readdirSync(FEATURES).sort()) {
    const file = path.join(FEATURES, group, 'repository.ts');
    if (!fs.existsSync(file)) continue;
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (typeof value === 'function') names.push(`${group}/${name}`);
  }
  return names.sort();
}

/** File (relative to sql/) to its text, for every example and dialect. */
export async function generatedSnapshots(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [group, functions] of Object.entries(EXAMPLES)) {
    for (const [name, example] of Object.entries(functions)) {
      for (const dialect of DIALECTS) {
        const text = await recordedSql(dialect, example);
        files.set(`${group}/${name}.${dialect}.sql`, `-- ${group}/repository.ts ${name} (${dialect}); written by npm run sql:review\n\n${text}`);
      }
    }
  }
  return files;
}

/** Every .sql file under sql/, relative to it. */
export function checkedInSnapshots(): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(SQL_DIR)) return files;
  for (const group of fs.readdirSync(SQL_DIR, { withFileTypes: true })) {
    if (!group.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(SQL_DIR, group.name))) {
      if (file.endsWith('.sql')) files.set(`${group.name}/${file}`, fs.readFileSync(path.join(SQL_DIR, group.name, file), 'utf8'));
    }
  }
  return files;
}
