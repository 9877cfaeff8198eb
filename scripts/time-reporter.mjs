/*
 * A node:test reporter that adds up the time of each test file's top-level tests, for
 * scripts/run-tests.ts to name the slowest files at the end of a run: CI has a 30-minute budget,
 * and a file that grows past its share should be seen the day it does. Plain JavaScript, like
 * skip-reporter.mjs.
 */
export default async function* timeReporter(events) {
  const byFile = {};
  for await (const event of events) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { file, nesting, details } = event.data ?? {};
    if (nesting !== 0 || !file || typeof details?.duration_ms !== 'number') continue;
    byFile[file] = (byFile[file] ?? 0) + details.duration_ms;
  }
  yield JSON.stringify(byFile);
}
