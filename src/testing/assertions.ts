import assert from 'node:assert/strict';
import type { ApiResponse } from './harness.js';

/** Asserts the status, showing the body when it differs (the most useful failure message). */
export function assertStatus(response: ApiResponse, status: number): void {
  assert.equal(response.statusCode, status, `expected HTTP ${status}, got ${response.statusCode}: ${response.body.slice(0, 2000)}`);
}

/** Asserts an RFC 9457 problem: status, content type, members, and optionally code and field errors. */
export function assertProblem(
  response: ApiResponse,
  status: number,
  expected: { code?: string; fields?: string[] } = {},
): void {
  assertStatus(response, status);
  assert.match(String(response.headers['content-type']), /^application\/problem\+json/);
  const problem = response.data;
  assert.equal(problem.status, status);
  for (const member of ['type', 'title', 'detail', 'instance', 'traceId', 'code']) {
    assert.equal(typeof problem[member], 'string', `problem.${member} should be a string`);
  }
  if (expected.code) assert.equal(problem.code, expected.code);
  for (const field of expected.fields ?? []) {
    assert.ok(problem.errors?.[field]?.length, `expected an error for "${field}", got ${JSON.stringify(problem.errors)}`);
  }
  // Every field of the contract's `errors` map has its sentence for people, and no other field does.
  if (problem.errors) {
    const fieldErrors = problem.fieldErrors as { field: string; code: string; detail: string }[];
    assert.deepEqual(fieldErrors.map((entry) => entry.field).sort(), Object.keys(problem.errors).sort(), 'fieldErrors names the fields of errors');
    for (const entry of fieldErrors) assert.ok(typeof entry.code === 'string' && entry.detail.trim().length > 0, JSON.stringify(entry));
  }
}

/**
 * Every item satisfies the predicate, and there is at least one: `[].every(...)` is true, so a
 * filter that returned nothing would otherwise pass unnoticed.
 */
export function assertEvery<T>(items: readonly T[], predicate: (item: T) => boolean, message?: string): void {
  assert.ok(items.length > 0, `${message ?? 'assertEvery'}: the list is empty, so the check would prove nothing`);
  const failing = items.filter((item) => !predicate(item));
  assert.deepEqual(failing, [], message);
}
