/*
 * The admin interface's API types come from the server's own OpenAPI document, never by hand:
 * `npm run api:types` rewrites admin/src/api/schema.d.ts, and a test fails while the committed
 * file differs from what the current routes produce.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './openapi-document.js';

export const API_TYPES_FILE = path.resolve(import.meta.dirname, '../admin/src/api/schema.d.ts');

const HEADER = '// Generated from the OpenAPI document by `npm run api:types`. Do not edit.\n\n';

export async function renderApiTypes(): Promise<string> {
  const document = (await openApiDocument()) as unknown as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(API_TYPES_FILE, await renderApiTypes());
  process.stdout.write(`wrote ${path.relative(process.cwd(), API_TYPES_FILE)}\n`);
}
