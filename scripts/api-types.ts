/*
 * The admin interface's API types come from the server's own OpenAPI document, never by hand:
 * `npm run api:types` rewrites admin/src/api/schema.d.ts, and a test fails while the committed
 * file differs from what the current routes produce.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export const API_TYPES_FILE = path.resolve(import.meta.dirname, '../admin/src/api/schema.d.ts');

const HEADER = '// Generated from the OpenAPI document by `npm run api:types`. Do not edit.\n\n';

export async function renderApiTypes(): Promise<string> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example-tax.com' }),
    database: { kind: 'sqlite' as const, file: ':memory:' },
    jwtSecret: 'api-types-only-secret-that-is-long-enough-0123456789',
    jobsEnabled: false,
  };
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const document = app.swagger() as Parameters<typeof openapiTS>[0];
    return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(API_TYPES_FILE, await renderApiTypes());
  process.stdout.write(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}\n`);
}
