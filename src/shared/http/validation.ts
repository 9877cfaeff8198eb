import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { isMoney } from '../money.js';

// ajv-formats is CommonJS; under NodeNext its default export sits one level down.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const rfc3339DateTime = fullFormats['date-time'] as { validate: (value: string) => boolean; compare: (a: string, b: string) => number | undefined };

/**
 * RFC 3339 allows a leap second (23:59:60), which a JavaScript Date cannot hold: it would pass
 * validation and then fail as a 500 wherever the instant is parsed. Refused as bad input instead.
 */
function isRepresentableDateTime(value: string): boolean {
  return rfc3339DateTime.validate(value) && !Number.isNaN(Date.parse(value));
}

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
  ajv.addFormat('date-time', { validate: isRepresentableDateTime, compare: rfc3339DateTime.compare });
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

export function installValidation(app: FastifyInstance): void {
  const bodyAjv = createAjv(false);
  const textAjv = createAjv(true);
  app.setValidatorCompiler(({ schema, method, url, httpPart }): ValidateFunction => {
    assertClosedObjects(schema, `${method} ${url} ${httpPart}`);
    return (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as FastifySchema);
  });
}
