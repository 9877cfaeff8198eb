import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors.js';
import { installBearerPolicy, type Authenticator } from './bearer.js';

/** A stand-in authenticator: lets a request through when it says so, as a real one would check a token. */
const letThrough: Authenticator = async (request: FastifyRequest) => {
  if (request.headers['x-let-through'] !== 'yes') throw new UnauthorizedError();
};

test('a protected route names a principal kind that has an authenticator, or the app does not start', async () => {
  const app = Fastify();
  installBearerPolicy(app, { principals: {} });
  app.get('/open', { config: { public: true } }, async () => 'ok');
  assert.throws(() => app.get('/staff-only', async () => 'no'), /needs a 'staff' principal, which no authenticator serves/);
  await app.close();
});

test('requests reach a protected route only through its kind\'s authenticator (deny by default)', async () => {
  const app = Fastify();
  installBearerPolicy(app, { principals: { staff: letThrough } });
  app.get('/staff-only', { config: { principal: 'staff' } }, async () => 'in');
  app.get('/by-default', async () => 'in');
  for (const url of ['/staff-only', '/by-default']) {
    assert.equal((await app.inject({ url })).statusCode, 401, url);
    assert.equal((await app.inject({ url, headers: { 'x-let-through': 'yes' } })).body, 'in', url);
  }
  await app.close();
});
