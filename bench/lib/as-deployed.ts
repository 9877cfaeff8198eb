/*
 * Runs the importing bench again, in a new process, with the systemd unit's node flags and
 * environment (deploy/systemd/taxdesk@.service: --expose-gc, MALLOC_ARENA_MAX,
 * MALLOC_MMAP_THRESHOLD_) plus BENCH_NODE_FLAGS, for benches that measure the server inside their
 * own process (bench/documents.ts): the server's memory and collector then behave as deployed
 * (`gc` defined, glibc's settings), which node flags and malloc variables can only give a process
 * at its start. Imported first, it re-runs the bench and exits with its status; in the re-run (and
 * with BENCH_AS_DEPLOYED=0, to measure V8's and glibc's defaults) it does nothing.
 */
import { spawnSync } from 'node:child_process';
import { benchNodeFlags, unitSettings } from './production-server.js';

/** Set in the re-run, so it does not run itself again. */
const RERUN = 'TAXDESK_BENCH_AS_DEPLOYED';

/** The node flags the bench itself added: its children (the documents client) should not inherit them. */
export const deployedFlags: readonly string[] = process.env[RERUN] ? (JSON.parse(process.env[RERUN]) as string[]) : [];

if (process.env[RERUN] === undefined && process.env.BENCH_AS_DEPLOYED !== '0') {
  const unit = unitSettings();
  const flags = [...unit.flags, ...benchNodeFlags()];
  console.log(`running as deployed: node ${flags.join(' ')}, ${Object.entries(unit.env).map(([name, value]) => `${name}=${value}`).join(' ')} (BENCH_AS_DEPLOYED=0: node's defaults)`);
  // process.execArgv keeps the TypeScript loader tsx started this process with.
  const rerun = spawnSync(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ...unit.env, [RERUN]: JSON.stringify(flags) },
  });
  process.exit(rerun.status ?? 1);
}
