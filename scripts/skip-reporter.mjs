/*
 * A node:test reporter that writes the skipped tests and suites (name and reason) as JSON, for
 * scripts/run-tests.ts to summarize at the end of the run. Plain JavaScript: the test runner loads
 * reporters before tsx's loader is in place.
 */
export default async function* skipReporter(events) {
  const skipped = [];
  for await (const event of events) {
    const { name, skip } = event.data ?? {};
    if (event.type === 'test:pass' && skip !== undefined && skip !== false) {
      skipped.push({ name, reason: typeof skip === 'string' ? skip : 'skipped' });
    }
  }
  yield JSON.stringify(skipped);
}
