import { sql } from 'kysely';
import { isPostgres } from '../../src/db/migrations/column-types.js';
import * as logCountsMigration from '../../src/db/migrations/0022_client_log_counts.js';
import { fingerprintOf } from '../../src/features/client-logs/lib/fingerprint.js';
import type { Scenario, SeedContext } from '../lib/types.js';
import { countRows } from '../lib/seed-rows.js';

const ROWS = 1_000_000;
const PROBLEMS = 400;
const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
const CHUNK = 50_000;

/** Problem k: its own message and top frame, so each is one fingerprint. */
function problem(k: number) {
  const level = LEVELS[k % LEVELS.length]!;
  const message = `Request ${k} to /api/client/${k} failed with status 500`;
  const stack = `Error: ${message}\n    at handler${k} (https://taxdesk.example/admin/assets/index-3f2a9c1b.js:${k}:7)`;
  return { level, message, stack, fingerprint: fingerprintOf({ level, message, stack }) };
}

/**
 * `rows` entries over the last 30 days: 400 problems, the first ones far more frequent (a few
 * problems make most of the noise, as in real logs). Whichever size is seeded first stays: run the
 * 100,000-entry scenario on its own.
 */
const seedLogsOf = (rows: number, days = 30) => async ({ db, insertMany }: SeedContext): Promise<void> => {
  if ((await countRows(db, 'client_logs')) > 0) return;
  const problems = Array.from({ length: PROBLEMS }, (_, k) => problem(k));
  const now = Date.now();
  for (let start = 0; start < rows; start += CHUNK) {
    await insertMany(
      'client_logs',
      Array.from({ length: Math.min(CHUNK, rows - start) }, (_, offset) => {
        const i = start + offset;
        // Squaring a uniform fraction skews the choice towards the first problems.
        const p = problems[Math.floor(((i * 7919) % 10_007) / 10_007 * ((i * 104_729) % 10_009) / 10_009 * PROBLEMS)]!;
        const at = new Date(now - ((i * 2_654_435_761) % (days * 86_400_000))).toISOString();
        return {
          level: p.level,
          message: p.message,
          stack: p.stack,
          url: 'https://taxdesk.example/admin/clients',
          source: i % 3 === 0 ? 'api-client' : 'admin-ui',
          fingerprint: p.fingerprint,
          occurred_at: at,
          received_at: at,
          user_id: 1,
        };
      }),
    );
  }
  // The counts the client-log service keeps on write, built as the migration builds them.
  await logCountsMigration.down(db);
  await logCountsMigration.up(db);
  if (isPostgres(db)) {
    for (const table of ['client_logs', 'client_log_counts', 'client_log_totals']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
};
const seedLogs = seedLogsOf(ROWS);
/** The largest report the issue measured (28.3): 451,000 entries in the default 7-day range. */
const REPORT_ROWS = 450_000;
const seedReportRange = seedLogsOf(REPORT_ROWS, 7);
const LIST_ROWS = 100_000;

const batch = Array.from({ length: 100 }, (_, i) => ({
  level: LEVELS[i % 4],
  message: `Request ${i} to /api/client/${i} failed with status 500`,
  stack: `Error: failed\n    at handler (https://taxdesk.example/admin/assets/index-3f2a9c1b.js:${i}:7)`,
  url: 'https://taxdesk.example/admin/clients?page=2',
  source: 'admin-ui',
  context: { route: '/clients', attempt: i },
}));

const scenarios: Scenario[] = [
  {
    name: 'clientlog-ingest',
    description: 'POST /api/clientlog with a 100-entry batch: validation, fingerprints, one multi-row insert (run with CLIENT_LOG_RATE_LIMIT_PER_MINUTE=1000000)',
    request: ({ adminToken }) => ({
      method: 'POST',
      path: '/api/clientlog',
      headers: { authorization: `Bearer ${adminToken}` },
      body: { entries: batch },
    }),
  },
  {
    name: 'clientlog-groups',
    description: `GET /api/clientlog/groups (last 7 days): GROUP BY fingerprint over ${ROWS} entries, samples for the page`,
    seed: seedLogs,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog/groups', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clientlog-groups-errors-24h',
    description: `GET /api/clientlog/groups?level=error&from=<24 h ago>: the dashboard shortcut's view (${ROWS} entries)`,
    seed: seedLogs,
    request: ({ adminToken }) => ({
      method: 'GET',
      path: `/api/clientlog/groups?level=error&from=${new Date(Date.now() - 86_400_000).toISOString()}`,
      headers: { authorization: `Bearer ${adminToken}` },
    }),
  },
  {
    name: 'clientlog-list',
    description: `GET /api/clientlog?level=error: newest errors, count and page (${ROWS} entries)`,
    seed: seedLogs,
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog?level=error', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clientlog-list-100k',
    description: `GET /api/clientlog: newest entries, count and page (${LIST_ROWS} entries; run without the ${ROWS}-entry scenarios)`,
    seed: seedLogsOf(LIST_ROWS),
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clientlog-list-100k-errors',
    description: `GET /api/clientlog?level=error&page=3: newest errors, a later page (${LIST_ROWS} entries; run without the ${ROWS}-entry scenarios)`,
    seed: seedLogsOf(LIST_ROWS),
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog?level=error&page=3', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clientlog-search-100k',
    description: `GET /api/clientlog?search=client/317: text in a message, one problem's entries, and their count (${LIST_ROWS} entries; run without the ${ROWS}-entry scenarios)`,
    seed: seedLogsOf(LIST_ROWS),
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog?search=client/317', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'clientlog-search-common',
    description: `GET /api/clientlog?search=failed with status: a text every message holds, the newest page and the count of all (${LIST_ROWS} entries; run without the ${ROWS}-entry scenarios)`,
    seed: seedLogsOf(LIST_ROWS),
    request: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog?search=failed%20with%20status', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  // Issue 28.3: /healthz while an admin report is always in progress, at the largest size here.
  {
    name: 'healthz-during-groups',
    description: `GET /healthz while GET /api/clientlog/groups (${REPORT_ROWS} entries, all in its default 7-day range) runs again and again in the background (run without the other scenarios)`,
    seed: seedReportRange,
    request: () => ({ method: 'GET', path: '/healthz' }),
    background: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog/groups', headers: { authorization: `Bearer ${adminToken}` } }),
  },
  {
    name: 'healthz-during-summary',
    description: `GET /healthz while GET /api/clientlog/summary (${REPORT_ROWS} entries, all in its default 7-day range) runs again and again in the background (run without the other scenarios)`,
    seed: seedReportRange,
    request: () => ({ method: 'GET', path: '/healthz' }),
    background: ({ adminToken }) => ({ method: 'GET', path: '/api/clientlog/summary', headers: { authorization: `Bearer ${adminToken}` } }),
  },
];

export default scenarios;
