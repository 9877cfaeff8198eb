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
    const { file, name, nesting, details } = event.data ?? {};
    if (nesting !== 0 || !file || typeof details?.duration_ms !== 'number') continue;
    // A suite declared by a helper (describeApi in src/testing/harness.ts) names the helper as its
    // file: such suites are listed by their own name ("clients [postgres]") instead.
    const key = /[\\/]src[\\/]testing[\\/]/.test(file) ? `${name} (${file.split(/[\\/]/).pop()})` : file;
    byFile[key] = (byFile[key] ?? 0) + details.duration_ms;
  }
  yield JSON.stringify(byFile);
}
