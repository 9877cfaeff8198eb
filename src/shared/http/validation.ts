import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyInstance } from 'fastify';
import { isSupportedDate, isSupportedInstant } from '../dates.js';
import { isMoney } from '../money.js';
import { inputIssues } from './input-bounds.js';

// ajv-formats is CommonJS; under NodeNext its default export sits one level down.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

type Format = { validate: (value: string) => boolean; compare: (a: string, b: string) => number | undefined };
const rfc3339Date = fullFormats.date as Format;
const rfc3339DateTime = fullFormats['date-time'] as Format;

function createAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    // Query strings and path params arrive as text; bodies are JSON and are never coerced.
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    strict: true,
    allowUnionTypes: true,
  });
  addFormats(ajv);
  ajv.addFormat('money', { type: 'number', validate: isMoney });
  // Dates and instants of years 1900 to 9999 only, and instants a JavaScript Date can hold (RFC 3339
  // allows a leap second, 23:59:60): anything else would pass here and fail later as a 500.
  ajv.addFormat('date', { validate: (value: string) => rfc3339Date.validate(value) && isSupportedDate(value), compare: rfc3339Date.compare });
  ajv.addFormat('date-time', {
    validate: (value: string) => rfc3339DateTime.validate(value) && isSupportedInstant(value),
    compare: rfc3339DateTime.compare,
  });
  // OpenAPI annotations that carry no validation meaning.
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

/**
 * Throws at start-up when an object schema leaves additionalProperties unstated, so no route can
 * accept (and mass-assign) fields it did not declare by forgetting Strict().
 */
export function assertClosedObjects(schema: unknown, where: string, path = ''): void {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if ((node.type === 'object' || 'properties' in node) && !('additionalProperties' in node) && !('patternProperties' in node)) {
    throw new Error(`${where}: object schema at "${path || '/'}" must state additionalProperties (use Strict())`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'default' || key === 'examples' || key === 'example' || key === 'const' || key === 'enum') continue;
    if (Array.isArray(value)) value.forEach((item, index) => assertClosedObjects(item, where, `${path}/${key}/${index}`));
    else if (typeof value === 'object') assertClosedObjects(value, where, `${path}/${key}`);
  }
}

/**
 * Throws at start-up when a request schema takes an integer without both bounds: an unbounded
 * page, id or day count reaches SQL or date arithmetic as a number neither can hold.
 */
export function assertBoundedIntegers(schema: unknown, where: string, path = ''): void {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  // Read-only fields (ReadOnlyFields: the GET representation echoed in a PUT) are ignored.
  if (node.readOnly === true) return;
  const types = [node.type].flat();
  if (types.includes('integer') && (typeof node.minimum !== 'number' || typeof node.maximum !== 'number')) {
    throw new Error(`${where}: integer at "${path || '/'}" must state minimum and maximum`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'default' || key === 'examples' || key === 'example' || key === 'const' || key === 'enum') continue;
    if (Array.isArray(value)) value.forEach((item, index) => assertBoundedIntegers(item, where, `${path}/${key}/${index}`));
    else if (typeof value === 'object') assertBoundedIntegers(value, where, `${path}/${key}`);
  }
}

/**
 * The schema's checks plus the limits of input-bounds.ts, for every route and request part: its
 * issues join the validator's, so one 400 names every bad field. Ajv compiles the schema on the
 * route's first request, not at start-up: compiling every route's schemas up front was about a
 * third of a cold start (bench/README.md, "Cold start"), for routes many instances never serve.
 * The fuzz test sends every operation a request, so a schema Ajv refuses still fails the suite.
 */
function compiledOnFirstUse(compile: () => ValidateFunction, schema: object): ValidateFunction {
  let validate: ValidateFunction | undefined;
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    validate ??= compile();
    const valid = validate(data, context);
    const issues = inputIssues(data);
    checked.errors = issues.length > 0 ? [...(validate.errors ?? []), ...issues] : validate.errors;
    return valid && issues.length === 0;
  }) as ValidateFunction;
  // Fastify passes the parent object (so the validator may replace a coerced root) only when it
  // sees this; every validator here is Ajv's, so it is always wanted.
  checked.schemaEnv = true as unknown as ValidateFunction['schemaEnv'];
  checked.schema = schema;
  return checked;
}

let formAjv: Ajv | undefined;

/**
 * A body validator by the routes' own rules (the schema, then input-bounds.ts), for input that
 * arrives another way: the website's contact form checks its fields against the API operation's
 * schema it feeds, so both accept exactly the same inquiries.
 */
export function bodyValidator(schema: object): ValidateFunction {
  return compiledOnFirstUse(() => (formAjv ??= createAjv(false)).compile(schema), schema);
}

export function installValidation(app: FastifyInstance): void {
  const bodyAjv = createAjv(false);
  const textAjv = createAjv(true);
  app.setValidatorCompiler(({ schema, method, url, httpPart }): ValidateFunction => {
    // The safety checks stay at start-up: a route that would take an unbounded or undeclared field never starts.
    assertClosedObjects(schema, `${method} ${url} ${httpPart}`);
    assertBoundedIntegers(schema, `${method} ${url} ${httpPart}`);
    return compiledOnFirstUse(() => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema), schema);
  });
}
