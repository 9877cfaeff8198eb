/** Client portal fixtures (issue 32): clients invited and signed in through the API, as in life. */
import assert from 'node:assert/strict';
import { assertStatus } from './assertions.js';
import type { TestContext } from './harness.js';
import { outboxTo } from './outbox.js';

let clients = 0;

export interface PortalMail {
  token: string;
  code: string;
  text: string;
}

/** The newest portal mail to the address, with its link's token and its code (opened: it is stored sealed). */
export async function latestPortalMail(t: TestContext, email: string): Promise<PortalMail> {
  const row = (await outboxTo(t, email)).at(-1);
  assert.ok(row, `no mail to ${email}`);
  const token = /#token=([A-Za-z0-9_-]+)/.exec(row.body_text)?.[1];
  const code = /: (\d{6})\n/.exec(row.body_text)?.[1];
  assert.ok(token && code, `no sign-in in: ${row.body_text}`);
  return { token, code, text: row.body_text };
}

/** A client with an email, invited to the portal by staff; returns its id and email. */
export async function invitedClient(t: TestContext, body: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  const email = `portal-client-${++clients}@example.com`;
  const res = await t.api('POST', '/api/client', { token: await t.token(), body: { name: `Portal client ${clients}`, clientType: 'individual', email, ...body } });
  assertStatus(res, 201);
  assertStatus(await t.api('POST', `/api/client/${res.data.id}/portal-invitation`, { token: await t.token() }), 202);
  return { id: res.data.id, email };
}

/** Signs a client in with the newest mailed link; returns the token pair. */
export async function portalSignIn(t: TestContext, email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const { token } = await latestPortalMail(t, email);
  const res = await t.api('POST', '/api/portal/auth/verify', { body: { token } });
  assertStatus(res, 200);
  return res.data;
}
