import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { API_ENUMS_FILE, renderApiEnums } from './api-enums.js';

test('the admin interface lists of statuses match the current OpenAPI document (run `npm run api:types` after changing a route)', async () => {
  const committed = fs.existsSync(API_ENUMS_FILE) ? fs.readFileSync(API_ENUMS_FILE, 'utf8') : '';
  assert.ok(committed === (await renderApiEnums()), `${API_ENUMS_FILE} is out of date: run npm run api:types`);
});
