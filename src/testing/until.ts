/**
 * Waits for what a test cannot be told about and must look at: another process's state (a server
 * started, a PostgreSQL backend running a query, what a browser shows). The app's own time comes
 * from the injected clock; this polls real time because the other side runs on it.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
