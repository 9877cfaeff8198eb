/** Fixtures shared by the tax practice tests: records created through the API, as a user would. */
import { assertStatus } from './assertions.js';
import type { TestContext } from './harness.js';

let clients = 0;

/** Creates a client through the API and returns its id. */
export async function newClient(t: TestContext, name = `Client ${++clients}`): Promise<number> {
  const res = await t.api('POST', '/api/client', { token: await t.token(), body: { name, clientType: 'individual' } });
  assertStatus(res, 201);
  return res.data.id;
}

/** Soft-deletes a client through the API. */
export async function deleteClient(t: TestContext, id: number): Promise<void> {
  assertStatus(await t.api('DELETE', `/api/client/${id}`, { token: await t.token() }), 204);
}

/** Creates a contract for the client through the API and returns its id. */
export async function newContract(t: TestContext, clientId: number, body: Record<string, unknown> = {}): Promise<number> {
  const res = await t.api('POST', '/api/contract', {
    token: await t.token(),
    body: { clientId, title: 'Bookkeeping 2027', feeType: 'fixed', startDate: '2027-01-01', ...body },
  });
  assertStatus(res, 201);
  return res.data.id;
}
