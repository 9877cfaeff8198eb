/*
 * The deep page of a client's documents, the statement alone (stop 40's leftover, ad9379f):
 * `npx tsx bench/documents-list-plan.ts [--db postgres] [--runs 300]`. Seeds what the
 * documents-list-deep scenario seeds (bench/scenarios/documents.ts: a client with 1,000 documents
 * among 100,000, half of them naming their uploader), then for page 10 of 100 prints each form's
 * plan (PostgreSQL: EXPLAIN ANALYZE, where the uploader-name subplan's `loops` is the count of
 * lookups; SQLite: EXPLAIN QUERY PLAN) and times both forms alternately in this process, so the
 * machine's load weighs on both alike: `before` selects the columns in the paged statement (the
 * form before ad9379f), `after` pages the ids first and reads only the page's rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createPasswordHasher } from '../src/shared/auth/passwords.js';
import { systemClock } from '../src/shared/clock.js';
import { createUser, systemActor } from '../src/features/users/service.js';
import { pgUrl } from './lib/production-server.js';
import type { SeedContext } from './lib/types.js';
import documentScenarios from './scenarios/documents.js';

const { values: args } = parseArgs({ options: { db: { type: 'string', default: 'sqlite' }, runs: { type: 'string', default: '300' } } });
const postgres = args.db === 'postgres';
const RUNS = Number(args.runs);
const CLIENT_ID = 42;
const PAGE_SIZE = 100;
const OFFSET = 900;

const COLUMNS = sql.raw(`d.id, d.client_id, d.request_id, d.file_name, d.media_type, d.size, d.sha256, d.visible_to_client, d.origin, d.uploader, d.uploaded_by,
  (select coalesce(users.display_name, users.email) from users where users.id = d.uploaded_by) as uploaded_by_name, d.scan, d.created_at`);
const FORMS: Record<'before' | 'after', RawBuilder<unknown>> = {
  before: sql`select ${COLUMNS} from documents as d where d.client_id = ${CLIENT_ID}
    order by d.created_at desc, d.id desc limit ${PAGE_SIZE} offset ${OFFSET}`,
  after: sql`select ${COLUMNS} from (select d.id from documents as d where d.client_id = ${CLIENT_ID}
    order by d.created_at desc, d.id desc limit ${PAGE_SIZE} offset ${OFFSET}) as page
    inner join documents as d on d.id = page.id order by d.created_at desc, d.id desc`,
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-doc-plan-'));
const pgDatabase = `taxdesk_doc_plan_${process.pid}`;
async function pgAdmin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}
let target: Parameters<typeof openDatabase>[0] = { kind: 'sqlite', file: path.join(tmp, 'plan.db') };
if (postgres) {
  await pgAdmin(`create database ${pgDatabase}`);
  const url = new URL(pgUrl);
  url.pathname = `/${pgDatabase}`;
  target = { kind: 'postgres', url: url.href };
}
const database = openDatabase(target);
try {
  const db = database.db;
  await migrateToLatest(db);
  await createUser({ db, clock: systemClock, passwords: createPasswordHasher({ concurrency: 1, queueLimit: 1 }), actor: systemActor('bench') }, { email: 'plan@example.com', password: 'amber-tiger-orchard-2026', role: 'admin', displayName: 'Plan Admin' });
  const seedContext: SeedContext = {
    db,
    async insertMany(table, rows) {
      const width = Math.max(1, Object.keys(rows[0] ?? {}).length);
      const chunk = Math.max(1, Math.floor(10_000 / width));
      for (let i = 0; i < rows.length; i += chunk) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument -- rows of any table
        await db.insertInto(table).values(rows.slice(i, i + chunk) as any).execute();
      }
    },
  };
  await documentScenarios[0]!.seed!(seedContext);

  for (const [name, form] of Object.entries(FORMS)) {
    const plan = postgres ? sql`explain (analyze, costs off, timing off, summary off) ${form}` : sql`explain query plan ${form}`;
    const rows = (await plan.execute(db)).rows as Array<Record<string, unknown>>;
    process.stdout.write(`\n-- ${name}\n${rows.map((row) => (postgres ? String(row['QUERY PLAN']) : String(row.detail))).join('\n')}\n`);
  }

  const times: Record<string, number[]> = { before: [], after: [] };
  for (let run = 0; run < RUNS; run++) {
    for (const [name, form] of Object.entries(FORMS)) {
      const started = performance.now();
      await form.execute(db);
      times[name]!.push(performance.now() - started);
    }
  }
  const at = (values: number[], share: number) => [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
  process.stdout.write(`\n${args.db}, ${RUNS} runs of each, alternating; load average ${os.loadavg().map((value) => value.toFixed(1)).join(', ')}\n`);
  for (const [name, values] of Object.entries(times)) process.stdout.write(`${name}: p50 ${at(values, 0.5).toFixed(2)} ms, p99 ${at(values, 0.99).toFixed(2)} ms\n`);
  process.stdout.write(`after/before p50: ${(at(times.after!, 0.5) / at(times.before!, 0.5)).toFixed(2)}\n`);
} finally {
  await database.close();
  if (postgres) await pgAdmin(`drop database if exists ${pgDatabase} with (force)`);
  fs.rmSync(tmp, { recursive: true, force: true });
}
