import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Type } from 'typebox';
import { buildApp } from '../../app.js';
import { testConfig } from '../../testing/harness.js';
import { Strict } from './schemas.js';

test('a route taking an integer without both bounds does not start', async () => {
  const app = await buildApp(testConfig({ database: { kind: 'sqlite', file: ':memory:' } }), {
    logger: false,
    extend: (instance) =>
      instance.get('/api/probe/unbounded', { schema: { querystring: Strict({ days: Type.Optional(Type.Integer({ minimum: 0 })) }) } }, async () => ({})),
  });
  try {
    await assert.rejects(async () => app.ready(), /GET \/api\/probe\/unbounded querystring: integer at "\/properties\/days" must state minimum and maximum/);
  } finally {
    await app.close().catch(() => {});
  }
});
