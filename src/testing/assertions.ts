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
}
