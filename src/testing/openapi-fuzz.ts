/*
 * Request generators for the fuzz test (src/shared/http/fuzz.test.ts): from each operation of the
 * OpenAPI document, fast-check arbitraries of whole requests whose parameters and body fields are
 * valid, boundary or hostile values, in a mix, so one request may be valid but for one field.
 */
import fc from 'fast-check';

/** The JSON Schema subset the document uses for parameters and bodies. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
  examples?: unknown[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `/api/client/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** JSON text, possibly with raw numbers JSON.stringify cannot write (1e400). */
  payload?: string;
}

/** Every operation of an OpenAPI 3 document. */
export function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A number written into the JSON text as is (JSON.stringify would write null for Infinity). */
const RAW = '\u0001raw:';
const raw = (text: string) => `${RAW}${text}\u0001`;

const DEEP_ARRAY = raw(`${'['.repeat(40)}${']'.repeat(40)}`);

/** Values that have broken servers: out-of-range numbers and dates, NUL, lone surrogates, type confusion. */
const HOSTILE_TEXT = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\udfff\ud800',
  'x'.repeat(5000),
  '0000-01-01',
  '-000001-01-01',
  '+010000-01-01',
  '10000-01-01',
  '1899-12-31',
  '1900-01-01',
  '9999-12-31',
  '2026-02-29',
  '2024-02-29',
  '0000-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-14:00',
  '1900-01-01T00:00:00+14:00',
  '2016-12-31T23:59:60Z',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '1e308',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '0x10',
  '-1',
  '0',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  "'; drop table users; --",
  '%',
  '%00',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202eevil',
  '😀',
  '\r\nX-Injected: 1',
];

const HOSTILE_JSON: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  0.1,
  1.005,
  1e-7,
  2147483647,
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e308,
  -1e308,
  raw('1e400'),
  raw('-1e400'),
  raw('-0'),
  [],
  [null],
  {},
  { toString: 1 },
  { constructor: { prototype: { polluted: true } } },
  DEEP_ARRAY,
  ['\u0000'],
  { '\u0000': 1, '\ud800': 2 },
];

const hostile = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.constantFrom(...HOSTILE_JSON));

function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

const isoDate = (min: number, max: number) =>
  fc.integer({ min, max }).map((ms) => new Date(ms).toISOString());

function validString(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 40);
  const examples = (schema.examples ?? []).filter((example): example is string => typeof example === 'string');
  let generated: fc.Arbitrary<string>;
  switch (schema.format) {
    case 'date':
      generated = fc.oneof(
        isoDate(Date.UTC(1900, 0, 1), Date.UTC(9999, 11, 31)).map((iso) => iso.slice(0, 10)),
        isoDate(Date.UTC(2020, 0, 1), Date.UTC(2030, 11, 31)).map((iso) => iso.slice(0, 10)),
        fc.constantFrom('1900-01-01', '9999-12-31', '9999-12-15', '9999-11-30', '2024-02-29', '2026-12-31'),
      );
      break;
    case 'date-time':
      generated = fc.oneof(
        isoDate(Date.UTC(1900, 0, 1), Date.UTC(9999, 11, 31, 23, 59, 59)),
        isoDate(Date.UTC(2020, 0, 1), Date.UTC(2030, 11, 31)),
        fc.constantFrom('1900-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '1900-01-01T09:00:00+09:00', '9999-12-31T10:00:00-09:00'),
      );
      break;
    case 'email':
      generated = fc.stringMatching(/^[a-z0-9]{1,12}$/).map((local) => `${local}@example.com`);
      break;
    case 'uri':
      generated = fc.stringMatching(/^[a-z0-9]{1,12}$/).map((segment) => `https://www.example.com/${segment}`);
      break;
    default:
      generated = fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    let matching: fc.Arbitrary<string>;
    try {
      matching = fc.stringMatching(pattern).filter((text) => text.length >= min && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      matching = generated.filter((text) => pattern.test(text));
    }
    // Patterns fast-check cannot write fall back to generated text that happens to match.
    generated = fc.oneof(matching, generated);
  }
  return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

/** Valid values (as far as the schema says: ids that exist are a matter of luck, small ones likely). */
export function valid(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => valid(alternative, depth)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? Math.min(-1_000_000, schema.maximum ?? 0);
      const max = schema.maximum ?? Math.max(1_000_000, min);
      const any = fc.integer({ min, max });
      return min <= 5 && max >= 1 ? fc.oneof(fc.integer({ min: Math.max(min, 1), max: Math.min(max, 5) }), any) : any;
    }
    case 'number': {
      const min = Math.max(schema.minimum ?? -1e6, -1e6, schema.exclusiveMinimum ?? -Infinity);
      const max = Math.max(min, Math.min(schema.maximum ?? 1e6, 1e6));
      return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((cents) => cents / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return validString(schema);
    case 'array': {
      if (depth > 4 || !schema.items) return fc.constant([]);
      return fc.array(valid(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    }
    case 'object':
      return objectOf(schema, depth);
    default:
      // Free JSON (a log entry's context, a code's attributes).
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Values at and just past the schema's bounds. */
function boundary(schema: Schema): fc.Arbitrary<unknown> | null {
  const values: unknown[] = [];
  for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum]) {
    if (bound !== undefined) values.push(bound, bound - 1, bound + 1, bound + 0.5);
  }
  for (const length of [schema.minLength, schema.maxLength]) {
    if (length !== undefined) values.push('a'.repeat(length), 'a'.repeat(length + 1), 'é'.repeat(length), '😀'.repeat(length));
  }
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => 1));
  return values.length > 0 ? fc.constantFrom(...values) : null;
}

/** At a bound or hostile. */
function broken(schema: Schema): fc.Arbitrary<unknown> {
  const edges = boundary(schema);
  return edges ? fc.oneof(edges, hostile) : hostile;
}

/** Mostly valid, sometimes at a bound, sometimes hostile. */
function valueOf(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 8, arbitrary: valid(schema, depth) }, { weight: 2, arbitrary: broken(schema) });
}

/** A body valid but for one field at most (so the request reaches the handler with it), or hostile whole. */
function bodyOf(schema: Schema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const whole = valid(schema, 0);
  if (properties.length === 0) return fc.oneof({ weight: 9, arbitrary: whole }, { weight: 1, arbitrary: hostile });
  const oneBroken = fc
    .tuple(whole, fc.constantFrom(...properties).chain(([name, property]) => broken(property).map((value) => [name, value] as const)))
    .map(([body, [name, value]]) =>
      body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body, [name]: value } : body,
    );
  return fc.oneof({ weight: 4, arbitrary: whole }, { weight: 5, arbitrary: oneBroken }, { weight: 1, arbitrary: hostile });
}

function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0 || depth > 4) {
    return schema.additionalProperties === false ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  }
  const required = new Set(schema.required ?? []);
  const record = fc.record(
    Object.fromEntries(names.map((name) => [name, valid(properties[name]!, depth + 1)])),
    { requiredKeys: names.filter((name) => required.has(name)) },
  );
  // Now and then a field the schema does not know, or a required one missing.
  return fc.tuple(record, fc.nat(39), fc.constantFrom('toString', '__proto__', 'unknownField', '\u0000')).map(([value, dice, extra]) => {
    const copy: Record<string, unknown> = { ...value };
    if (dice === 0) Object.defineProperty(copy, extra, { value: 1, enumerable: true, configurable: true, writable: true });
    if (dice === 1 && names[0] !== undefined) delete copy[names[0]];
    return copy;
  });
}

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 a client could send. */
function encode(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects and functions go through JSON above; the rest are primitives
  const text = typeof value === 'string' ? value : typeof value === 'object' || typeof value === 'function' ? JSON.stringify(value) : String(value);
  return text
    .split(/([\ud800-\udfff])/u)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function serializeBody(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');
}

/** Whole requests for one operation. */
export function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc.tuple(...pathParams.map((parameter) => valueOf(parameter.schema, 0))).map((values) =>
    pathParams.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, encode(values[index]) || 'x'), operation.path),
  );
  const query = fc
    .tuple(...queryParams.map((parameter) => (parameter.required ? valueOf(parameter.schema, 0).map((value) => [value]) : fc.option(valueOf(parameter.schema, 0)).map((value) => (value === null ? [] : [value])))))
    .map((values) =>
      queryParams
        .flatMap((parameter, index) => values[index]!.map((value) => `${encode(parameter.name)}=${Array.isArray(value) ? value.map(encode).join(`&${encode(parameter.name)}=`) : encode(value)}`))
        .join('&'),
    );
  const body: fc.Arbitrary<string | undefined> = operation.body
    ? bodyOf(operation.body).map(serializeBody)
    : fc.constant(undefined);
  return fc.record({ path, query, body }).map(({ path: url, query: search, body: payload }) => ({
    method: operation.method,
    url: search ? `${url}?${search}` : url,
    ...(payload === undefined ? {} : { payload }),
  }));
}
