import { readFile } from 'node:fs/promises';
import { buildRebalanceSheet, RebalanceInputError, type RebalanceInput } from './engine/index.js';
import { validateManifest } from './pipeline/index.js';

export const PORTFOLIO_USAGE = `  portfolio validate-manifest <file.json>
      Checks a release pipeline manifest (unique step names, existing dependencies, no cycles,
      declared step count) and prints its steps in topological order.
  portfolio rebalance <input.json>
      Runs REBALANCE_ENGINE_V1 on { snapshot, macro, targets, options? } and prints the sheet.
`;

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const stdio: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

async function readJsonFile(file: string, io: CliIo): Promise<{ ok: true; value: unknown } | { ok: false }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    io.err(`taxdesk: cannot read ${file}: ${(error as Error).message}`);
    return { ok: false };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    io.err(`taxdesk: ${file} is not JSON: ${(error as Error).message}`);
    return { ok: false };
  }
}

async function validateManifestCommand(file: string, io: CliIo): Promise<number> {
  const read = await readJsonFile(file, io);
  if (!read.ok) return 1;
  const result = validateManifest(read.value);
  if (!result.valid) {
    io.err(`Manifest ${file} is invalid:`);
    for (const error of result.errors) io.err(`  - ${error}`);
    return 1;
  }
  io.out(`Pipeline ${result.manifest.pipeline}: ${result.manifest.stepCount} steps, a valid DAG. Topological order:`);
  const width = String(result.order.length).length;
  result.order.forEach((name, index) => io.out(`${String(index + 1).padStart(width)}. ${name}`));
  return 0;
}

async function rebalanceCommand(file: string, io: CliIo): Promise<number> {
  const read = await readJsonFile(file, io);
  if (!read.ok) return 1;
  try {
    io.out(JSON.stringify(buildRebalanceSheet(read.value as RebalanceInput), null, 2));
    return 0;
  } catch (error) {
    if (!(error instanceof RebalanceInputError)) throw error;
    io.err(`Input ${file} is invalid:`);
    for (const [path, messages] of Object.entries(error.errors)) io.err(`  - ${path}: ${messages.join('; ')}`);
    return 1;
  }
}

/**
 * `npm run cli -- portfolio <command> ...`: needs no database or settings. Returns the exit code:
 * 0 done, 1 the file is invalid or unreadable, 2 wrong usage.
 */
export async function portfolioCli(args: readonly string[], io: CliIo = stdio): Promise<number> {
  const [command, file, ...extra] = args;
  const commands: Record<string, (file: string, io: CliIo) => Promise<number>> = {
    'validate-manifest': validateManifestCommand,
    rebalance: rebalanceCommand,
  };
  const run = command && Object.hasOwn(commands, command) ? commands[command] : undefined;
  if (!run || !file || extra.length > 0) {
    io.err(`Usage: npm run cli -- portfolio <command> <file>\n\n${PORTFOLIO_USAGE}`);
    return 2;
  }
  return run(file, io);
}
