/*
 * `npm run lint:api`: lints the OpenAPI document that buildApp serves with Redocly CLI's strict
 * recommended rules (redocly.yaml; accepted exceptions in .redocly.lint-ignore.yaml). Exits
 * non-zero on any problem.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './openapi-document.js';

const root = path.resolve(import.meta.dirname, '..');
/** Where redocly.yaml's `apis.taxdesk.root` points. */
const target = path.join(root, 'node_modules/.cache/taxdesk/openapi.json');

fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify(await openApiDocument(), null, 2));
const result = spawnSync(path.join(root, 'node_modules/.bin/redocly'), ['lint', 'taxdesk', '--max-problems', '500'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(result.status ?? 1);
