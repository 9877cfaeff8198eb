import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface Running {
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/** Runs a TypeScript entry point of this project (src/server.ts, src/cli.ts) as a real process. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, stdin?: string): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    // Only what the test gives, plus PATH: the developer's own settings must not leak in.
    env: { PATH: process.env.PATH, NODE_ENV: 'development', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (stdin !== undefined) child.stdin.end(stdin);
  else child.stdin.end();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => ({ stdout, stderr }),
    exited,
    async waitForOutput(pattern, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(stdout + stderr)) {
        if (Date.now() > deadline) {
          // A server that never said it was ready would otherwise outlive its failed test (one ran on
          // for 7 minutes after a timeout at load 26, holding its port and a core).
          child.kill('SIGKILL');
          throw new Error(`timed out waiting for ${pattern}; output:\n${stdout}\n${stderr}`);
        }
        if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${pattern}; output:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
