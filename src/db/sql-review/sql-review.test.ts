/* The checked-in SQL of the repository functions is what they send now (see examples.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EXAMPLES } from './examples.js';
import { checkedInSnapshots, generatedSnapshots, repositoryFunctions } from './snapshots.js';

test('every repository function has an example, and every example is of a function that exists', async () => {
  const functions = await repositoryFunctions();
  const examples = new Set(Object.entries(EXAMPLES).flatMap(([group, names]) => Object.keys(names).map((name) => `${group}/${name}`)));
  assert.deepEqual(functions.filter((name) => !examples.has(name)), [], 'give these an example in src/db/sql-review/examples.ts, then run npm run sql:review');
  assert.deepEqual([...examples].filter((name) => !functions.includes(name)), [], 'an example of a function that is not exported by its repository');
});

test('sql/ holds the SQL each example sends, per dialect (npm run sql:review writes it)', async () => {
  const generated = await generatedSnapshots();
  const checkedIn = checkedInSnapshots();
  const stale = [...generated].filter(([file, text]) => checkedIn.get(file) !== text).map(([file]) => file);
  const orphaned = [...checkedIn.keys()].filter((file) => !generated.has(file));
  assert.deepEqual({ stale, orphaned }, { stale: [], orphaned: [] }, 'the SQL changed: run npm run sql:review and commit sql/');
  assert.equal(generated.size, 2 * Object.values(EXAMPLES).reduce((total, functions) => total + Object.keys(functions).length, 0), 'every example was recorded');
});
