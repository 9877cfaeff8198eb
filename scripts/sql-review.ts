/*
 * npm run sql:review: writes each repository function's SQL, per dialect, to
 * sql/<group>/<function>.<dialect>.sql (src/db/sql-review/), and removes files of functions that
 * are gone. Run it after changing a query and commit the files with the change: the diff shows
 * the SQL; src/db/sql-review/sql-review.test.ts fails while they are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkedInSnapshots, generatedSnapshots, SQL_DIR } from '../src/db/sql-review/snapshots.js';

const generated = await generatedSnapshots();
let written = 0;
for (const [file, text] of generated) {
  const target = path.join(SQL_DIR, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
  fs.writeFileSync(target, text);
  written++;
}
let removed = 0;
for (const file of checkedInSnapshots().keys()) {
  if (generated.has(file)) continue;
  fs.rmSync(path.join(SQL_DIR, file));
  removed++;
}
process.stdout.write(`sql/: ${generated.size} files, ${written} written, ${removed} removed\n`);
