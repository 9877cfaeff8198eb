/**
 * The Node versions the server runs on (package.json "engines"): the native modules (better-sqlite3,
 * argon2) are built for them, and on Node 20 loading them killed the process with SIGSEGV and no
 * word. So the launchers check first, before anything native is loaded, and say what to do.
 * Nothing here may import a package: it runs before any of them is safe to load.
 */
export const SUPPORTED_NODE = '^22.14.0 || ^24.0.0';

/** Why this Node version cannot run taxdesk, as one line; null when it can. */
export function nodeVersionProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if ((major === 22 && minor >= 14) || major === 24) return null;
  return `Node ${version} is not supported (taxdesk and its native modules need Node ${SUPPORTED_NODE}): install Node 22 (22.14 or later) or 24, run npm ci again, then start.`;
}

/** Stops the process with that line (exit code 1) on an unsupported Node. */
export function requireSupportedNode(): void {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem === null) return;
  process.stderr.write(`taxdesk: ${problem}\n`);
  process.exit(1);
}
