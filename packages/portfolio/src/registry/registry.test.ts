import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ENGINE_ID } from '../engine/index.js';
import {
  buildFormulaSchema,
  canMove,
  FORMULA_STATUSES,
  REBALANCE_ENGINE_V1,
  RS_MOMENTUM_V1,
  SEED_FORMULAS,
  validateDefinition,
  type FormulaDefinition,
} from './index.js';

const RS_INPUTS = ['close_price', 'ma20', 'avg_trade_value_5d', 'avg_trade_value_20d', 'relative_strength_1m_percentile'];

describe('formula registry (library)', () => {
  test('the RS_MOMENTUM_V1 schema is draft 2020-12 with the fields of SPEC.md 2 exactly', () => {
    const schema = buildFormulaSchema(RS_MOMENTUM_V1);
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
    assert.equal(schema.$id, 'schema://formula/RS_MOMENTUM_V1');
    assert.deepEqual(schema.required, ['formula_id', 'owner', 'status', 'inputs', 'outputs']);
    assert.deepEqual(schema.properties, {
      formula_id: { type: 'string', const: 'RS_MOMENTUM_V1' },
      owner: { type: 'string' },
      status: { type: 'string' },
      inputs: { type: 'array', items: { type: 'string' } },
      outputs: { type: 'array', items: { type: 'string' } },
      x_formula_inputs: { type: 'array', items: { type: 'string' } },
      x_formula_outputs: { type: 'array' },
    });
    assert.equal(schema.additionalProperties, false);
    assert.deepEqual(schema.x_formula_inputs, RS_INPUTS);
    assert.deepEqual(schema.x_formula_outputs, []);
    // A plain 2020-12 validator that knows nothing of the extensions still accepts the document.
    const plain = new Ajv2020({ strict: false });
    assert.equal(plain.validateSchema(schema), true, JSON.stringify(plain.errors));
  });

  test('RS_MOMENTUM_V1 has its five x_formula_inputs and empty x_formula_outputs', () => {
    assert.deepEqual(RS_MOMENTUM_V1.x_formula_inputs, RS_INPUTS);
    assert.deepEqual(RS_MOMENTUM_V1.x_formula_outputs, []);
    assert.deepEqual(validateDefinition(RS_MOMENTUM_V1, buildFormulaSchema(RS_MOMENTUM_V1)), { valid: true });
  });

  test('rule 6: REBALANCE_ENGINE_V1 is registered in the formula registry', () => {
    assert.equal(REBALANCE_ENGINE_V1.formula_id, ENGINE_ID);
    assert.ok(SEED_FORMULAS.includes(REBALANCE_ENGINE_V1), 'seeded at first start');
    const schema = buildFormulaSchema(REBALANCE_ENGINE_V1);
    assert.equal(schema.$id, 'schema://formula/REBALANCE_ENGINE_V1');
    assert.deepEqual(validateDefinition(REBALANCE_ENGINE_V1, schema), { valid: true });
    assert.equal(REBALANCE_ENGINE_V1.status, 'active');
  });

  test('formula_id must be the schema’s own identifier (a const)', () => {
    const schema = buildFormulaSchema(RS_MOMENTUM_V1);
    const other = { ...RS_MOMENTUM_V1, formula_id: 'RS_MOMENTUM_V2' };
    const result = validateDefinition(other, schema);
    assert.equal(result.valid, false);
    assert.deepEqual(!result.valid && result.errors.formula_id, ['must be "RS_MOMENTUM_V1"']);
  });

  test('required fields, types and unknown fields are checked', () => {
    const schema = buildFormulaSchema(RS_MOMENTUM_V1);
    const broken = { formula_id: 'RS_MOMENTUM_V1', owner: 7, inputs: ['a', 1], x_formula_inputs: 'close_price', extra: true } as unknown as FormulaDefinition;
    const result = validateDefinition(broken, schema);
    assert.equal(result.valid, false);
    const errors = result.valid ? {} : result.errors;
    for (const field of ['status', 'outputs', 'owner', 'inputs[1]', 'x_formula_inputs', 'extra']) {
      assert.ok(errors[field]?.length, `${field} in ${JSON.stringify(errors)}`);
    }
    assert.deepEqual(errors.status, ['is required']);
    assert.deepEqual(errors.extra, ['is not a known field']);
  });

  test('a schema whose extension annotations are malformed is refused by the meta-schema check', () => {
    const schema = { ...buildFormulaSchema(RS_MOMENTUM_V1), x_formula_inputs: 'close_price' };
    assert.throws(() => validateDefinition(RS_MOMENTUM_V1, schema), /x_formula_inputs/);
  });

  test('lifecycle: draft -> active -> deprecated -> retired, and nothing else', () => {
    const allowed = FORMULA_STATUSES.flatMap((from) => FORMULA_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}->${to}`));
    assert.deepEqual(allowed, ['draft->active', 'active->deprecated', 'deprecated->retired']);
  });
});
