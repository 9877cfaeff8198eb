/*
 * The admin's lists of statuses and types come from the server's own OpenAPI document, never
 * retyped: `npm run api:types` also rewrites admin/src/api/enums.ts, one array per list below,
 * each typed against the generated API types (schema.d.ts) so the two cannot disagree, and a test
 * fails while the committed file differs from what the current routes produce.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openApiDocument } from './openapi-document.js';

export const API_ENUMS_FILE = path.resolve(import.meta.dirname, '../admin/src/api/enums.ts');

type Where = 'response' | 'query' | 'body';
interface Source {
  /** The exported constant. */
  name: string;
  path: string;
  method: 'get' | 'post' | 'put';
  where: Where;
  /** Property names down to the enum; `[]` steps into an array's items. */
  at: string[];
  /** The type the values must have, as the generated types spell it. */
  type: string;
}

const response = (path: string, at: string[]) => `paths['${path}']['get']['responses'][200]['content']['application/json']${at.map((key) => (key === '[]' ? '[number]' : `['${key}']`)).join('')}`;

/** Every list the admin offers or labels. */
const SOURCES: Source[] = [
  { name: 'CLIENT_STATUSES', path: '/api/client/{id}', method: 'get', where: 'response', at: ['status'], type: response('/api/client/{id}', ['status']) },
  { name: 'CLIENT_TYPES', path: '/api/client/{id}', method: 'get', where: 'response', at: ['clientType'], type: response('/api/client/{id}', ['clientType']) },
  { name: 'INQUIRY_STATUSES', path: '/api/inquiry/{id}', method: 'get', where: 'response', at: ['status'], type: response('/api/inquiry/{id}', ['status']) },
  {
    name: 'SETTABLE_INQUIRY_STATUSES',
    path: '/api/inquiry/{id}/status',
    method: 'put',
    where: 'body',
    at: ['status'],
    type: "paths['/api/inquiry/{id}/status']['put']['requestBody']['content']['application/json']['status']",
  },
  {
    name: 'DOCUMENT_REQUEST_STATUSES',
    path: '/api/client/{id}/document-requests',
    method: 'get',
    where: 'response',
    at: ['items', '[]', 'status'],
    type: response('/api/client/{id}/document-requests', ['items', '[]', 'status']),
  },
  { name: 'FILING_STATUSES', path: '/api/taxfiling/{id}', method: 'get', where: 'response', at: ['status'], type: response('/api/taxfiling/{id}', ['status']) },
  { name: 'CONTRACT_STATUSES', path: '/api/contract/{id}', method: 'get', where: 'response', at: ['status'], type: response('/api/contract/{id}', ['status']) },
  { name: 'FEE_TYPES', path: '/api/contract/{id}', method: 'get', where: 'response', at: ['feeType'], type: response('/api/contract/{id}', ['feeType']) },
  {
    name: 'RECURRENCES',
    path: '/api/taxfilingschedule/{id}',
    method: 'get',
    where: 'response',
    at: ['recurrence'],
    type: `NonNullable<${response('/api/taxfilingschedule/{id}', ['recurrence'])}>`,
  },
  {
    name: 'RISK_LEVELS',
    path: '/api/taxprofile/client/{clientId}',
    method: 'get',
    where: 'response',
    at: ['riskLevel'],
    type: response('/api/taxprofile/client/{clientId}', ['riskLevel']),
  },
  { name: 'POST_STATUSES', path: '/api/blog/admin/{id}', method: 'get', where: 'response', at: ['status'], type: response('/api/blog/admin/{id}', ['status']) },
  {
    name: 'POST_LIST_STATUSES',
    path: '/api/blog/admin',
    method: 'get',
    where: 'query',
    at: ['status'],
    type: "NonNullable<NonNullable<paths['/api/blog/admin']['get']['parameters']['query']>['status']>",
  },
  {
    name: 'MAIL_STATUSES',
    path: '/api/mail/outbox',
    method: 'get',
    where: 'query',
    at: ['status'],
    type: "NonNullable<NonNullable<paths['/api/mail/outbox']['get']['parameters']['query']>['status']>",
  },
  {
    name: 'LOG_LEVELS',
    path: '/api/clientlog',
    method: 'post',
    where: 'body',
    at: ['entries', '[]', 'level'],
    type: "paths['/api/clientlog']['post']['requestBody']['content']['application/json']['entries'][number]['level']",
  },
  { name: 'ROLES', path: '/api/users', method: 'get', where: 'response', at: ['items', '[]', 'role'], type: response('/api/users', ['items', '[]', 'role']) },
  {
    name: 'FORMULA_STATUSES',
    path: '/api/formulas/{formulaId}/status',
    method: 'put',
    where: 'body',
    at: ['status'],
    type: "paths['/api/formulas/{formulaId}/status']['put']['requestBody']['content']['application/json']['status']",
  },
  {
    name: 'DEADLINE_STATES',
    path: '/api/deadlines',
    method: 'get',
    where: 'query',
    at: ['state'],
    type: "NonNullable<NonNullable<paths['/api/deadlines']['get']['parameters']['query']>['state']>",
  },
  {
    name: 'DEADLINE_KINDS',
    path: '/api/deadlines',
    method: 'get',
    where: 'response',
    at: ['items', '[]', 'kind'],
    type: response('/api/deadlines', ['items', '[]', 'kind']),
  },
  {
    name: 'LETTER_STATUSES',
    path: '/api/contract/{id}/engagement-letter',
    method: 'get',
    where: 'response',
    at: ['status'],
    type: response('/api/contract/{id}/engagement-letter', ['status']),
  },
];

type Schema = { $ref?: string; enum?: unknown[]; const?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; items?: Schema; properties?: Record<string, Schema> };
type Document = {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; schema: Schema }>; requestBody?: { content: Record<string, { schema: Schema }> }; responses?: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
  components?: { schemas?: Record<string, Schema> };
};

function resolve(document: Document, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(document, document.components?.schemas?.[name] ?? {});
}

/** The enum's values: `enum`, or `const`s of an anyOf/oneOf; null (a nullable enum) is left out. */
function valuesOf(document: Document, schema: Schema): string[] {
  const resolved = resolve(document, schema);
  const values = resolved.enum ?? (resolved.const !== undefined ? [resolved.const] : [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])].flatMap((part) => valuesOf(document, part)));
  return values.filter((value): value is string => typeof value === 'string');
}

function enumOf(document: Document, source: Source): string[] {
  const operation = document.paths[source.path]?.[source.method];
  if (!operation) throw new Error(`${source.name}: no ${source.method.toUpperCase()} ${source.path}`);
  const [first, ...rest] = source.at;
  let schema: Schema | undefined =
    source.where === 'query'
      ? operation.parameters?.find((parameter) => parameter.in === 'query' && parameter.name === first)?.schema
      : resolve(document, (source.where === 'body' ? operation.requestBody?.content['application/json']?.schema : operation.responses?.['200']?.content?.['application/json']?.schema) ?? {})
          .properties?.[first!];
  for (const key of rest) {
    if (!schema) break;
    const resolved = resolve(document, schema);
    schema = key === '[]' ? resolved.items : resolved.properties?.[key];
  }
  const values = schema ? valuesOf(document, schema) : [];
  if (values.length === 0) throw new Error(`${source.name}: no enum at ${source.where} ${source.at.join('.')} of ${source.method.toUpperCase()} ${source.path}`);
  return values;
}

const HEADER = `// Generated from the OpenAPI document by \`npm run api:types\` (scripts/api-enums.ts). Do not edit.
import type { paths } from './schema';
`;

export async function renderApiEnums(): Promise<string> {
  const document = (await openApiDocument()) as unknown as Document;
  const lists = SOURCES.map((source) => {
    const values = enumOf(document, source).map((value) => `'${value}'`).join(', ');
    return `export const ${source.name} = [${values}] as const satisfies ReadonlyArray<${source.type}>;\n`;
  });
  return `${HEADER}\n${lists.join('')}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  fs.writeFileSync(API_ENUMS_FILE, await renderApiEnums());
  process.stdout.write(`wrote ${path.relative(process.cwd(), API_ENUMS_FILE)}\n`);
}
