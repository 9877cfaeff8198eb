import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ajvFieldErrors, fieldPath, issueField, issueMessage, type AjvIssue } from './index.js';

const ajv = new Ajv2020({ allErrors: true, strict: true });
const validate = ajv.compile({
  type: 'object',
  required: ['name', 'rows'],
  additionalProperties: false,
  properties: {
    name: { const: 'RS_MOMENTUM_V1' },
    kind: { enum: ['a', 'b'] },
    rows: { type: 'array', items: { type: 'object', required: ['qty'], properties: { qty: { type: 'number' } } } },
    'a/b~c': { type: 'string' },
  },
});

function issuesOf(data: unknown): AjvIssue[] {
  assert.equal(validate(data), false);
  return validate.errors ?? [];
}

describe('@taxdesk/ajv-errors', () => {
  test('JSON Pointers become dotted paths with indexes; escapes are undone', () => {
    assert.equal(fieldPath(''), '');
    assert.equal(fieldPath('/rows/3/qty'), 'rows[3].qty');
    assert.equal(fieldPath('/a~1b~0c'), 'a/b~c');
  });

  test('a missing or unknown property is the field itself; a whole-document issue is the root', () => {
    const errors = ajvFieldErrors(issuesOf({ rows: [{}], extra: 1, 'a/b~c': 3 }), 'body');
    assert.deepEqual({ ...errors }, {
      name: ['is required'],
      'rows[0].qty': ['is required'],
      extra: ['is not a known field'],
      'a/b~c': ['must be string'],
    });
    assert.deepEqual({ ...ajvFieldErrors(issuesOf(7), 'definition') }, { definition: ['must be object'] });
  });

  test('const and enum name what is allowed', () => {
    const errors = ajvFieldErrors(issuesOf({ name: 'X', kind: 'c', rows: [] }), 'body');
    assert.deepEqual(errors.name, ['must be "RS_MOMENTUM_V1"']);
    assert.deepEqual(errors.kind, ['must be one of: a, b']);
  });

  test('a caller words issues its own way and each message appears once per field', () => {
    const issues = issuesOf({ rows: [{}, {}] });
    const errors = ajvFieldErrors([...issues, ...issues], 'body', (issue) => (issue.keyword === 'required' ? 'missing' : issueMessage(issue)));
    assert.deepEqual(errors.name, ['missing']);
    assert.deepEqual(errors['rows[1].qty'], ['missing']);
    assert.equal(issueField(issues[0]!, 'body'), 'name');
  });

  test('field names from the input never meet inherited members', () => {
    const errors = ajvFieldErrors(issuesOf({ name: 'RS_MOMENTUM_V1', rows: [], toString: 1, constructor: 2 }), 'body');
    assert.deepEqual(Object.entries(errors), [
      ['toString', ['is not a known field']],
      ['constructor', ['is not a known field']],
    ]);
  });
});
