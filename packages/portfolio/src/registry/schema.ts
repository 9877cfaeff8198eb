import type { ErrorObject, KeywordDefinition } from 'ajv/dist/2020.js';
import { ajvFieldErrors } from '@taxdesk/ajv-errors';
import { createAjv2020 } from '../json-schema.js';

/** A formula identifier: upper case, digits and underscores (RS_MOMENTUM_V1). */
export const FORMULA_ID_PATTERN = '^[A-Z][A-Z0-9_]{0,63}$';
export const FORMULA_ID = new RegExp(FORMULA_ID_PATTERN);

/** A formula definition record (SPEC.md 2): its field names are SPEC's, snake_case. */
export interface FormulaDefinition {
  formula_id: string;
  owner: string;
  status: string;
  inputs: string[];
  outputs: string[];
  x_formula_inputs?: string[];
  x_formula_outputs?: unknown[];
}

export type FormulaSchema = Record<string, unknown> & { $id: string };

export function formulaSchemaId(formulaId: string): string {
  return `schema://formula/${formulaId}`;
}

/**
 * The extension keywords a formula schema carries at its top level, besides the properties of
 * the same names: what the formula reads and writes, as annotations (they validate nothing).
 */
const EXTENSION_KEYWORDS: KeywordDefinition[] = [
  { keyword: 'x_formula_inputs', metaSchema: { type: 'array', items: { type: 'string' } } },
  { keyword: 'x_formula_outputs', metaSchema: { type: 'array' } },
];

/**
 * The JSON Schema (draft 2020-12) of one formula's definition, `$id` schema://formula/<formula_id>,
 * with the fields of SPEC.md 2 exactly: formula_id (a const of the formula's own identifier),
 * owner, status, inputs and outputs required; x_formula_inputs (array of string) and
 * x_formula_outputs (array) as extensions. Anything else is refused.
 */
export function buildFormulaSchema(definition: Pick<FormulaDefinition, 'formula_id' | 'x_formula_inputs' | 'x_formula_outputs'>): FormulaSchema {
  const id = definition.formula_id;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: formulaSchemaId(id),
    title: `${id} formula definition`,
    type: 'object',
    required: ['formula_id', 'owner', 'status', 'inputs', 'outputs'],
    properties: {
      formula_id: { type: 'string', const: id },
      owner: { type: 'string' },
      status: { type: 'string' },
      inputs: { type: 'array', items: { type: 'string' } },
      outputs: { type: 'array', items: { type: 'string' } },
      x_formula_inputs: { type: 'array', items: { type: 'string' } },
      x_formula_outputs: { type: 'array' },
    },
    additionalProperties: false,
    ...(definition.x_formula_inputs ? { x_formula_inputs: [...definition.x_formula_inputs] } : {}),
    ...(definition.x_formula_outputs ? { x_formula_outputs: [...definition.x_formula_outputs] } : {}),
  };
}

export type DefinitionCheck = { valid: true } | { valid: false; errors: Record<string, string[]>; issues: ErrorObject[] };

// One instance: building ajv's 2020-12 meta-schema validators is the costly part.
let sharedAjv: ReturnType<typeof createAjv2020> | null = null;

/**
 * Validates a definition against a formula schema with ajv's draft 2020-12 build. The schema is
 * checked against the 2020-12 meta-schema first (ajv throws when it is not a valid schema).
 */
export function validateDefinition(definition: unknown, schema: FormulaSchema): DefinitionCheck {
  const ajv = (sharedAjv ??= createAjv2020(EXTENSION_KEYWORDS));
  // Schemas are compiled per call and dropped, so a schema changed under the same $id is never stale.
  ajv.removeSchema(schema.$id);
  let validate;
  try {
    validate = ajv.compile(schema);
  } finally {
    ajv.removeSchema(schema.$id);
  }
  if (validate(definition)) return { valid: true };
  const issues = validate.errors ?? [];
  return { valid: false, errors: ajvFieldErrors(issues, 'definition'), issues };
}
