/*
 * Issue 28.8: what GET answers, PUT takes back. For every resource a client reads and replaces,
 * the representation sent back unchanged is 200 (read-only fields accepted and ignored), and the
 * resource reads the same afterwards but for its modification time. A PUT added to the document
 * beside a GET of the same path fails the first test until it has a case here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertProblem, assertStatus } from '../../testing/assertions.js';
import { describeApi, type TestContext } from '../../testing/harness.js';
import { invitedClient, portalSignIn } from '../../testing/portal.js';
import { newClient, newContract } from '../../testing/records.js';

interface RoundTrip {
  /** The path of the PUT (and of the GET, unless `read` says otherwise), as the document writes it. */
  put: string;
  /** Creates the resource and answers the PUT's URL and the GET that reads its representation. */
  make: (t: TestContext) => Promise<{ url: string; read?: () => Promise<unknown>; token?: string }>;
}

async function created(t: TestContext, url: string, body: Record<string, unknown>, role: 'admin' | 'staff' = 'admin'): Promise<number> {
  const res = await t.api('POST', url, { token: await t.token(role), body });
  assertStatus(res, 201);
  return res.data.id;
}

const CASES: RoundTrip[] = [
  { put: '/api/users/me/mail-preferences', make: async () => ({ url: '/api/users/me/mail-preferences' }) },
  { put: '/api/users/me', make: async () => ({ url: '/api/users/me' }) },
  // The client portal's own record (issue 32), with a signed-in client's token.
  { put: '/api/portal/me', make: async (t) => ({ url: '/api/portal/me', token: (await portalSignIn(t, (await invitedClient(t)).email)).accessToken }) },
  {
    // No GET of one user: the list's item (and /api/users/me) is the representation.
    put: '/api/users/{id}',
    make: async (t) => {
      const user = await t.signup('staff');
      return {
        url: `/api/users/${user.id}`,
        read: async () => (await t.api('GET', '/api/users', { token: await t.token(), query: { search: user.email } })).data.items[0],
      };
    },
  },
  {
    // GET /api/blog/{slug} is the public page's; the editor reads /api/blog/admin/{id}.
    put: '/api/blog/{id}',
    make: async (t) => {
      const id = await created(t, '/api/blog', { title: 'Round trip', content: '<p>Text.</p>' });
      return { url: `/api/blog/${id}`, read: async () => (await t.api('GET', `/api/blog/admin/${id}`, { token: await t.token() })).data };
    },
  },
  { put: '/api/category/{id}', make: async (t) => ({ url: `/api/category/${await created(t, '/api/category', { name: 'Round trip' })}` }) },
  {
    put: '/api/inquiry/{id}',
    make: async (t) => {
      const res = await t.api('POST', '/api/inquiry', { body: { name: 'Asker', email: 'asker@example.com', subject: 'VAT', message: 'Help with VAT please' } });
      assertStatus(res, 201);
      return { url: `/api/inquiry/${res.data.id}` };
    },
  },
  { put: '/api/client/{id}', make: async (t) => ({ url: `/api/client/${await newClient(t)}` }) },
  { put: '/api/company/{id}', make: async (t) => ({ url: `/api/company/${await created(t, '/api/company', { code: 'RT-1', name: 'Round Trip Ltd' })}` }) },
  {
    put: '/api/commoncode/groups/{group}/{value}',
    make: async (t) => {
      const url = '/api/commoncode/groups/RT_GROUP/RT1';
      assertStatus(await t.api('PUT', url, { token: await t.token(), body: { name: 'Round trip' } }), 201);
      return { url };
    },
  },
  {
    put: '/api/sitesettings',
    make: async (t) => {
      // Before the first save GET answers the defaults (updatedAt null); after it, the stored record.
      assertStatus(await t.api('PUT', '/api/sitesettings', { token: await t.token(), body: (await t.api('GET', '/api/sitesettings', { token: await t.token() })).data }), 200);
      return { url: '/api/sitesettings' };
    },
  },
  { put: '/api/faq/{id}', make: async (t) => ({ url: `/api/faq/${await created(t, '/api/faq', { question: 'Round trip?', answer: 'Yes.' }, 'staff')}` }) },
  {
    put: '/api/engagement-letter-templates/{id}',
    make: async (t) => ({ url: `/api/engagement-letter-templates/${await created(t, '/api/engagement-letter-templates', { name: 'Round trip', bodies: { en: 'Dear {{client.name}}' } })}` }),
  },
  { put: '/api/announcement/{id}', make: async (t) => ({ url: `/api/announcement/${await created(t, '/api/announcement', { title: 'Round trip', content: 'Text.' }, 'staff')}` }) },
  {
    put: '/api/taxprofile/{id}',
    make: async (t) => {
      const clientId = await newClient(t);
      const id = await created(t, '/api/taxprofile', { clientId, taxpayerType: 'individual' });
      return { url: `/api/taxprofile/${id}`, read: async () => (await t.api('GET', `/api/taxprofile/client/${clientId}`, { token: await t.token() })).data };
    },
  },
  {
    put: '/api/taxfilingschedule/{id}',
    make: async (t) => ({ url: `/api/taxfilingschedule/${await created(t, '/api/taxfilingschedule', { clientId: await newClient(t), taxType: 'VAT', dueDate: '2026-12-24' })}` }),
  },
  {
    put: '/api/revenue-tracking/{id}',
    make: async (t) => ({
      url: `/api/revenue-tracking/${await created(t, '/api/revenue-tracking', { clientId: await newClient(t), description: 'Round trip', amount: 120.5, invoiceDate: '2026-11-02' })}`,
    }),
  },
  { put: '/api/taxfiling/{id}', make: async (t) => ({ url: `/api/taxfiling/${await created(t, '/api/taxfiling', { clientId: await newClient(t), taxType: 'VAT', taxYear: 2026 })}` }) },
  { put: '/api/contract/{id}', make: async (t) => ({ url: `/api/contract/${await newContract(t, await newClient(t))}` }) },
  {
    put: '/api/consultingactivity/{id}',
    make: async (t) => ({
      url: `/api/consultingactivity/${await created(t, '/api/consultingactivity', { clientId: await newClient(t), activityDate: '2026-03-02', activityType: 'call', subject: 'Round trip' })}`,
    }),
  },
];

/** Fields a write may change by itself: the modification time. */
const withoutUpdatedAt = (value: unknown) => ({ ...(value as Record<string, unknown>), updatedAt: undefined });

describeApi('PUT takes back what GET answered (issue 28.8)', (t) => {
  test('every PUT whose path also has a GET (or a listed representation) has a case here', async () => {
    const document = (await t.api('GET', '/api/openapi.json')).data as { paths: Record<string, Record<string, unknown>> };
    const pairs = Object.entries(document.paths)
      .filter(([, item]) => item.put && item.get)
      .map(([path]) => path);
    const covered = new Set(CASES.map((entry) => entry.put));
    assert.deepEqual(pairs.filter((path) => !covered.has(path)), []);
  });

  for (const entry of CASES) {
    test(`PUT ${entry.put} with the representation GET answered: 200, nothing else changes`, async () => {
      const made = await entry.make(t);
      const { url, read } = made;
      const token = made.token ?? (await t.token());
      const get = read ?? (async () => (await t.api('GET', url, { token })).data);
      const before = await get();
      assert.ok(before && typeof before === 'object', `${url}: nothing read`);
      const res = await t.api('PUT', url, { token, body: before });
      assertStatus(res, 200);
      assert.deepEqual(withoutUpdatedAt(await get()), withoutUpdatedAt(before));
      // A record's client is set at creation: echoed it passes (above), another one is refused.
      const { clientId } = before as { clientId?: unknown };
      if (typeof clientId === 'number') {
        assertProblem(await t.api('PUT', url, { token, body: { ...before, clientId: clientId + 1000 } }), 400, { fields: ['clientId'] });
      }
    });
  }
});
