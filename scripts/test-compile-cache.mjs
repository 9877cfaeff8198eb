/*
 * Preloaded into every test process by scripts/run-tests.ts: V8 keeps the code it compiled for the
 * app, the harness and their packages (about 1,600 modules a test file loads) in
 * node_modules/.cache/taxdesk-tests/, and the next test process reuses it instead of compiling
 * again. Measured 2026-11-28, four test files on both databases, alternated twice: 37.6 -> 35.2 s of
 * CPU (about 0.3 s a file, 163 files a run). Only the test processes: the servers and CLIs they
 * spawn run as in production, where the compile cache stays off (bench/README.md, "Compile cache").
 */
import module from 'node:module';
import path from 'node:path';

module.enableCompileCache?.(path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'taxdesk-tests'));
