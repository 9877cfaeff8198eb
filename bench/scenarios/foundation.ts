import type { Scenario } from '../lib/types.js';

const USERS = 200;
const SESSIONS = 20_000;

const scenarios: Scenario[] = [
  {
    name: 'healthz',
    description: 'GET /healthz: the framework floor (routing, hooks, headers, serialization)',
    request: () => ({ method: 'GET', path: '/healthz' }),
  },
  {
    name: 'users-list',
    description: `GET /api/users?page=2&pageSize=20 as admin: Bearer check (token + live session of ${SESSIONS}), validation, count + page in SQL (${USERS} users)`,
    async seed({ insertMany }) {
      const now = new Date().toISOString();
      await insertMany(
        'users',
        Array.from({ length: USERS }, (_, i) => ({
          email: `staff${i}@example.com`,
          password_hash: 'not-a-hash',
          role: 'staff',
          display_name: `Staff member ${i}`,
          password_changed_at: now,
          created_at: now,
          updated_at: now,
        })),
      );
      // Every request looks its session up among all sessions: give it a realistic crowd to find it in.
      const expires = new Date(Date.now() + 86_400_000).toISOString();
      await insertMany(
        'sessions',
        Array.from({ length: SESSIONS }, (_, i) => ({
          principal: 'staff',
          user_id: 2 + (i % USERS),
          family_id: `bench-session-${i}`,
          created_at: now,
          last_used_at: now,
          expires_at: expires,
          user_agent: 'bench',
          ip: '127.0.0.1',
        })),
      );
    },
    request: ({ adminToken }) => ({
      method: 'GET',
      path: '/api/users?page=2&pageSize=20',
      headers: { authorization: `Bearer ${adminToken}` },
    }),
  },
  {
    name: 'login',
    description: 'POST /api/auth/login: argon2id verify (19 MiB, t=2), bounded by PASSWORD_HASH_CONCURRENCY',
    request: ({ adminEmail, adminPassword }) => ({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: adminEmail, password: adminPassword },
    }),
  },
];

export default scenarios;
