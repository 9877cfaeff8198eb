/* The checked-in SQL of the repository functions is what they send now (see examples.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EXAMPLES } from './examples.js';
import { checkedInSnapshots, generatedSnapshots, notYet, repositoryFunctions } from './snapshots.js';

test('every repository function has an example or is listed in sql/not-yet.txt, never both, and the list names only functions that exist', async () => {
  const functions = await repositoryFunctions();
  const examples = new Set(Object.entries(EXAMPLES).flatMap(([group, names]) => Object.keys(names).map((name) => `${group}/${name}`)));
  const pending = new Set(notYet());
  const missing = functions.filter((name) => !examples.has(name) && !pending.has(name));
  assert.deepEqual(missing, [], 'give these an example in src/db/sql-review/examples.ts, then run npm run sql:review');
  assert.deepEqual([...examples].filter((name) => pending.has(name)), [], 'has an example now: remove it from sql/not-yet.txt');
  assert.deepEqual([...pending].filter((name) => !functions.includes(name)), [], 'not a repository function (any more): remove it from sql/not-yet.txt');
  assert.deepEqual([...examples].filter((name) => !functions.includes(name)), [], 'an example of a function that is not exported by its repository');
});

test('sql/ holds the SQL each example sends, per dialect (npm run sql:review writes it)', async () => {
  const generated = await generatedSnapshots();
  const checkedIn = checkedInSnapshots();
  const stale = [...generated].filter(([file, text]) => checkedIn.get(file) !== text).map(([file]) => file);
  const orphaned = [...checkedIn.keys()].filter((file) => !generated.has(file));
  assert.deepEqual({ stale, orphaned }, { stale: [], orphaned: [] }, 'the SQL changed: run npm run sql:review and commit sql/');
  assert.ok(generated.size >= 2 * 25, 'the examples were recorded');
});
