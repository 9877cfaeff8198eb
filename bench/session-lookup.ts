/*
 * The cost of the live-authorization lookup on its own (issue 15 item 1): findActiveSession over
 * 20,000 sessions and 200 users on SQLite, in one process, without HTTP. Run:
 *   npx tsx bench/session-lookup.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { compileSessionLookup, findActiveSession, sessionClock } from '../src/shared/auth/session-store.js';

const USERS = 200;
const SESSIONS = 20_000;
const ROUNDS = 20_000;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-session-bench-'));
const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
const { db } = database;
await migrateToLatest(db);
const now = new Date('2026-11-23T12:00:00Z');
const iso = now.toISOString();
const expires = new Date(now.getTime() + 86_400_000).toISOString();
for (let start = 0; start < USERS; start += 100) {
  await db.insertInto('users').values(Array.from({ length: 100 }, (_, i) => ({
    email: `u${start + i}@example.com`, password_hash: 'x', role: 'staff' as const, display_name: `U${start + i}`,
    password_changed_at: iso, created_at: iso, updated_at: iso,
  }))).execute();
}
for (let start = 0; start < SESSIONS; start += 500) {
  await db.insertInto('sessions').values(Array.from({ length: 500 }, (_, i) => ({
    principal: 'staff' as const, user_id: 1 + ((start + i) % USERS), family_id: `s-${start + i}`, created_at: iso, last_used_at: iso,
    expires_at: expires, user_agent: 'bench', ip: '127.0.0.1',
  }))).execute();
}
const at = sessionClock(now, 30 * 86_400);
const lookup = compileSessionLookup(db);
for (let i = 0; i < 2_000; i++) await findActiveSession(db, lookup, `s-${i}`, at);
const started = performance.now();
for (let i = 0; i < ROUNDS; i++) {
  if (!(await findActiveSession(db, lookup, `s-${(i * 7919) % SESSIONS}`, at))) throw new Error('session not found');
}
const micros = ((performance.now() - started) * 1000) / ROUNDS;
process.stdout.write(`findActiveSession on SQLite: ${micros.toFixed(1)} µs per lookup (${ROUNDS} lookups, ${SESSIONS} sessions)\n`);
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
