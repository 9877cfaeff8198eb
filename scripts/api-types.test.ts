import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { API_TYPES_FILE, renderApiTypes } from './api-types.js';

test('the admin interface types match the current OpenAPI document (run `npm run api:types` after changing a route)', async () => {
  const committed = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : '';
  assert.ok(committed === (await renderApiTypes()), `${API_TYPES_FILE} is out of date: run npm run api:types`);
});
