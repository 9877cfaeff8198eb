import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';
import { WorkerHost } from './worker-host.js';

/*
 * The one worker-thread host under the site worker and the report thread: answers matched by id
 * (out of order too), an idle thread ended and a new one started by the next message, and a thread
 * that dies failing what waits for it. The idle time is fired by hand; the workers are inline
 * scripts, so no file is needed.
 */

type To = { id: number; value: number; delay?: number; crash?: boolean };
type From = { id: number; doubled: number } | { id: number; error: string };

const doubler = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.crash) process.exit(3);
  const reply = () => parentPort.postMessage(m.value < 0 ? { id: m.id, error: 'negative' } : { id: m.id, doubled: m.value * 2 });
  if (m.delay) setTimeout(reply, m.delay); else reply();
});`;

function host(pending: Array<() => void> = []) {
  let started = 0;
  const worker = new WorkerHost<To, From>({
    name: 'test worker',
    start: () => {
      started++;
      return new Worker(doubler, { eval: true });
    },
    settle: (message) => ('error' in message ? { error: new Error(message.error) } : { value: message.doubled }),
    schedule: (fire) => {
      pending.push(fire);
      return () => pending.splice(pending.indexOf(fire), 1);
    },
  });
  return { worker, started: () => started };
}

/*
 * The host unrefs its threads: a server's listener keeps the process alive, never a report thread.
 * A test has no listener, and Node 22 ends the event loop before an unref'd thread's exit reaches
 * the host, leaving the awaited rejection pending; the tests that wait for an exit hold a timer.
 */
function keepAlive(t: { after: (fn: () => void) => void }): void {
  const timer = setInterval(() => {}, 60_000);
  t.after(() => clearInterval(timer));
}

function ask(worker: WorkerHost<To, From>, message: Omit<To, 'id'>): Promise<number> {
  const { id, answer } = worker.expect<number>();
  worker.post({ id, ...message });
  return answer;
}

test('answers go to the request with their id, out of order too; an error answer rejects only its own', async (t) => {
  const { worker, started } = host();
  t.after(() => worker.stop());
  const slow = ask(worker, { value: 5, delay: 50 });
  const fast = ask(worker, { value: 7 });
  const failed = ask(worker, { value: -1 });
  assert.equal(await fast, 14);
  await assert.rejects(failed, /negative/);
  assert.equal(await slow, 10);
  assert.equal(started(), 1, 'one thread for all three');
  assert.equal(worker.sent, 3);
});

test('idle: the thread ends once nothing is in flight, and the next message starts a new one', async (t) => {
  const pending: Array<() => void> = [];
  const { worker, started } = host(pending);
  t.after(() => worker.stop());
  assert.equal(worker.running, false, 'not started before the first message');
  assert.equal(await ask(worker, { value: 1 }), 2);
  assert.equal(worker.running, true);
  assert.equal(pending.length, 1, 'idle counted from the answer');
  pending[0]!();
  assert.equal(worker.running, false, 'ended when idle');
  assert.equal(await ask(worker, { value: 2 }), 4);
  assert.equal(started(), 2);
});

test('a thread that dies fails what waits for it; the next message gets a new thread', async (t) => {
  keepAlive(t);
  const { worker, started } = host();
  t.after(() => worker.stop());
  const waiting = ask(worker, { value: 1, delay: 10_000 });
  const crashed = ask(worker, { value: 0, crash: true });
  await assert.rejects(waiting, /test worker exited with code 3/);
  await assert.rejects(crashed, /test worker exited with code 3/);
  assert.equal(worker.running, false);
  assert.equal(await ask(worker, { value: 3 }), 6);
  assert.equal(started(), 2);
});

test('stop fails what is in flight; forget lets the thread go idle without its answer', async (t) => {
  keepAlive(t);
  const pending: Array<() => void> = [];
  const { worker } = host(pending);
  t.after(() => worker.stop());
  const waiting = ask(worker, { value: 1, delay: 10_000 });
  await worker.stop();
  await assert.rejects(waiting, /the thread was stopped/);

  const { id } = worker.expect<number>();
  worker.post({ id, value: 1, delay: 10_000 });
  assert.equal(pending.length, 0, 'busy while an answer is awaited');
  worker.forget(id);
  assert.equal(pending.length, 1, 'idle once it is forgotten');
});
